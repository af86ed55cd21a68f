/// Plural category selection for a locale, cardinal and ordinal, from CLDR's rules
/// (`PluralRuleData`) evaluated by `PluralRule`. The linter, the preview and the app all use it.
public struct PluralRules: Sendable {
    /// The locale the rules were made for, as given.
    public let locale: String
    /// The language the rules come from (`en` for `en-GB`, `pt-PT` for `pt-PT`); nil when CLDR
    /// data for it is missing,
    /// in which case only `other` is used.
    public let language: String?
    private let cardinalRules: [(PluralCategory, PluralRule)]
    private let ordinalRules: [(PluralCategory, PluralRule)]

    /// The rules for a locale (`en-GB`, `pt_PT`): its region's own rules where CLDR has them (`pt-PT`),
    /// else its language's; only `other` when CLDR data for the language is missing.
    public init(locale: String) {
        self.locale = locale
        let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" })
        let language = String(parts.first ?? "").lowercased()
        // A region with rules of its own (`pt-PT`) before its language's (`pt`).
        let regional = parts.count > 1 ? language + "-" + parts[parts.count - 1].uppercased() : language
        let key = PluralRuleData.cardinal[regional] != nil ? regional : language
        self.language = PluralRuleData.cardinal[key] == nil ? nil : key
        cardinalRules = Self.cardinalTable[key] ?? []
        ordinalRules = Self.ordinalTable[key] ?? []
        cardinalCategories = cardinalRules.map(\.0) + [.other]
        ordinalCategories = ordinalRules.map(\.0) + [.other]
    }

    /// Whether CLDR data for the locale's language is present.
    public var isKnown: Bool { language != nil }

    /// The categories a cardinal plural in this locale uses, `other` last.
    public let cardinalCategories: [PluralCategory]

    /// The categories an ordinal (`selectordinal`) in this locale uses, `other` last.
    public let ordinalCategories: [PluralCategory]

    /// The cardinal category of a number, as a `plural` placeholder chooses its case.
    public func cardinal(_ operands: PluralOperands) -> PluralCategory {
        cardinalRules.first { $0.1.matches(operands) }?.0 ?? .other
    }

    /// The ordinal category of a number (`1st`, `2nd`), as a `selectordinal` placeholder chooses its case.
    public func ordinal(_ operands: PluralOperands) -> PluralCategory {
        ordinalRules.first { $0.1.matches(operands) }?.0 ?? .other
    }

    /// The cardinal category of a number; a whole double counts as an integer (`1.0` is `1`).
    public func cardinal(_ number: Double) -> PluralCategory { cardinal(PluralOperands(number)) }

    /// The ordinal category of a number; a whole double counts as an integer (`1.0` is `1`).
    public func ordinal(_ number: Double) -> PluralCategory { ordinal(PluralOperands(number)) }

    private static let cardinalTable = PluralRuleData.cardinal.mapValues(compiled)
    private static let ordinalTable = PluralRuleData.ordinal.mapValues(compiled)

    /// Parsed once per process; categories in CLDR order. A rule that fails to parse (a data
    /// error the tests catch) never matches.
    private static func compiled(_ rules: [PluralCategory: String]) -> [(PluralCategory, PluralRule)] {
        rules.sorted { $0.key < $1.key }.compactMap { category, source in
            guard category != .other, let rule = try? PluralRule(source) else { return nil }
            return (category, rule)
        }
    }
}
