import Yams

/// A YAML file composed into nodes, which keep line and column, tied to its `SourceFile`.
/// A class: every value read from the document refers to it.
final class YAMLDocument: Sendable {
    let file: SourceFile
    /// The root node, or nil for an empty document.
    let root: YAMLNode?

    init(file: SourceFile, root: YAMLNode?) {
        self.file = file
        self.root = root
    }

    /// Composes `file`; a syntax error becomes a `yaml.syntax` diagnostic and the result is nil.
    /// `YAMLParser` reads the YAML Copydeck files are written in; Yams composes the rest and
    /// reports what is wrong with a file that does not parse.
    static func parse(_ file: SourceFile, into diagnostics: inout DiagnosticCollector) -> YAMLDocument? {
        if case .document(let root) = YAMLParser.parse(file) {
            return YAMLDocument(file: file, root: root)
        }
        return parseWithYams(file, into: &diagnostics)
    }

    /// Composes `file` with Yams (what `YAMLParser` is tested against).
    static func parseWithYams(_ file: SourceFile, into diagnostics: inout DiagnosticCollector) -> YAMLDocument? {
        do {
            return YAMLDocument(file: file, root: try Yams.compose(yaml: file.text, .basic).map { YAMLNode(yams: $0) })
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            reportDuplicateKeys(duplicates, first: context.mark, in: file, &diagnostics)
            return nil
        } catch let error as YamlError {
            let (problem, mark) = Self.describe(error)
            let range = mark.map { file.range(line: $0.line, scalarColumn: $0.column) } ?? .wholeFile(file.path)
            var notes: [Diagnostic.Note] = []
            if let context = Self.context(of: error), context.mark.line != mark?.line || context.mark.column != mark?.column {
                // libyaml finds an unclosed `{` or `[` where the next line starts; point back at it too.
                notes.append(.init("\(context.text.replacingOccurrences(of: "while parsing a ", with: "the ").replacingOccurrences(of: "while parsing an ", with: "the ")) starts here",
                                   at: file.range(line: context.mark.line, scalarColumn: context.mark.column)))
            }
            diagnostics.emit(Rules.yamlSyntax, at: range, "YAML syntax error: \(problem)", notes: notes)
            return nil
        } catch {
            diagnostics.emit(Rules.yamlSyntax, at: .wholeFile(file.path), "YAML syntax error: \(error)")
            return nil
        }
    }

    func range(of node: YAMLNode) -> SourceRange {
        range(at: node.position)
    }

    func range(at position: YAMLNode.Position?) -> SourceRange {
        guard let position else { return .wholeFile(file.path) }
        if position.asciiPrefix {
            return SourceRange(file: file.path, start: SourceLocation(line: Int(position.line), column: Int(position.column)))
        }
        return file.range(line: Int(position.line), scalarColumn: Int(position.column))
    }

    /// Yams refuses a mapping with a repeated key and names the first occurrence; report the
    /// repetition (the line someone just added, usually) with a note at the first.
    private static func reportDuplicateKeys(_ keys: [String], first: Mark, in file: SourceFile, _ diagnostics: inout DiagnosticCollector) {
        let key = keys.first ?? ""
        let firstRange = file.range(line: first.line, scalarColumn: first.column)
        var repeated = firstRange
        let indent = firstRange.start.column - 1
        var line = first.line + 1
        while let text = file.line(line) {
            let leading = text.prefix { $0 == " " }.count
            if leading < indent, !text.allSatisfy(\.isWhitespace), !text.drop(while: { $0 == " " }).hasPrefix("#") { break }
            if leading == indent, text.dropFirst(indent).hasPrefix("\(key):") || text.dropFirst(indent).hasPrefix("\"\(key)\":") {
                repeated = SourceRange(file: file.path, start: SourceLocation(line: line, column: indent + 1))
                break
            }
            line += 1
        }
        diagnostics.emit(Rules.duplicateKey, at: repeated,
            "key `\(key)` appears twice in this mapping; YAML would keep only one of them",
            notes: repeated == firstRange ? [] : [.init("first written here", at: firstRange)])
    }

    private static func context(of error: YamlError) -> YamlError.Context? {
        switch error {
        case .scanner(let context, _, _, _), .parser(let context, _, _, _), .composer(let context, _, _, _): context
        default: nil
        }
    }

    private static func describe(_ error: YamlError) -> (String, Mark?) {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let text = context.map { "\(problem) (\($0.text))" } ?? problem
            return (text, mark)
        case .reader(let problem, _, _, _):
            return (problem, nil)
        default:
            return (String(describing: error), nil)
        }
    }
}
