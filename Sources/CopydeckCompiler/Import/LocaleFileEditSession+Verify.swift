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
        let edited = CatalogReader().read(document, deck: editor.deck, locale: editor.locale, path: editor.path, &read).entries
        // The file's entries keep their order; new ones come between them. Walked side by side.
        var old = 0, inserted = 0
        for entry in edited {
            if old < entries.count, Self.same(entries[old].name, entry.name), entries[old].parent.map({ Self.same($0, entry.parent ?? "") }) ?? (entry.parent == nil) {
                let text = (newTexts.isEmpty ? nil : newTexts[old]) ?? entries[old].text
                guard Self.same(text, entry.text) else {
                    throw mismatch("`\(entry.key)` would read back as \(Self.quoted(entry.text)) instead of \(Self.quoted(text))", at: leafAt[old].keyStart)
                }
                old += 1
            } else if let text = insertedTexts[entry.key] {
                guard Self.same(text, entry.text) else {
                    throw mismatch("`\(entry.key)` would read back as \(Self.quoted(entry.text)) instead of \(Self.quoted(text))", at: nil)
                }
                inserted += 1
            } else {
                throw mismatch(old < entries.count ? "`\(entries[old].key)` would move or vanish, or `\(entry.key)` appear" : "`\(entry.key)` would appear in the file", at: nil)
            }
        }
        guard old == entries.count else { throw mismatch("`\(entries[old].key)` would vanish from the file", at: leafAt[old].keyStart) }
        guard inserted == insertedKeys.count else { throw mismatch("a new key would be read more than once, or not at all", at: nil) }
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
    static func quoted(_ text: String) -> String { text.quoted(limit: 60) }
}
