/// What the preview's index says of a deck: its name and how much it holds. A build that takes a
/// deck from the last build unread keeps its summary in the cache (`DeckRecord`).
public struct DeckSummary: Codable, Equatable, Sendable {
    public var id: String
    public var name: String
    public var locales: [String]
    /// The deck's folder, relative to the project (`content/wander`).
    public var contentPath: String
    public var flows: Int
    public var screens: Int
    public var permissions: Int
    public var shields: Int

    public init(_ deck: Deck) {
        id = deck.id
        name = deck.name
        locales = deck.locales
        contentPath = deck.contentPath
        flows = deck.flows.count
        screens = deck.screens.count
        permissions = deck.permissions.count
        shields = deck.shields.count
    }

    /// The deck's locale files and review records, as the loader names them.
    var localeFiles: Set<String> { Set(locales.flatMap { [ProjectLayout.localeFile(deck: id, locale: $0), ProjectLayout.reviewRecord(deck: id, locale: $0)] }) }

    /// Whether `diagnostic` is about one of the deck's own files (its folder, its locale files).
    func holds(_ diagnostic: Diagnostic) -> Bool {
        guard let file = diagnostic.range?.file else { return false }
        return file.hasPrefix(contentPath + "/") || localeFiles.contains(file)
    }
}
