/// Numbers as a locale writes them: ko, ja, en (and zh) group thousands with `,` and mark decimals
/// with `.`; German, French, Spanish and the other languages below use their own separators, as
/// CLDR's `latn` symbols give them. Written out here rather than through a platform formatter, so
/// every platform prints the same digits.
enum NumberText {
    /// CLDR's grouping and decimal symbols, by language, where they differ from `,` and `.`.
    private static let symbols: [String: (group: String, decimal: String)] = [
        "de": (".", ","), "es": (".", ","), "it": (".", ","), "nl": (".", ","), "pt": (".", ","),
        "id": (".", ","), "tr": (".", ","), "da": (".", ","), "el": (".", ","), "vi": (".", ","),
        "fr": ("\u{202F}", ","), "ru": ("\u{00A0}", ","), "uk": ("\u{00A0}", ","), "pl": ("\u{00A0}", ","),
        "cs": ("\u{00A0}", ","), "sv": ("\u{00A0}", ","), "fi": ("\u{00A0}", ","), "nb": ("\u{00A0}", ","),
    ]

    /// The language subtag of a locale name (`pt-BR` → `pt`), lowercased.
    static func language(of locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// The number as `locale` writes it.
    static func format(_ value: Double, locale: String) -> String {
        let text = format(value)
        guard let (group, decimal) = symbols[language(of: locale)] else { return text }
        return String(text.map { $0 == "," ? "\u{1}" : $0 == "." ? "\u{2}" : $0 })
            .replacingOccurrences(of: "\u{1}", with: group).replacingOccurrences(of: "\u{2}", with: decimal)
    }

    /// The number with `,` groups and `.` decimals.
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let negative = value < 0
        let magnitude = abs(value)
        let whole = magnitude.rounded(.towardZero)
        var fraction = ""
        if magnitude != whole {
            // Up to three fraction digits, trailing zeros dropped, as ICU's default pattern does.
            let scaled = ((magnitude - whole) * 1000).rounded()
            if scaled >= 1000 { return format((negative ? -1 : 1) * (whole + 1)) }
            var digits = String(Int(scaled))
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            if !digits.isEmpty { fraction = "." + digits }
        }
        guard let wholeInteger = Int64(exactly: whole) else { return "\(value)" }
        var integer = String(wholeInteger)
        var grouped = ""
        while integer.count > 3 {
            grouped = "," + integer.suffix(3) + grouped
            integer.removeLast(3)
        }
        return (negative && (whole != 0 || !fraction.isEmpty) ? "-" : "") + integer + grouped + fraction
    }

}
