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

    /// Composes `file`; what cannot be read becomes a located diagnostic and the result is nil.
    /// `YAMLParser` reads the YAML Copydeck files are written in; libyaml's events compose the
    /// rest (`YAMLComposer`), refusing aliases and foreign tags where they stand.
    static func parse(_ file: SourceFile, into diagnostics: inout DiagnosticCollector) -> YAMLDocument? {
        if case .document(let root) = YAMLParser.parse(file) {
            return YAMLDocument(file: file, root: root)
        }
        return parseWithLibYAML(file, into: &diagnostics)
    }

    /// Composes `file` from libyaml's events (what `YAMLParser` is tested against, through Yams).
    static func parseWithLibYAML(_ file: SourceFile, into diagnostics: inout DiagnosticCollector) -> YAMLDocument? {
        switch YAMLComposer.compose(file) {
        case .success(let composition):
            for refused in composition.refused { report(refused, in: file, &diagnostics) }
            return YAMLDocument(file: file, root: composition.root)
        case .failure(let failure):
            report(failure, in: file, &diagnostics)
            for later in YAMLComposer.laterFailures(in: file, after: failure) { report(later, in: file, &diagnostics) }
            return nil
        }
    }

    private static func report(_ failure: YAMLComposer.Failure, in file: SourceFile, _ diagnostics: inout DiagnosticCollector) {
        func range(_ position: YAMLNode.Position) -> SourceRange {
            file.range(line: Int(position.line), scalarColumn: Int(position.column))
        }
        switch failure {
        case .syntax(let problem, let at, let context, let contextAt):
            var notes: [Diagnostic.Note] = []
            var text = problem
            if let context {
                text += " (\(context))"
                if let contextAt, contextAt != at {
                    // libyaml finds an unclosed `{` or `[` where the next line starts; point back at it too.
                    let what = context.replacingOccurrences(of: "while parsing an ", with: "the ")
                        .replacingOccurrences(of: "while parsing a ", with: "the ")
                        .replacingOccurrences(of: "while scanning an ", with: "the ")
                        .replacingOccurrences(of: "while scanning a ", with: "the ")
                    notes.append(.init("\(what) starts here", at: range(contextAt)))
                }
            }
            diagnostics.emit(Rules.yamlSyntax, at: at.map(range) ?? .wholeFile(file.path), "YAML syntax error: \(text); fix the YAML here or just above (an unclosed quote or bracket, a tab, an indentation off by a space)", notes: notes)
        case .alias(let name, let at):
            diagnostics.emit(Rules.yamlUnsupported, at: range(at),
                "the alias `*\(name)` is not read: Copydeck files write each text where it is used (an alias is never expanded); write the text out")
        case .tag(let tag, let at):
            let shown = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
            diagnostics.emit(Rules.yamlUnsupported, at: range(at),
                "the tag `\(shown)` is not supported: Copydeck reads every value as text; remove the tag, or quote the value")
        case .duplicateKey(let key, let first, let repeated):
            diagnostics.emit(Rules.duplicateKey, at: range(repeated),
                "key `\(key)` appears twice in this mapping, and YAML would keep only one of them; remove one, or merge them",
                notes: [.init("first written here", at: range(first))])
        case .tooDeep(let at):
            diagnostics.emit(Rules.fileLimit, at: range(at),
                "the YAML nests deeper than \(YAMLComposer.maximumDepth) levels here; Copydeck files nest a handful")
        case .secondDocument(let at):
            diagnostics.emit(Rules.yamlSyntax, at: range(at),
                "YAML syntax error: a second document starts here (`---`), and a Copydeck file holds one document; remove the `---` or move the rest to a file of its own")
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
}
