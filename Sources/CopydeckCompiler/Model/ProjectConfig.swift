/// `copydeck.yml`: the project's locales, decks and rule settings.
public struct ProjectConfig: Sendable {
    public static let supportedVersion = 1
    public static let fileName = "copydeck.yml"

    public struct DeckEntry: Sendable {
        public var id: Located<String>
        public var name: String?
        public var sourceLocale: Located<String>?
        /// The registers the deck's copy is written in (`haeyo`, `hapnida`, `desu-masu`, `plain`),
        /// at most one per language: `message.register` then holds every sentence to it.
        public var registers: [Located<Register>] = []
    }

    /// A register a deck declares for the copy of one language.
    public enum Register: String, CaseIterable, Sendable {
        case haeyo, hapnida
        case desuMasu = "desu-masu"
        case plain

        /// The language the register is of.
        public var language: String { self == .haeyo || self == .hapnida ? "ko" : "ja" }
    }

    public enum RuleSetting: String, CaseIterable, Sendable {
        case error, warning, off
    }

    public var version: Located<Int>?
    public var sourceLocale: Located<String>?
    public var locales: [Located<String>]
    /// In source order: locale → the locales to try after it at runtime.
    public var fallbacks: [(locale: Located<String>, chain: [Located<String>])]
    public var decks: [DeckEntry]
    public var rules: [(rule: Located<String>, setting: Located<RuleSetting>)]
    public var copy = CopyConfig()
    /// `tables: stringCatalogVersion:`: the String Catalog format the build writes.
    public var stringCatalogVersion: Located<StringCatalogVersion>?

    /// The String Catalog formats Copydeck reads and writes: `1.0` (Xcode 15 to 16) and `1.1`
    /// (Xcode 26, which opens a 1.0 catalog and saves it as 1.1, changing nothing else).
    public enum StringCatalogVersion: String, CaseIterable, Sendable {
        case v1_0 = "1.0"
        case v1_1 = "1.1"

        /// What current Xcode writes.
        public static let current = StringCatalogVersion.v1_1
    }

    /// The String Catalog format to write: the configured one, or what current Xcode writes.
    public var catalogVersion: StringCatalogVersion { stringCatalogVersion?.value ?? .current }

    public init(
        version: Located<Int>? = nil, sourceLocale: Located<String>? = nil, locales: [Located<String>] = [],
        fallbacks: [(locale: Located<String>, chain: [Located<String>])] = [], decks: [DeckEntry] = [],
        rules: [(rule: Located<String>, setting: Located<RuleSetting>)] = []
    ) {
        self.version = version
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.fallbacks = fallbacks
        self.decks = decks
        self.rules = rules
    }

    /// Locale → the locales to try after it, as plain codes (the first declaration of a locale).
    public var fallbackChains: [String: [String]] {
        var chains: [String: [String]] = [:]
        for (locale, chain) in fallbacks where chains[locale.value] == nil { chains[locale.value] = chain.map(\.value) }
        return chains
    }
}
