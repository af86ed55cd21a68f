/// A YAML mapping with text keys in source order. (Yams has already refused repeated keys;
/// `YAMLDocument` reports them.)
///
/// It reads its composed node in place: looking a key up or checking the keys compares the
/// node's own strings, and an entry with its located key is made only when `entries` is read.
/// A content file has a mapping per field, and most are looked up a few times and never listed.
struct YAMLMapping {
    struct Entry {
        let key: Located<String>
        let value: YAMLValue
    }

    /// The entries with text keys (the others were reported when the mapping was read).
    private let node: [YAMLNode.Mapping.Entry]
    let document: YAMLDocument
    let range: SourceRange

    /// An empty mapping: what a null value (`key:` with nothing) reads as.
    init(emptyAt range: SourceRange, document: YAMLDocument) {
        self.node = []
        self.document = document
        self.range = range
    }

    init(_ mapping: YAMLNode.Mapping, document: YAMLDocument, diagnostics: inout DiagnosticCollector) {
        var node = mapping.entries
        if node.contains(where: { !$0.hasTextKey }) {
            for entry in node where !entry.hasTextKey {
                diagnostics.emit(Rules.invalidValue, at: document.range(of: entry.key), "mapping keys must be text; write the key as a word")
            }
            node.removeAll { !$0.hasTextKey }
        }
        self.node = node
        self.document = document
        self.range = document.range(at: mapping.position)
    }

    /// The entries in source order, each with its key located; made on each read, so read once.
    var entries: [Entry] {
        node.map { entry in
            Entry(key: Located(entry.keyText, at: document.range(of: entry.key)), value: YAMLValue(node: entry.value, document: document))
        }
    }

    subscript(key: String) -> YAMLValue? {
        // By index: the entries are read where they are, not copied out one by one.
        for index in node.indices where node[index].keyText == key {
            return YAMLValue(node: node[index].value, document: document)
        }
        return nil
    }

    /// Reports every key not in `allowed` as `schema.unknown-key`, with the closest allowed key.
    func rejectUnknownKeys(_ allowed: [String], in what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) {
        for index in node.indices where !allowed.contains(node[index].keyText) {
            reportUnknownKey(at: index, allowed, in: what(), &diagnostics)
        }
    }

    /// The value of each of `keys`, in their order (nil where the mapping has none), found in one
    /// pass that also reports every other key, as `rejectUnknownKeys` does: for mappings read by
    /// the ten thousand, such as fields, where looking each key up would pass over them again.
    func values(_ keys: [String], in what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) -> [YAMLValue?] {
        var values = [YAMLValue?](repeating: nil, count: keys.count)
        for index in node.indices {
            if let slot = keys.firstIndex(of: node[index].keyText) {
                values[slot] = YAMLValue(node: node[index].value, document: document)
            } else {
                reportUnknownKey(at: index, keys, in: what(), &diagnostics)
            }
        }
        return values
    }

    private func reportUnknownKey(at index: Int, _ allowed: [String], in what: String, _ diagnostics: inout DiagnosticCollector) {
        let key = node[index].keyText
        let hint = Suggestion.closest(to: key, in: allowed).map { "; did you mean `\($0)`?" } ?? ""
        diagnostics.emit(Rules.unknownKey, at: document.range(of: node[index].key),
            "unknown key `\(key)` in \(what)\(hint) (allowed: \(allowed.joined(separator: ", ")))")
    }

    /// Reports a missing required key at the mapping itself.
    func require(_ key: String, in what: @autoclosure () -> String, _ diagnostics: inout DiagnosticCollector) -> YAMLValue? {
        if let value = self[key] { return value }
        diagnostics.emit(Rules.invalidValue, at: range, "\(what()) is missing required key `\(key)`; add `\(key):` to it")
        return nil
    }
}

private extension YAMLNode.Mapping.Entry {
    var hasTextKey: Bool {
        if case .scalar = key { true } else { false }
    }

    /// The key's text; only read for entries with a text key.
    var keyText: String {
        if case .scalar(let scalar) = key { scalar.string } else { "" }
    }
}
