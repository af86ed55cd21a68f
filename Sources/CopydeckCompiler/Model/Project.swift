import Foundation

/// The resolved project: config and decks, every value with its source range.
public struct Project: Sendable {
    public var root: URL
    public var config: ProjectConfig
    public var decks: [Deck]
    /// Every file read, by project-relative path, for quoting source lines in diagnostics.
    public var files: [String: SourceFile]

    public init(root: URL, config: ProjectConfig, decks: [Deck], files: [String: SourceFile]) {
        self.root = root
        self.config = config
        self.decks = decks
        self.files = files
    }
}
