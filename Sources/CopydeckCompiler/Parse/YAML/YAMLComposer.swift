import CYaml
import Foundation

/// Composes the YAML that `YAMLParser` leaves aside, straight from the events of libyaml (the
/// parser Yams wraps, vendored by Yams as `CYaml`), so that nothing a file says is lost or
/// multiplied on the way:
///
/// - an alias (`*name`) is refused where it stands, before anything is expanded: a few hundred
///   bytes of nested aliases would otherwise expand to gigabytes (a "billion laughs");
/// - a tag is honoured or refused: `!!str` and `!` keep a scalar text (so `!!str null` is the
///   text "null", not nothing); any other tag is refused, since Copydeck reads text only (the
///   rest of the file is still read, the value as written);
/// - scalar text is taken byte for byte (a leading U+FEFF in a value survives; Yams drops it);
/// - keys are the same only when their characters are (two keys that differ in Unicode
///   normalization are two keys, as in libyaml);
/// - nesting deeper than `maximumDepth` is refused, so no input can exhaust the stack;
/// - positions are libyaml's marks, placed by their scalar offset on the file's own lines (so a
///   NEL or LS, which libyaml also breaks lines at, cannot shift them): 1-based lines, columns
///   in Unicode scalars.
///
/// Linear in the input: every event is looked at once, and nothing is copied twice.
struct YAMLComposer {
    /// Deeper nesting is refused: Copydeck files nest a handful of levels.
    static let maximumDepth = 64

    enum Failure: Error, Equatable {
        /// libyaml's own refusal: the problem, where (nil when libyaml gives only a byte offset
        /// it could not place), and what it was reading, from where.
        case syntax(problem: String, at: YAMLNode.Position?, context: String?, contextAt: YAMLNode.Position?)
        /// `*name`.
        case alias(name: String, at: YAMLNode.Position)
        /// A tag other than `!!str` or `!`.
        case tag(String, at: YAMLNode.Position)
        /// The same key twice in one mapping.
        case duplicateKey(String, first: YAMLNode.Position, repeated: YAMLNode.Position)
        case tooDeep(at: YAMLNode.Position)
        /// A second document (`---`) in a file that holds one.
        case secondDocument(at: YAMLNode.Position)
    }

    /// A composed file: its root (nil for a file without content) and what was refused in it
    /// without stopping the reading (foreign tags).
    struct Composition: Equatable {
        var root: YAMLNode?
        var refused: [Failure] = []
    }

    /// The file composed, or why it cannot be read at all.
    static func compose(_ file: SourceFile) -> Result<Composition, Failure> {
        var text = file.text
        return text.withUTF8 { bytes in
            // One parser, in place: libyaml's state is never copied.
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else {
                return .failure(.syntax(problem: "out of memory", at: nil, context: nil, contextAt: nil))
            }
            defer { yaml_parser_delete(parser) }
            yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
            var composer = Events(parser: parser, file: file)
            return composer.document()
        }
    }

    /// What makes two scalar keys the same: their characters (not canonical equivalence) and tag.
    private struct KeyIdentity: Hashable {
        var tag: String?
        var scalars: [Unicode.Scalar]
    }

    /// libyaml's events, read one at a time into nodes.
    private struct Events {
        let parser: UnsafeMutablePointer<yaml_parser_t>
        let file: SourceFile
        var depth = 0
        var refused: [Failure] = []
        /// The refused tag of the last scalar read, if any (a key's tag is part of the key).
        var lastScalarTag: String?
        var cursor: SourceFile.ScalarCursor

        init(parser: UnsafeMutablePointer<yaml_parser_t>, file: SourceFile) {
            self.parser = parser
            self.file = file
            self.cursor = SourceFile.ScalarCursor(file)
        }

        mutating func document() -> Result<Composition, Failure> {
            do {
                var event = try next()
                defer { yaml_event_delete(&event) }
                guard event.type == YAML_STREAM_START_EVENT else { return .success(Composition()) }
                var start = try next()
                defer { yaml_event_delete(&start) }
                guard start.type == YAML_DOCUMENT_START_EVENT else { return .success(Composition()) }
                var first = try next()
                let root = try node(from: &first)
                var end = try next()
                yaml_event_delete(&end)
                var after = try next()
                defer { yaml_event_delete(&after) }
                if after.type == YAML_DOCUMENT_START_EVENT {
                    throw Failure.secondDocument(at: position(after.start_mark))
                }
                return .success(Composition(root: root, refused: refused))
            } catch let failure as Failure {
                return .failure(failure)
            } catch {
                return .failure(.syntax(problem: "\(error)", at: nil, context: nil, contextAt: nil))
            }
        }

        /// The next event, or libyaml's error.
        private mutating func next() throws(Failure) -> yaml_event_t {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else { throw error() }
            return event
        }

