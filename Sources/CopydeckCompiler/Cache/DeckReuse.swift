import Foundation

/// What a build may take from the last one, deck by deck: the files of a deck whose key did not
/// change, and, for a deck whose inputs did not change either, the deck itself unread (its
/// findings and summary from the cache, its files from the output).
///
/// Nothing is taken unless the last build was made by this Copydeck with these options, its
/// output still stands as it wrote it (checked by `OutputInspection`), and every input could be
/// read, each under its own path.
struct DeckReuse: EarlierCheck {
    /// The last build, when anything may be taken from it.
    let previous: BuildCache?
    let fingerprint: SourceFingerprint
    /// Per deck of the last build, the files made from it.
    private let filesByDeck: [String: [String]]
    /// The files the last build's marker lists.
    private let listed: Set<String>
    /// The baseline the build applies: a deck is left unread only if none of its entries is on
    /// `copydeck.yml` (`separable`).
    private let baseline: Baseline?
    /// The decks read whatever their inputs.
    private var read: Set<String> = []

    init(stored: BuildCache.Stored?, key: BuildCache.Key, state: OutputInspection.State,
         fingerprint: SourceFingerprint, baseline: Baseline?) {
        self.fingerprint = fingerprint
        self.baseline = baseline
        if case .owned(let marker, _) = state, marker.format == OutputMarker.currentFormat, fingerprint.isComplete,
           let previous = BuildCache.previous(stored, key: key) {
            self.previous = previous
            listed = Set(marker.files.map(\.path))
            filesByDeck = previous.files(of: previous.decks.keys)
        } else {
            previous = nil
            listed = []
            filesByDeck = [:]
        }
    }

    /// The keys the last build recorded for the files of the decks `ids` (made again), by path:
    /// a file whose key comes out the same is taken from the last output (`StagingSink`).
    func lastKeys(of ids: [String]) -> [String: String] {
        ids.reduce(into: [:]) { keys, id in keys.merge(previous?.decks[id]?.pages ?? [:]) { first, _ in first } }
    }

    /// The files the last build made from the deck `id`, when `record` is the key it recorded
    /// and every one of them is still there (as the inspection found them, their bytes checked;
    /// a deleted one is made again).
    func files(of id: String, record: DeckRecord) -> Taken? {
        guard let old = previous?.decks[id], old.key == record.key,
              let files = filesByDeck[id], !files.isEmpty, files.allSatisfy(listed.contains)
        else { return nil }
        return Taken(record: old, files: files)
    }

    /// A deck taken from the last build: its record and its files in the output.
    struct Taken {
        var record: DeckRecord
        var files: [String]
    }

    /// The same, but reading the decks `ids` whatever their inputs.
    func reading(_ ids: Set<String>) -> DeckReuse {
        var reuse = self
        reuse.read.formUnion(ids)
        return reuse
    }

    var earlierDecks: [String] { previous.map { Array($0.decks.keys) } ?? [] }

    func earlierLabels(of id: String) -> [String: [String]] { previous?.decks[id]?.labels ?? [:] }

    /// The decks of `declared` that need not be read, by id: each has the inputs the last build
    /// recorded for it, files in its folder, an id and a declaration's line of its own, and its
    /// files still in the output.
    func unread(_ declared: [Deck], config: SourceFile?) -> [String: UnreadDeck] {
        guard let previous, fingerprint.isTree else { return [:] }
        var unread: [String: UnreadDeck] = [:]
        for deck in Self.separable(declared, config: config, baseline: baseline) where !read.contains(deck.id) {
            guard let record = previous.decks[deck.id],
                  record.inputs == DeckRecord.inputs(of: deck, sources: fingerprint),
                  DeckRecord.hasContent(deck, in: fingerprint),
                  files(of: deck.id, record: record) != nil
            else { continue }
            unread[deck.id] = UnreadDeck(id: deck.id, name: deck.name, quotes: record.quotes) { record.labels }
        }
        return unread
    }

    /// The records and files of the decks `ids` left unread (`unread(_:config:)` chose them).
    func taken(_ ids: some Sequence<String>) -> [String: Taken] {
        var taken: [String: Taken] = [:]
        for id in ids {
            if let record = previous?.decks[id], let files = files(of: id, record: record) { taken[id] = files }
        }
        return taken
    }
}
