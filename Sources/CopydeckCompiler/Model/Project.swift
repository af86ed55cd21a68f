import Foundation

/// The resolved project: config and decks, every value with its source range.
public struct Project: Sendable {
    public var root: URL
    public var config: ProjectConfig
    public var decks: [Deck]
    /// Every file read, by project-relative path, for quoting source lines in diagnostics.
    public var files: [String: SourceFile]
    /// The decks `copydeck.yml` declares that were left unread, in its order: `decks` holds the
    /// others. Empty but for a check of part of the project.
    public var unread: [UnreadDeck] = []

    public init(root: URL, config: ProjectConfig, decks: [Deck], files: [String: SourceFile]) {
        self.root = root
        self.config = config
        self.decks = decks
        self.files = files
    }
}
