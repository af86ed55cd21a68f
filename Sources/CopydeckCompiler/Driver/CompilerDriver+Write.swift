import Foundation

/// A message's text written in one locale, as a person or an assistant proposes it.
public struct ProposedText: Sendable {
    /// The locale file the text goes in.
    public var file: String
    /// What `lint` says of the message with the text in place: the findings on its lines and
    /// those that name it elsewhere (the source's line when a translation is missing).
    public var findings: [Diagnostic]
    /// Why the text is not written: the editor could not make the edit, or a finding is an
    /// error, which `lint` would fail on. Nil when it may be.
    public var refusal: String?
    /// Whether the file was written.
    public var written: Bool
}

extension CompilerDriver {
    /// The project linted with `text` as the `locale` text of the message `key`, the locale file
    /// edited in memory through the editor `import` uses (comments, order and quoting kept);
    /// with `write`, the file is then written as `import` writes it, unless the edit is refused
    /// or a finding of the message is an error. Warnings are reported and do not stop it.
    public func propose(key: String, locale: String, text: String, write: Bool) throws(CopydeckError) -> ProposedText {
        // The project as it is, loaded, not checked: what the key's deck declares and where its
        // locale file is. The one lint is of the project with the text in place.
        var ignored = DiagnosticCollector()
        let current = try ProjectLoader(directory: directory).load(&ignored)
        let deckID = String(key.prefix { $0 != "." })
        guard let deck = current.decks.first(where: { $0.id == deckID }) else {
            return ProposedText(file: "", findings: [], refusal: "no deck `\(deckID)`: a key starts with its deck's id (\(current.decks.map(\.id).joined(separator: ", ")))", written: false)
        }
        guard deck.locales.contains(locale) else {
            return ProposedText(file: "", findings: [], refusal: "deck `\(deck.id)` has no locale \(locale) (\(deck.locales.joined(separator: ", ")))", written: false)
        }
        guard deck.declaredMessages.contains(where: { $0.key == key }) else {
            return ProposedText(file: "", findings: [], refusal: "deck `\(deck.id)` declares no message `\(key)`", written: false)
        }
        let path = deck.catalogs[locale]?.path ?? ProjectLayout.localeFile(deck: deck.id, locale: locale)
        var bytes: [UInt8] = []
        if directory.exists(path) {
            do throws(FileProblem) { bytes = Array(try directory.contents(path)) } catch { throw .unreadable(path: path, reason: error.description) }
        }
        let order = deck.declaredMessages.map(\.key)
        let outcome = LocaleFileEditor(path: path, deck: deck.id, locale: locale).apply([.set(key, text)], to: bytes, order: order)
        if !outcome.diagnostics.isEmpty {
            return ProposedText(file: path, findings: outcome.diagnostics, refusal: "the locale file cannot hold the text as given", written: false)
        }
        let edited = outcome.bytes ?? bytes
        let after = try CompilerDriver(directory: directory.overlaid([path: Data(edited)])).lint()
        let findings = Self.findings(of: key, locale: locale, in: after, file: path)
        if let error = findings.first(where: { $0.severity == .error }) {
            return ProposedText(file: path, findings: findings, refusal: "lint would fail on it: \(error.message) [\(error.rule.rawValue)]", written: false)
        }
        guard outcome.bytes != nil else { return ProposedText(file: path, findings: findings, refusal: nil, written: false) }
        // The ending every edit of the project's own files shares (import, adopt, review, fix).
        let written = try LocaleFilesTransaction.finish([(path, Data(edited))], in: directory, check: !write)
        return ProposedText(file: path, findings: findings, refusal: nil, written: written)
    }

    /// The findings of one message's text in one locale: those on its lines of the locale file
    /// (from its key to the next entry's) and those that name the message elsewhere.
    static func findings(of key: String, locale: String, in lint: LintResult, file: String) -> [Diagnostic] {
        let entries = lint.project.decks.flatMap { $0.catalogs.values }.first { $0.path == file }?.entries ?? []
        let lines: Range<Int>? = entries.first { $0.key == key }.map { entry in
            let start = entry.keyRange.start.line
            let next = entries.map(\.keyRange.start.line).filter { $0 > start }.min() ?? Int.max
            return start..<next
        }
        return lint.diagnostics.filter { finding in
            if let range = finding.range, range.file == file, let lines, lines.contains(range.start.line) { return true }
            return finding.message.contains("`\(key)`") && (finding.message.contains(" \(locale)") || finding.range?.file == file)
        }
    }
}
