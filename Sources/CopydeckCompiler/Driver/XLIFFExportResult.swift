import Foundation

/// `copydeck export xliff`: the translation tables of the decks that have a locale, as one XLIFF
/// document, with what the writer left out as diagnostics at the messages.
public struct XLIFFExportResult: Sendable {
    public var data: Data
    public var decks: [String]
    public var diagnostics: [Diagnostic]
    /// How many messages the document carries.
    public var units: Int

    public static func make(_ lint: LintResult, locale: String, deck only: String?) -> Result<XLIFFExportResult, CopydeckError> {
        let decks = lint.project.decks
        if let only, !decks.contains(where: { $0.id == only }) {
            return .failure(.unreadable(path: "copydeck.yml", reason: "no deck `\(only)` (decks: \(decks.map(\.id).joined(separator: ", ")))"))
        }
        var chosen: [(index: Int, deck: Deck)] = []
        for (index, deck) in decks.enumerated() where only == nil || deck.id == only {
            guard deck.locales.contains(locale) else { continue }
            if deck.sourceLocale == locale {
                if only != nil {
                    return .failure(.unreadable(path: "copydeck.yml", reason: "`\(locale)` is the source locale of deck `\(deck.id)`: there is nothing to translate into it"))
                }
                continue
            }
            chosen.append((index, deck))
        }
        guard !chosen.isEmpty else {
            return .failure(.unreadable(path: "copydeck.yml", reason: "no deck translates into `\(locale)`"))
        }
        let export = XLIFFWriter().export(
            decks: chosen.map { ($0.deck.id, lint.tables[$0.index].translationFiles) }, targetLocale: locale)
        var diagnostics: [Diagnostic] = []
        for item in chosen {
            let locate = TableEmitter.locator(item.deck)
            for problem in export.problems where problem.key.hasPrefix(item.deck.id + ".") {
                diagnostics.append(problem.diagnostic(at: locate(problem.key, problem.locale ?? item.deck.sourceLocale)))
            }
        }
        return .success(XLIFFExportResult(
            data: export.data, decks: chosen.map(\.deck.id), diagnostics: diagnostics.sorted(),
            units: chosen.reduce(0) { $0 + lint.tables[$1.index].translation.entries.count }))
    }
}
