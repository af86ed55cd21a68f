import CopydeckKit

/// ICU messages for property tests, built from a seed: literal text full of what breaks string
/// tables (quotes, apostrophes, braces, `#`, `%`, printf-looking text, newlines, tabs, leading and
/// trailing spaces, emoji, CJK, combining marks, right-to-left marks), placeholders of every
/// kind, and plurals with `=0`, alone or with text around them.
struct MessageSamples {
    static let literals = [
        "it's", "'", "''", "'{", "{", "}", "#", "%", "100%", "%@", "%1$@", "%d", "\n", "\t", "  ", " lead", "trail ",
        "\"quoted\"", "\\", "😀", "👩‍👩‍👧", "한국어", "日本語の文", "e\u{301}", "\u{200F}rtl\u{200E}", "&amp;", "<b>", "@start",
        "?", "a", "Focus", "사진", "]]>", "--", "*/", "\u{1F1F0}\u{1F1F7}",
    ]

    var state: UInt64

    init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 | 1 }

    mutating func next(_ bound: Int) -> Int {
        state ^= state << 13
        state ^= state >> 7
        state ^= state << 17
        return Int(state % UInt64(bound))
    }

    /// ICU text of a literal: every apostrophe doubled; braces (and `#` in a case) quoted one by
    /// one, except that a quote is closed only before a character that cannot extend it.
    static func icu(_ literal: String, inCase: Bool) -> String {
        var output = ""
        var open = false
        for scalar in literal.unicodeScalars {
            let special = scalar == "{" || scalar == "}" || (inCase && scalar == "#")
            if special || scalar == "'" {
                if special, !open { output += "'"; open = true }
                output += scalar == "'" ? "''" : String(scalar)
            } else {
                if open { output += "'"; open = false }
                output.unicodeScalars.append(scalar)
            }
        }
        return open ? output + "'" : output
    }

    /// Raw literal text (escaped with `icu` where a run of literals ends).
    mutating func literal() -> String {
        var text = ""
        for _ in 0..<(1 + next(3)) { text += Self.literals[next(Self.literals.count)] }
        return text
    }

    mutating func simpleArgument(korean: Bool) -> String {
        switch next(korean ? 5 : 4) {
        case 0: "{name}"
        case 1: "{price, number}"
        case 2: "{remaining, duration}"
        case 3: "{other}"
        default: "{who, particle, \(["을/를", "이/가", "으로/로", "은/는", "이랑/랑"][next(5)])}"
        }
    }

    mutating func plural(_ name: String, locale: String, korean: Bool) -> String {
        var cases: [String] = []
        if next(2) == 0 { cases.append("=0") }
        if locale == "en" { cases.append("one") }
        cases.append("other")
        let body = cases.map { selector -> String in
            var text = "", raw = ""
            for _ in 0..<(1 + next(3)) {
                switch next(3) {
                case 0: text += Self.icu(raw, inCase: true) + "#"; raw = ""
                case 1: raw += literal()
                default: text += Self.icu(raw, inCase: true) + simpleArgument(korean: korean); raw = ""
                }
            }
            return "\(selector) {\(text + Self.icu(raw, inCase: true))}"
        }
        return "{\(name), plural, \(body.joined(separator: " "))}"
    }

    /// A message of `locale` (en or ko); particles after placeholders in ko, or when asked.
    mutating func message(locale: String, particles: Bool? = nil) -> String {
        let korean = particles ?? (locale == "ko")
        if next(5) == 0 { return plural("count", locale: locale, korean: korean) }
        var text = "", raw = ""
        var plurals = ["count", "files"]
        for _ in 0..<(1 + next(4)) {
            switch next(4) {
            case 0, 1: raw += literal()
            case 2: text += Self.icu(raw, inCase: false) + simpleArgument(korean: korean); raw = ""
            default:
                if let name = plurals.popLast() {
                    text += Self.icu(raw, inCase: false) + plural(name, locale: locale, korean: korean)
                    raw = ""
                } else {
                    raw += literal()
                }
            }
        }
        return text + Self.icu(raw, inCase: false)
    }
}
