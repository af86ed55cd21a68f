import Yams

/// What must hold for any text given to the YAML readers, checked on one text: the fuzzer
/// (`Fuzz/`) and the replay of its regression inputs ask it of every input.
///
/// - every node `YAMLParser` answers lies within the text, its `asciiPrefix` is true only when
///   the line is ASCII up to it, and its source range is the one counted from the characters;
/// - when `YAMLParser` answers a document, Yams (libyaml, the oracle) and `YAMLComposer` compose
///   exactly the same nodes, texts, styles and positions: any difference is a finding;
/// - when `YAMLComposer` composes a document, Yams composes the same one, except where Copydeck
///   differs on purpose (a tag it honours or refuses, a U+FEFF Yams drops, keys that differ in
///   Unicode normalization, which Yams calls duplicates) or where libyaml breaks lines that the
///   file does not (NEL, LS, PS: libyaml's lines then differ from the file's, and Copydeck uses
///   the file's); when the composer refuses, Yams refuses too, but for an alias;
/// - `YAMLDocument.parse`, the path every project file takes, reports only ranges within the
///   text, and returns on every input (aliases are never expanded).
///
/// Yams is asked only about texts without aliases: a few lines of nested aliases make it run
/// without bound when aliased keys are hashed ("alias bombs"), which is why Copydeck composes
/// with `YAMLComposer`.
package enum YAMLReaderCheck {
    /// The problems found in `text`; empty when everything holds.
    package static func problems(in text: String) -> [String] {
        let file = SourceFile(path: "fuzz.yml", text: text)
        var problems: [String] = []
        let fast = YAMLParser.parse(file)
        let composed = YAMLComposer.compose(file)
        if case .document(let root) = fast {
            if let root { problems += positionProblems(root, in: file) }
            switch composed {
            case .success(let composition) where composition.root != root:
                problems.append("YAMLParser and YAMLComposer differ:\n" + difference(root, composition.root))
            case .failure(let failure):
                problems.append("YAMLParser read a text YAMLComposer refuses: \(failure)")
            default:
                break
            }
            do {
                let yams = try Yams.compose(yaml: text, .basic).map { YAMLNode(yams: $0) }
                if yams != root { problems.append("YAMLParser and Yams differ:\n" + difference(root, yams)) }
            } catch {
                problems.append("YAMLParser read a text Yams refuses: \(error)")
            }
        } else if case .success(let composition) = composed, composition.refused.isEmpty, !differsOnPurpose(text) {
            do {
                let yams = try Yams.compose(yaml: text, .basic).map { clamped(YAMLNode(yams: $0), to: file) }
                let read = composition.root.map(plainForTags)
                if yams != read { problems.append("YAMLComposer and Yams differ:\n" + difference(read, yams)) }
            } catch YamlError.duplicatedKeysInMapping {
                // Yams also compares keys that are mappings or lists, by value; Copydeck reads text
                // keys only (a reader reports any other), and compares those by their characters.
                if text.utf8.allSatisfy({ $0 < 0x80 }), !(composition.root.map(hasCollectionKeys) ?? false) {
                    problems.append("YAMLComposer read a mapping with a repeated key")
                }
            } catch {
                problems.append("YAMLComposer read a text Yams refuses: \(error)")
            }
        }
        if case .failure(let failure) = composed, !text.utf8.contains(UInt8(ascii: "*")) {
            switch failure {
            case .syntax, .duplicateKey, .secondDocument:
                if (try? Yams.compose(yaml: text, .basic)) != nil, !differsOnPurpose(text), text.utf8.allSatisfy({ $0 < 0x80 }) || !isDuplicate(failure) {
                    problems.append("YAMLComposer refused a text Yams reads: \(failure)")
                }
            case .alias, .tag, .tooDeep:
                break
            }
        }
        var diagnostics = DiagnosticCollector()
        _ = YAMLDocument.parse(file, into: &diagnostics)
        for diagnostic in diagnostics.diagnostics {
            for range in [diagnostic.range].compactMap({ $0 }) + diagnostic.notes.compactMap(\.range)
            where !contains(file, line: range.start.line, characterColumn: range.start.column) {
                problems.append("diagnostic at \(range.start) outside the text: \(diagnostic.message)")
            }
        }
        return problems
    }

    /// The composer marks a plain scalar it keeps as text by its tag (`!!str null`, `! yes`)
    /// with the style `.other`, so it is never read as null; Yams calls it plain.
    static func plainForTags(_ node: YAMLNode) -> YAMLNode {
        switch node {
        case .scalar(var scalar):
            if scalar.style == .other { scalar.style = .plain }
            return .scalar(scalar)
        case .mapping(var mapping):
            mapping.entries = mapping.entries.map { .init(key: plainForTags($0.key), value: plainForTags($0.value)) }
            return .mapping(mapping)
        case .sequence(var sequence):
            sequence.items = sequence.items.map(plainForTags)
            return .sequence(sequence)
        case .alias:
            return node
        }
    }

    /// libyaml marks what ends a text without a final line break on the line after it; the
    /// composer places it at the end of the file's last line.
    static func clamped(_ node: YAMLNode, to file: SourceFile) -> YAMLNode {
        func clamp(_ position: YAMLNode.Position?) -> YAMLNode.Position? {
            guard let position, Int(position.line) > file.lineCount, let last = file.line(file.lineCount) else { return position }
            return YAMLNode.Position(line: file.lineCount, column: last.unicodeScalars.count + 1)
        }
        switch node {
        case .scalar(var scalar):
            scalar.position = clamp(scalar.position)
            return .scalar(scalar)
        case .mapping(var mapping):
            mapping.position = clamp(mapping.position)
            mapping.entries = mapping.entries.map { .init(key: clamped($0.key, to: file), value: clamped($0.value, to: file)) }
            return .mapping(mapping)
        case .sequence(var sequence):
            sequence.position = clamp(sequence.position)
            sequence.items = sequence.items.map { clamped($0, to: file) }
            return .sequence(sequence)
        case .alias:
            return node
        }
    }

    static func hasCollectionKeys(_ node: YAMLNode) -> Bool {
        switch node {
        case .mapping(let mapping):
            mapping.entries.contains { entry in
                if case .scalar = entry.key { hasCollectionKeys(entry.value) } else { true }
            }
        case .sequence(let sequence): sequence.items.contains(where: hasCollectionKeys)
        case .scalar, .alias: false
        }
    }

    private static func isDuplicate(_ failure: YAMLComposer.Failure) -> Bool {
        if case .duplicateKey = failure { true } else { false }
    }

    /// Texts where Copydeck reads other than Yams on purpose: a U+FEFF (Yams drops one that
    /// starts a value), a line break only libyaml sees (NEL, LS, PS).
    static func differsOnPurpose(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0 == "\u{FEFF}" || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }
    }

    private static func positionProblems(_ root: YAMLNode, in file: SourceFile) -> [String] {
        var problems: [String] = []
        let document = YAMLDocument(file: file, root: root)
        var stack = [root]
        while let node = stack.popLast() {
            switch node {
            case .mapping(let mapping): stack += mapping.entries.flatMap { [$0.key, $0.value] }
            case .sequence(let sequence): stack += sequence.items
            case .scalar, .alias: break
            }
            guard let position = node.position else {
                problems.append("a node without a position: \(describe(node).first ?? "")")
                continue
            }
            let line = Int(position.line), column = Int(position.column)
            guard let text = file.line(line), column >= 1, column <= text.unicodeScalars.count + 1 else {
                problems.append("node at \(line):\(column) outside the text")
                continue
            }
            if position.asciiPrefix, !text.utf8.prefix(column - 1).allSatisfy({ $0 < 0x80 }) {
                problems.append("node at \(line):\(column) claims an ASCII prefix its line does not have")
            }
            if document.range(of: node) != file.range(line: line, scalarColumn: column) {
                problems.append("node at \(line):\(column): range \(document.range(of: node)) is not the counted one")
            }
        }
        return problems
    }

    private static func contains(_ file: SourceFile, line: Int, characterColumn column: Int) -> Bool {
        guard let text = file.line(line) else { return false }
        return column >= 1 && column <= text.count + 1
    }

    /// Both trees, one node a line, from the first line where they part.
    private static func difference(_ fast: YAMLNode?, _ yams: YAMLNode?) -> String {
        let left = fast.map(describe) ?? ["(empty document)"], right = yams.map(describe) ?? ["(empty document)"]
        let first = zip(left, right).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(left.count, right.count)
        let context = max(0, first - 3)
        func excerpt(_ lines: [String]) -> String {
            lines[min(context, lines.count)..<min(first + 3, lines.count)].map { "    " + $0 }.joined(separator: "\n")
        }
        return "  YAMLParser, from node \(first):\n\(excerpt(left))\n  Yams:\n\(excerpt(right))"
    }

    /// One line a node, indented by depth: kind, style, position and text.
    static func describe(_ root: YAMLNode) -> [String] {
        var lines: [String] = []
        var stack: [(YAMLNode, Int)] = [(root, 0)]
        while let (node, depth) = stack.popLast() {
            let indent = String(repeating: "  ", count: depth)
            let at = node.position.map { "\($0.line):\($0.column)" } ?? "-"
            switch node {
            case .scalar(let scalar):
                lines.append("\(indent)scalar \(scalar.style) \(at) \(String(reflecting: scalar.string))")
            case .mapping(let mapping):
                lines.append("\(indent)mapping \(at) (\(mapping.entries.count) entries)")
                stack += mapping.entries.reversed().flatMap { [($0.value, depth + 1), ($0.key, depth + 1)] }
            case .sequence(let sequence):
                lines.append("\(indent)sequence \(at) (\(sequence.items.count) items)")
                stack += sequence.items.reversed().map { ($0, depth + 1) }
            case .alias:
                lines.append("\(indent)alias \(at)")
            }
        }
        return lines
    }
}
