/// A YAML mapping with text keys in source order. (Yams has already refused repeated keys;
/// `YAMLDocument` reports them.)
struct YAMLMapping {
    struct Entry {
        let key: Located<String>
        let value: YAMLValue
    }

    let entries: [Entry]
    let document: YAMLDocument
    let range: SourceRange

    init(entries: [Entry], document: YAMLDocument, range: SourceRange) {
        self.entries = entries
        self.document = document
        self.range = range
    }

    init(_ mapping: YAMLNode.Mapping, document: YAMLDocument, diagnostics: inout DiagnosticCollector) {
        var entries: [Entry] = []
        entries.reserveCapacity(mapping.entries.count)
        for entry in mapping.entries {
            let keyNode = entry.key, valueNode = entry.value
            let keyRange = document.range(of: keyNode)
            guard case .scalar(let scalar) = keyNode else {
                diagnostics.emit(Rules.invalidValue, at: keyRange, "mapping keys must be text")
                continue
            }
            entries.append(Entry(key: Located(scalar.string, at: keyRange),
                                 value: YAMLValue(node: valueNode, document: document)))
        }
        self.entries = entries
        self.document = document
        self.range = document.range(at: mapping.position)
    }

    subscript(key: String) -> YAMLValue? {
        entries.first { $0.key.value == key }?.value
    }

    func key(_ key: String) -> Located<String>? {
        entries.first { $0.key.value == key }?.key
    }

    /// Reports every key not in `allowed` as `schema.unknown-key`, with the closest allowed key.
    func rejectUnknownKeys(_ allowed: [String], in what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) {
        for entry in entries where !allowed.contains(entry.key.value) {
            let hint = Suggestion.closest(to: entry.key.value, in: allowed).map { "; did you mean `\($0)`?" } ?? ""
            diagnostics.emit(Rules.unknownKey, at: entry.key.range,
                "unknown key `\(entry.key.value)` in \(what())\(hint) (allowed: \(allowed.joined(separator: ", ")))")
        }
    }

    /// Reports a missing required key at the mapping itself.
    func require(_ key: String, in what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) -> YAMLValue? {
        if let value = self[key] { return value }
        diagnostics.emit(Rules.invalidValue, at: range, "\(what()) is missing required key `\(key)`")
        return nil
    }
}
