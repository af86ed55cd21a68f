import Foundation

/// What the cache keeps of one deck: the key of everything its files are made from, the key of
/// what checking it reads, what the index says of it and what its table writers reported.
///
/// A later build whose key for the deck is the same takes the deck's files (bundle, flows, string
/// tables, its preview pages, drawings and search shard: the cache's outputs that `owns` gives
/// it) from the previous output as they are, and makes only the decks that changed. A build that
/// finds the deck's inputs unchanged (`inputs`) does not even read it: it takes the deck's
/// findings (`FindingOwners`) and files from the last build.
struct DeckRecord: Codable, Equatable, Sendable {
    var key: String
    var inputs: String
    var summary: DeckSummary
    var diagnostics: [Diagnostic]
    /// The key of each of the deck's keyed files (its locale bundle files, its flows' files,
    /// its copy and flow pages, its drawings), by its path in the output: a later build takes a
    /// file whose key comes out the same from the last output instead of making it
    /// (`StagingSink`).
    @PageKeyList var pages: [String: String] = [:]
    /// The labels the deck shows, by locale: what checking the other decks reads of it when it
    /// is left unread (`UnreadDeck`).
    @LabelLines var labels: [String: [String]] = [:]
    /// Whether the deck's copy refers to a label: when the labels of the project change, such a
    /// deck is read again.
    var quotes = false

    init(key: String, inputs: String, summary: DeckSummary, diagnostics: [Diagnostic], labels: [String: [String]] = [:], quotes: Bool = false) {
        self.key = key
        self.inputs = inputs
        self.summary = summary
        self.diagnostics = diagnostics
        self.labels = labels
        self.quotes = quotes
    }

    /// The key of a deck: its `inputs` (what `inputs(of:sources:)` gave), and the findings the
    /// preview shows on its pages (a finding made from another deck changes its pages too).
    static func key(inputs: String, findings: [Diagnostic]) -> String {
        var text = "deck inputs \(inputs)\n"
        for finding in findings {
            text += "\(finding.rule.rawValue)\t\(finding.severity.rawValue)\t\(finding.range?.description ?? "")\t\(finding.message)\n"
            for note in finding.notes { text += "\t\(note.range?.description ?? "")\t\(note.message)\n" }
        }
        return ContentHash.hex(Array(text.utf8))
    }

    /// The key of what loading and checking a deck reads: `copydeck.yml`, every input under
    /// `content/<deck>/` (its folder included) and every locale file and review record of the
    /// deck, by content.
    static func inputs(of deck: Deck, sources: SourceFingerprint) -> String {
        ContentHash.hex(Array(inputText(of: deck, sources: sources).utf8))
    }

    /// Whether the fingerprint holds a file of the deck's own folder: a deck whose folder is
    /// missing or holds no file has nothing its findings could be kept by.
    static func hasContent(_ deck: Deck, in sources: SourceFingerprint) -> Bool {
        let folder = deck.contentPath + "/"
        return sources.entries.contains { $0.key.hasPrefix(folder) && $0.key != folder && !$0.key.hasSuffix("/") }
    }

    private static func inputText(of deck: Deck, sources: SourceFingerprint) -> String {
        let isInput = inputs(of: deck)
        var text = "deck \(deck.id)\n"
        for (path, hash) in sources.entries.sorted(by: { $0.key < $1.key }) where isInput(path) {
            text += "\(path)\t\(hash)\n"
        }
        return text
    }

    /// Whether a project file is one that loading and checking the deck reads: `copydeck.yml`,
    /// anything under its folder, its locale files (either spelling) and review records.
    static func inputs(of deck: Deck) -> (String) -> Bool {
        let localeFiles = Set(deck.locales.flatMap {
            [ProjectLayout.localeFile(deck: deck.id, locale: $0), ProjectLayout.alternateLocaleFile(deck: deck.id, locale: $0), ProjectLayout.reviewRecord(deck: deck.id, locale: $0)]
        })
        let folder = deck.contentPath + "/"
        return { path in path == ProjectConfig.fileName || path.hasPrefix(folder) || localeFiles.contains(path) }
    }

    /// Whether `path` is one of the files made from `deck`: under `<deck>/`, `preview/<deck>/`, or
    /// its search shard.
    static func owns(_ path: String, deck: String) -> Bool {
        OutputFile.isOwned(path, by: deck)
    }
}
