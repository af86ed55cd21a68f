/// `build/<deck>/bundle/manifest.json`: what the bundle is and which locales it holds.
public struct DeckManifest: Codable, Equatable, Sendable {
    public var formatVersion: Int
    public var deck: String
    public var name: String
    public var sourceLocale: String
    /// Every locale the bundle has a `<locale>.json` for, source locale first.
    public var locales: [String]
    /// Runtime fallback chains: locale → locales to try next, before the source locale.
    public var fallbacks: [String: [String]]
    /// `sha256:` of the bundle's locale files, in locale order; changes whenever any copy changes.
    public var contentHash: String

    public init(
        formatVersion: Int = BundleFormat.version, deck: String, name: String, sourceLocale: String,
        locales: [String], fallbacks: [String: [String]], contentHash: String
    ) {
        self.formatVersion = formatVersion
        self.deck = deck
        self.name = name
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.fallbacks = fallbacks
        self.contentHash = contentHash
    }
}
