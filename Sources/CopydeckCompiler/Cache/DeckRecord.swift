import Foundation

/// What the cache keeps of one deck: the key of everything its files are made from and what its
/// table writers reported. A later build whose key for the deck is the same takes the deck's files
/// (bundle, flows, string tables, its preview pages, drawings and search shard: the cache's
/// outputs that `owns` gives it) from the previous output as they are, and makes only the decks
/// that changed.
struct DeckRecord: Codable, Equatable, Sendable {
    var key: String
    var diagnostics: [Diagnostic]

    /// The key of a deck: `copydeck.yml`, every input under `content/<deck>/` and every locale file
    /// of the deck, by content; and the findings the preview shows on its pages (a finding made
    /// from another deck changes its pages too).
    static func key(of deck: Deck, sources: SourceFingerprint, findings: [Diagnostic]) -> String {
        let localeFiles = Set(deck.locales.flatMap { ["locales/\($0)/\(deck.id).yml", "locales/\($0)/\(deck.id).yaml"] })
        let folder = deck.contentPath + "/"
        var text = "deck \(deck.id)\n"
        for (path, hash) in sources.entries.sorted(by: { $0.key < $1.key })
        where path == ProjectConfig.fileName || path.hasPrefix(folder) || localeFiles.contains(path) {
            text += "\(path)\t\(hash)\n"
        }
        for finding in findings {
            text += "\(finding.rule.rawValue)\t\(finding.severity.rawValue)\t\(finding.range?.description ?? "")\t\(finding.message)\n"
            for note in finding.notes { text += "\t\(note.range?.description ?? "")\t\(note.message)\n" }
        }
        return ContentHash.hex(Array(text.utf8))
    }

    /// Whether `path` is one of the files made from `deck`: under `<deck>/`, `preview/<deck>/`, or
    /// its search shard.
    static func owns(_ path: String, deck: String) -> Bool {
        path.hasPrefix(deck + "/") || path.hasPrefix("preview/\(deck)/") || path == "preview/" + PreviewSearchIndex.shard(deck).file
    }
}