        /// The node that starts with `event` (which it deletes), and its children.
        private mutating func node(from event: inout yaml_event_t) throws(Failure) -> YAMLNode {
            defer { yaml_event_delete(&event) }
            let at = position(event.start_mark)
            switch event.type {
            case YAML_ALIAS_EVENT:
                throw .alias(name: string(event.data.alias.anchor) ?? "", at: at)
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let style = Self.style(scalar.style)
                var isText = false
                lastScalarTag = nil
                if let tag = string(scalar.tag) {
                    if tag == "tag:yaml.org,2002:str" || tag == "!" { isText = true } else {
                        refused.append(.tag(tag, at: at))
                        lastScalarTag = tag
                    }
                }
                let text = scalar.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: scalar.length), as: UTF8.self) } ?? ""
                // A tagged plain scalar is text by its tag: it is never read as null.
                return .scalar(YAMLNode.Scalar(string: text, style: isText && style == .plain ? .other : style, position: at))
            case YAML_SEQUENCE_START_EVENT:
                checkTag(event.data.sequence_start.tag, implicit: event.data.sequence_start.implicit, at: at)
                try enter(at)
                defer { depth -= 1 }
                var items: [YAMLNode] = []
                while true {
                    var child = try next()
                    if child.type == YAML_SEQUENCE_END_EVENT { yaml_event_delete(&child); break }
                    items.append(try node(from: &child))
                }
                return .sequence(YAMLNode.Sequence(items: items, position: at))
            case YAML_MAPPING_START_EVENT:
                checkTag(event.data.mapping_start.tag, implicit: event.data.mapping_start.implicit, at: at)
                try enter(at)
                defer { depth -= 1 }
                var entries: [YAMLNode.Mapping.Entry] = []
                // Keys are the same when their characters and their (refused) tags are: `!a x`
                // and `!b x` are two keys to libyaml, as they are to Yams.
                var seen: [KeyIdentity: YAMLNode.Position] = [:]
                while true {
                    var keyEvent = try next()
                    if keyEvent.type == YAML_MAPPING_END_EVENT { yaml_event_delete(&keyEvent); break }
                    let key = try node(from: &keyEvent)
                    let keyTag = lastScalarTag
                    var valueEvent = try next()
                    let value = try node(from: &valueEvent)
                    if case .scalar(let scalar) = key, let keyAt = scalar.position {
                        if let first = seen.updateValue(keyAt, forKey: KeyIdentity(tag: keyTag, scalars: Array(scalar.string.unicodeScalars))) {
                            throw .duplicateKey(scalar.string, first: first, repeated: keyAt)
                        }
                    }
                    entries.append(YAMLNode.Mapping.Entry(key: key, value: value))
                }
                return .mapping(YAMLNode.Mapping(entries: entries, position: at))
            default:
                throw .syntax(problem: "unexpected event", at: at, context: nil, contextAt: nil)
            }
        }

        private mutating func enter(_ at: YAMLNode.Position) throws(Failure) {
            depth += 1
            if depth > YAMLComposer.maximumDepth { throw .tooDeep(at: at) }
        }

        private mutating func checkTag(_ tag: UnsafeMutablePointer<yaml_char_t>?, implicit: Int32, at: YAMLNode.Position) {
            guard implicit == 0, let tag = string(tag) else { return }
            guard tag == "tag:yaml.org,2002:map" || tag == "tag:yaml.org,2002:seq" || tag == "!" else { return refused.append(.tag(tag, at: at)) }
        }

        private func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            pointer.map { String(cString: $0) }
        }

        private mutating func position(_ mark: yaml_mark_t) -> YAMLNode.Position {
            let placed = cursor.position(ofScalar: mark.index)
            return YAMLNode.Position(line: placed.line, column: placed.column, asciiPrefix: placed.asciiPrefix)
        }

        private static func style(_ style: yaml_scalar_style_t) -> YAMLNode.Style {
            switch style {
            case YAML_PLAIN_SCALAR_STYLE: .plain
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: .literal
            case YAML_FOLDED_SCALAR_STYLE: .folded
            default: .other
            }
        }

        /// libyaml's error, placed: a reader error (a control character, bytes that are not
        /// UTF-8) carries only a byte offset, which is turned into a line and column here.
        private mutating func error() -> Failure {
            let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown error"
            switch parser.pointee.error {
            case YAML_READER_ERROR:
                let at = file.position(ofByte: parser.pointee.problem_offset)
                var text = problem
                if parser.pointee.problem_value >= 0 {
                    text += String(format: " (U+%04X)", parser.pointee.problem_value)
                }
                return .syntax(problem: text, at: at.map { YAMLNode.Position(line: $0.line, column: $0.column) }, context: nil, contextAt: nil)
            case YAML_MEMORY_ERROR:
                return .syntax(problem: "out of memory", at: nil, context: nil, contextAt: nil)
            default:
                let context = parser.pointee.context.map { String(cString: $0) }
                return .syntax(problem: problem, at: position(parser.pointee.problem_mark),
                               context: context, contextAt: context == nil ? nil : position(parser.pointee.context_mark))
            }
        }
    }
}
