/// `build/<deck>/bundle/manifest.json`: what the bundle is and which locales it holds.
public struct DeckManifest: Codable, Equatable, Sendable {
    /// The bundle format the compiler wrote (`BundleFormat.version` when it ran); a bundle with a
    /// higher version than this CopydeckKit knows is refused.
    public var formatVersion: Int
    /// The deck's id, as `copydeck.yml` declares it and as the build folder is named (`wander`).
    public var deck: String
    /// The deck's display name from `copydeck.yml` (`Demo`).
    public var name: String
    /// The locale the copy is written in; every fallback chain ends at it.
    public var sourceLocale: String
    /// Every locale the bundle has a `<locale>.json` for, source locale first.
    public var locales: [String]
    /// Runtime fallback chains: locale → locales to try next, before the source locale.
    public var fallbacks: [String: [String]]
    /// `sha256:` of the bundle's locale files, in locale order; changes whenever any copy changes.
    public var contentHash: String

    /// Creates a manifest with the given values.
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
