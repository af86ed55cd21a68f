import Foundation

/// What `copydeck review accept` recorded.
public struct ReviewAcceptResult: Sendable {
    /// Per record written: its path and how many of its lines now follow today's source.
    public var accepted: [(path: String, count: Int)]
    /// Translations that were stale before (`message.stale`), now accepted.
    public var wereStale: Int
    public var written: Bool
}

extension CompilerDriver {
    /// Records translations as current after a person checked them: each chosen translation's
    /// line in its locale's review record gets today's source text and loses its state (new,
    /// needs_review), so `message.stale` and the tables' review marks are gone until the source
    /// changes again. `keys`: full message keys, or a prefix of them (`wander.intro` for every
    /// field of the intro screen); `all`: every translation. `decks` and `locales` narrow the
    /// choice (empty: all). Lines of translations that are gone are dropped from the records it
    /// writes. Every record is written at once, or none; `check`: nothing written.
    public func acceptReviews(keys: [String], all: Bool, decks chosenDecks: [String] = [], locales chosenLocales: [String] = [],
                              check: Bool = false) throws(CopydeckError) -> ReviewAcceptResult {
        let project = try lint().project
        for deck in chosenDecks where !project.decks.contains(where: { $0.id == deck }) {
            throw .usage("no deck `\(deck)` in copydeck.yml (decks: \(project.decks.map(\.id).joined(separator: ", ")))")
        }
        var matched = Set<String>()
        var files: [(path: String, data: Data)] = []
        var accepted: [(path: String, count: Int)] = []
        var wereStale = 0
        for deck in project.decks where chosenDecks.isEmpty || chosenDecks.contains(deck.id) {
            guard let source = deck.catalogs[deck.sourceLocale] else { continue }
            for locale in deck.locales where locale != deck.sourceLocale && (chosenLocales.isEmpty || chosenLocales.contains(locale)) {
                guard let catalog = deck.catalogs[locale], catalog.exists, !catalog.unreadable else { continue }
                var changes: ReviewRecordWriter.Changes = [:]
                for entry in catalog.entries {
                    let key = entry.key
                    let chosenBy = all ? "" : keys.first { key == $0 || key.hasPrefix($0 + ".") }
                    guard let chosenBy, let sourceText = source[key]?.text else { continue }
                    matched.insert(chosenBy)
                    if deck.staleTranslation(key, locale: locale) != nil { wereStale += 1 }
                    changes[key] = ReviewRecord.Line(state: nil, source: sourceText)
                }
                // Lines whose translation is gone go with it.
                for entry in catalog.review.entries where catalog[entry.key] == nil { changes[entry.key] = .some(nil) }
                if let file = ReviewRecordWriter.file(catalog.review, deck: deck.id, localeFile: catalog.path, after: changes) {
                    files.append(file)
                    accepted.append((file.path, changes.values.filter { $0 != nil }.count))
                }
            }
        }
        if !all, let missing = keys.first(where: { !matched.contains($0) }) {
            throw .usage("`\(missing)` names no translated message\(chosenLocales.isEmpty ? "" : " in \(chosenLocales.joined(separator: ", "))"); give a full key (wander.intro.title) or a screen's (wander.intro)")
        }
        let written = try LocaleFilesTransaction.finish(files, in: directory, check: check)
        return ReviewAcceptResult(accepted: accepted, wereStale: wereStale, written: written)
    }
}
