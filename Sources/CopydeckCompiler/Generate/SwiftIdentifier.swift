/// Swift names for content ids: `focus_shield` → `FocusShield` (a type), `name_placeholder` →
/// `namePlaceholder` (a member), with keywords escaped and names that cannot start an identifier
/// prefixed.
enum SwiftIdentifier {
    /// `focus_shield`, `all-in`, `P5` → `FocusShield`, `AllIn`, `P5`.
    static func type(_ id: String) -> String {
        let words = self.words(id)
        let name = valid(words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(), prefix: "_")
        return unusable.contains(name) ? name + "_" : name
    }

    /// `name_placeholder` → `namePlaceholder`; `default` → `` `default` ``.
    static func member(_ id: String) -> String {
        let words = self.words(id)
        guard let first = words.first else { return "_" }
        let name = first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let checked = valid(name, prefix: "_")
        if unusable.contains(checked) { return checked + "_" }
        return keywords.contains(checked) ? "`\(checked)`" : checked
    }

    /// Names that even backticks do not make usable as a member or a nested type.
    private static let unusable: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript", "Any", "_"]

    /// A deck's display name as a type name when it makes one (`TempoAI`, `Auth & Onboarding` →
    /// `AuthOnboarding`), else its id's.
    static func deckType(name: String, id: String) -> String {
        let letters = name.unicodeScalars.filter { ($0.properties.isAlphabetic || $0.properties.numericType != nil) && $0.isASCII }
        let joined = String(String.UnicodeScalarView(letters))
        guard let first = joined.first, first.isLetter else { return type(id) }
        let name = joined.prefix(1).uppercased() + joined.dropFirst()
        // `Self`, `Any`, `Type`: names Swift gives a meaning of its own.
        return keywords.contains(name) || ["Type", "Protocol"].contains(name) ? name + "Copy" : name
    }

    private static func words(_ id: String) -> [String] {
        id.split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }).map(String.init)
    }

    private static func valid(_ name: String, prefix: String) -> String {
        guard let first = name.first else { return prefix }
        return first.isNumber ? prefix + name : name
    }

    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
        "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as",
        "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}

/// Swift string literals for any text: quotes, backslashes and control characters escaped.
enum SwiftLiteral {
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x2028...0x2029).contains(scalar.value) {
                    out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// One line of a doc comment: the text on one line, shortened to `limit` characters.
    static func docLine(_ text: String, limit: Int = 100) -> String {
        let flat = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        return flat.count > limit ? String(flat.prefix(limit - 1)) + "…" : flat
    }
}
