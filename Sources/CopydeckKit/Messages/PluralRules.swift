/// Plural category selection for a locale, cardinal and ordinal.
public struct PluralRules: Sendable {
    public let locale: String
    private let language: String

    public init(locale: String) {
        self.locale = locale
        self.language = String(locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? "").lowercased()
    }

    /// The categories a cardinal plural in this locale must provide.
    public var cardinalCategories: [PluralCategory] {
        switch language {
        case "en": [.one, .other]
        default: [.other]
        }
    }

    public var ordinalCategories: [PluralCategory] {
        switch language {
        case "en": [.one, .two, .few, .other]
        default: [.other]
        }
    }

    public func cardinal(_ number: Double) -> PluralCategory {
        switch language {
        case "en":
            // one: i = 1 and v = 0
            return number == 1 ? .one : .other
        default:
            return .other
        }
    }

    public func ordinal(_ number: Double) -> PluralCategory {
        switch language {
        case "en":
            guard number.rounded(.towardZero) == number else { return .other }
            let n = Int(abs(number).truncatingRemainder(dividingBy: 1000))
            if n % 10 == 1 && n % 100 != 11 { return .one }
            if n % 10 == 2 && n % 100 != 12 { return .two }
            if n % 10 == 3 && n % 100 != 13 { return .few }
            return .other
        default:
            return .other
        }
    }
}
