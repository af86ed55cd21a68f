/// Reading the edited file back, with the loader's reader, before anyone writes it.
extension LocaleFileEditSession {
    /// The rules of what the reader finds wrong with a file's YAML: an edit must not add to them.
    private static let structuralRules: Set<RuleID> = [Rules.yamlSyntax.id, Rules.yamlUnsupported.id, Rules.duplicateKey.id, Rules.invalidValue.id]

    /// Throws unless `written` reads back with every edited key at its new text, every other key
    /// at its old one, only the inserted keys added, and no new YAML problem.
    func verify(_ written: [UInt8]) throws(Refusal) {
        let text = String(decoding: written, as: UTF8.self)
        let file = SourceFile(path: editor.path, text: text)
        var read = DiagnosticCollector()
        guard let document = YAMLDocument.parse(file, into: &read) else {
            let problem = read.diagnostics.first.map { ": \($0.message) at line \($0.range?.start.line ?? 0)" } ?? ""
            throw mismatch("the edited file would not be valid YAML\(problem)", at: nil)
        }
        let edited = CatalogReader().read(document, deck: editor.deck, locale: editor.locale, path: editor.path, &read)
        var expected = [String: String](minimumCapacity: catalog.entries.count + insertedKeys.count)
        for entry in catalog.entries { expected[entry.key] = entry.text }
        for key in changedKeys + insertedKeys { expected[key] = wanted[key] }
        var found = 0
        for entry in edited.entries {
            guard let text = expected[entry.key] else {
                throw mismatch("`\(entry.key)` would appear in the file", at: nil)
            }
            guard Self.same(text, entry.text) else {
                throw mismatch("`\(entry.key)` would read back as \(Self.quoted(entry.text)) instead of \(Self.quoted(text))", at: leaves[entry.key]?.keyStart)
            }
            found += 1
        }
        guard found == expected.count else {
            let vanished = expected.keys.filter { edited[$0] == nil }.sorted().first ?? "a key"
            throw mismatch("`\(vanished)` would vanish from the file", at: leaves[vanished]?.keyStart)
        }
        var before: [RuleID: Int] = [:], after: [RuleID: Int] = [:]
        for diagnostic in readDiagnostics where Self.structuralRules.contains(diagnostic.rule) { before[diagnostic.rule, default: 0] += 1 }
        for diagnostic in read.diagnostics where Self.structuralRules.contains(diagnostic.rule) { after[diagnostic.rule, default: 0] += 1 }
        for (rule, count) in after where count > before[rule, default: 0] {
            let example = read.diagnostics.first { $0.rule == rule }?.message ?? ""
            throw mismatch("the edited file would have a new \(rule.rawValue) problem: \(example)", at: nil)
        }
    }

    private func mismatch(_ message: String, at offset: Int?) -> Refusal {
        Refusal(rule: Rules.localeEditMismatch, message: "\(message); the file is not written", offset: offset)
    }

    /// A text as a diagnostic shows it: quoted, escaped, cut after 60 characters.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 60 ? String(text.prefix(60)) + "…" : text
        return "\"" + shown.unicodeScalars.map { $0.escaped(asASCII: false) }.joined() + "\""
    }
}
