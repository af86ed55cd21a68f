import CYaml

/// A locale file as libyaml reads it, with what an edit in place needs and the composed nodes do
/// not keep: where each scalar ends in bytes, which mappings are flow mappings, the column of each
/// block mapping's keys. Built from libyaml's events (the parser the project's reader is held to
/// by differential tests and fuzzing); `LocaleFileEditor` checks it against the catalog that
/// reader makes before trusting it. It reads what a locale file is (mappings of text, at most
/// `CatalogReader.maximumDepth` deep) and refuses the rest, which is not edited.
struct LocaleFileLayout {
    /// Why a file cannot be edited: what, and at which byte.
    struct Refusal: Error {
        var reason: String
        var offset: Int?
    }

    /// The root mapping (nil for a file without content) and every text, by full key (the first,
    /// when a key is written twice), in file order.
    var root: EditMapping?
    var leaves: [EditEntry] = []
    /// Every block mapping but the root, with its parent's key column: the file's indentation.
    var nestedIndents: [Int: Int] = [:]

    /// The layout of `bytes` (the file without a leading byte-order mark), its keys under `deck`.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, deck: String) -> Result<LocaleFileLayout, Refusal> {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return .failure(Refusal(reason: "out of memory", offset: nil)) }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, bytes.baseAddress, bytes.count)
        var walk = Walk(parser: parser, bytes: bytes, deck: deck)
        do {
            try walk.document()
            return .success(walk.layout)
        } catch {
            return .failure(error)
        }
    }

    /// libyaml's events, read one at a time into the layout.
    private struct Walk {
        let parser: UnsafeMutablePointer<yaml_parser_t>
        let bytes: UnsafeBufferPointer<UInt8>
        let deck: String
        var layout = LocaleFileLayout()
        var offsets: ScalarOffsets

        init(parser: UnsafeMutablePointer<yaml_parser_t>, bytes: UnsafeBufferPointer<UInt8>, deck: String) {
            self.parser = parser
            self.bytes = bytes
            self.deck = deck
            self.offsets = ScalarOffsets(bytes)
        }

        mutating func document() throws(Refusal) {
            var event = try next()
            defer { yaml_event_delete(&event) }
            guard event.type == YAML_STREAM_START_EVENT else { return }
            var start = try next()
            defer { yaml_event_delete(&start) }
            guard start.type == YAML_DOCUMENT_START_EVENT else { return }
            var first = try next()
            defer { yaml_event_delete(&first) }
            switch first.type {
            case YAML_MAPPING_START_EVENT:
                layout.root = try mapping(from: first, prefix: deck, depth: 1, parent: nil)
            case YAML_SCALAR_EVENT where first.data.scalar.length == 0 && first.data.scalar.style == YAML_PLAIN_SCALAR_STYLE
                && first.data.scalar.tag == nil && first.data.scalar.anchor == nil:
                break   // a document of comments: no root yet
            default:
                throw Refusal(reason: "the file is not a mapping of keys", offset: offsets.byte(first.start_mark))
            }
            var end = try next()
            yaml_event_delete(&end)
            var after = try next()
            defer { yaml_event_delete(&after) }
            if after.type == YAML_DOCUMENT_START_EVENT {
                throw Refusal(reason: "the file holds a second document", offset: offsets.byte(after.start_mark))
            }
        }

        private mutating func next() throws(Refusal) -> yaml_event_t {
            var event = yaml_event_t()
            guard yaml_parser_parse(parser, &event) == 1 else {
                let problem = parser.pointee.problem.map { String(cString: $0) } ?? "unknown error"
                throw Refusal(reason: "libyaml cannot read it: \(problem)",
                              offset: parser.pointee.error == YAML_READER_ERROR ? parser.pointee.problem_offset : offsets.byte(parser.pointee.problem_mark))
            }
            return event
        }

        /// The mapping that starts with `event` (deleted by the caller) and its entries.
        private mutating func mapping(from event: yaml_event_t, prefix: String, depth: Int, parent: EditEntry?) throws(Refusal) -> EditMapping {
            let flow = event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
            let mapping = EditMapping(prefix: prefix, depth: depth, flow: flow, indent: 0, isNew: false, parent: parent)
            mapping.start = offsets.byte(event.start_mark)
            var indent: Int?
            while true {
                var keyEvent = try next()
                defer { yaml_event_delete(&keyEvent) }
                if keyEvent.type == YAML_MAPPING_END_EVENT {
                    mapping.end = offsets.byte(keyEvent.end_mark)
                    break
                }
                guard keyEvent.type == YAML_SCALAR_EVENT else {
                    throw Refusal(reason: "a key is not a text", offset: offsets.byte(keyEvent.start_mark))
                }
                let key = scalar(keyEvent)
                if !flow {
                    // A block mapping's keys all start their lines; one that does not (after
                    // `? ` or `--- `) leaves no clear place for a new key.
                    let column = Self.columnIfLineStart(key.start, in: bytes)
                    if column == nil || (indent != nil && column != indent) { mapping.insertable = false }
                    if indent == nil { indent = column }
                }
                var valueEvent = try next()
                defer { yaml_event_delete(&valueEvent) }
                let index = mapping.entries.count
                let entry = EditEntry(keyText: key.text, container: mapping, index: index, keyStart: key.start, value: .text(""))
                switch valueEvent.type {
                case YAML_SCALAR_EVENT:
                    entry.value = .scalar(scalar(valueEvent))
                    layout.leaves.append(entry)
                case YAML_MAPPING_START_EVENT where depth < CatalogReader.maximumDepth:
                    let child = try self.mapping(from: valueEvent, prefix: .dotted(prefix, key.text), depth: depth + 1, parent: entry)
                    entry.value = .mapping(child)
                    if !flow, !child.flow, let indent { layout.nestedIndents[child.indent - indent, default: 0] += 1 }
                case YAML_MAPPING_START_EVENT:
                    throw Refusal(reason: "`\(String.dotted(prefix, key.text))` nests deeper than a locale file does", offset: offsets.byte(valueEvent.start_mark))
                case YAML_SEQUENCE_START_EVENT:
                    throw Refusal(reason: "`\(String.dotted(prefix, key.text))` is a list", offset: offsets.byte(valueEvent.start_mark))
                default:
                    throw Refusal(reason: "`\(String.dotted(prefix, key.text))` is an alias", offset: offsets.byte(valueEvent.start_mark))
                }
                mapping.entries.append(entry)
            }
            mapping.indent = indent ?? 0
            return mapping
        }

        private mutating func scalar(_ event: yaml_event_t) -> ScalarSpan {
            let data = event.data.scalar
            let start = offsets.byte(event.start_mark)
            let end = offsets.byte(event.end_mark)
            let text = data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) } ?? ""
            let hasProperties = data.tag != nil || data.anchor != nil
            let style: YAMLNode.Style = switch data.style {
            case YAML_PLAIN_SCALAR_STYLE: .plain
            case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
            case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
            case YAML_LITERAL_SCALAR_STYLE: .literal
            case YAML_FOLDED_SCALAR_STYLE: .folded
            default: .other
            }
            return ScalarSpan(start: start, end: end, style: style, text: text,
                              isImplicitEmpty: style == .plain && data.length == 0 && !hasProperties && start == end,
                              hasProperties: hasProperties)
        }

        /// The column of `offset` when only spaces stand before it on its line.
        static func columnIfLineStart(_ offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var index = offset
            while index > 0, bytes[index - 1] == .space { index -= 1 }
            guard index == 0 || bytes[index - 1] == .newline else { return nil }
            return offset - index
        }
    }
}

/// Turns libyaml's marks (offsets counted in Unicode scalars, a `\r\n` counting two) into byte
/// offsets, walking on from the last one asked for: marks come nearly in order, so a whole file
/// costs about one pass.
struct ScalarOffsets {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var scalar = 0
    private var byte = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func byte(_ mark: yaml_mark_t) -> Int {
        byte(ofScalar: mark.index)
    }

    mutating func byte(ofScalar index: Int) -> Int {
        while scalar < index, byte < bytes.count {
            let lead = bytes[byte]
            byte += lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            scalar += 1
        }
        while scalar > index, byte > 0 {
            byte -= 1
            while byte > 0, bytes[byte] & 0xC0 == 0x80 { byte -= 1 }
            scalar -= 1
        }
        byte = min(byte, bytes.count)
        return byte
    }
}
