/// A deck's declared messages matched with their text in each of its locales: every key looked up
/// once, when the project is loaded, so the checks that compare declarations with text (missing,
/// obsolete, every copy rule) read positions instead of hashing keys again.
public struct MessageTable: Sendable {
    /// Per locale of the deck (in `Deck.locales` order), per declared message (in
    /// `Deck.declaredMessages` order): its entry, or nil when the locale has no text for it.
    public let entries: [[LocaleCatalog.Entry?]]
    /// Per locale of the deck: the positions in its catalog of entries no declaration claims, in
    /// file order.
    public let unclaimed: [[Int]]

    public init(entries: [[LocaleCatalog.Entry?]] = [], unclaimed: [[Int]] = []) {
        self.entries = entries
        self.unclaimed = unclaimed
    }

    /// Matches `declared` with each catalog (nil for a locale without one).
    static func match(_ declared: [DeclaredMessage], in catalogs: [LocaleCatalog?]) -> MessageTable {
        let columns = Parallel.map(catalogs.count) { index -> ([LocaleCatalog.Entry?], [Int]) in
            guard let catalog = catalogs[index] else { return (Array(repeating: nil, count: declared.count), []) }
            var claimed = [Bool](repeating: false, count: catalog.entries.count)
            // Locale files usually follow the content's order: try the entry after the last one
            // matched, comparing the keys' parts, before putting the key together and hashing it.
            // (Parts that differ can still make the same key, `intro.title` under the deck: the
            // lookup by key finds those.)
            var next = 0
            let entries = declared.map { message -> LocaleCatalog.Entry? in
                let position: Int
                if next < catalog.entries.count, catalog.entries[next].name == message.name,
                   catalog.entries[next].parent == message.parent {
                    position = next
                } else if let found = catalog.position(of: message.key) {
                    position = found
                } else {
                    return nil
                }
                claimed[position] = true
                next = position + 1
                return catalog.entries[position]
            }
            return (entries, claimed.indices.filter { !claimed[$0] })
        }
        return MessageTable(entries: columns.map(\.0), unclaimed: columns.map(\.1))
    }
}

extension Deck {
    /// The text of each declared message in `locale`, in declaration order; nil for a locale the
    /// deck does not have.
    func texts(in locale: String) -> [LocaleCatalog.Entry?]? {
        locales.firstIndex(of: locale).flatMap { $0 < messageTable.entries.count ? messageTable.entries[$0] : nil }
    }
}
