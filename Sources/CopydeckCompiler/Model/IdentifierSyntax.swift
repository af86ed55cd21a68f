/// Ids become message keys and Swift-friendly names, so they are `lower_snake_case`; and file
/// names (`preview/<deck>/<screen>.html`, `<deck>/flows/<flow>.svg`, `<deck>.review.yml`), so
/// they are short enough for every file system's 255-byte name.
enum IdentifierSyntax {
    /// The longest id: with the longest name Copydeck adds to an id (`.review.yml`, `.stringsdict`)
    /// far within the 255 bytes a file name may hold.
    static let maximumLength = 128

    static func isValid(_ id: String) -> Bool {
        id.utf8.count <= maximumLength && isSnakeCase(id)
    }

    /// `lower_snake_case`, whatever its length.
    private static func isSnakeCase(_ id: String) -> Bool {
        var id = id
        return id.withUTF8 { bytes in
            guard let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) else { return false }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): continue
                default: return false
                }
            }
            return true
        }
    }

    /// An outcome id is a value the app stores and matches (`advance(outcome:)`), never a message
    /// key: it may be written as the app persists it, `lowerCamelCase` (`whenInUse`, as iOS names
    /// the answer) or `lower_snake_case`.
    static func isValidOutcome(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    static func validateOutcome(_ id: Located<String>, _ diagnostics: inout DiagnosticCollector) {
        guard !isValidOutcome(id.value) else { return }
        diagnostics.emit(Rules.invalidValue, at: id.range,
            "outcome id `\(id.value)` must start with a lowercase letter, then letters, digits or `_` (as `when_in_use` or `whenInUse`); rename it")
    }

    /// The `lower_snake_case` form of an outcome id: the name of the variant that shows its answer
    /// (`whenInUse` → `when_in_use`).
    static func snakeCase(_ id: String) -> String {
        var result = ""
        for character in id {
            if character.isUppercase {
                if !result.isEmpty && !result.hasSuffix("_") { result += "_" }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Why an id is not one, for a message that goes on with how to mend it; nil for a valid id.
    static func problem(_ id: String, kind: String) -> String? {
        guard !isValid(id) else { return nil }
        if isSnakeCase(id) {
            return "\(kind) `\(id.prefix(24))…` is \(id.utf8.count) characters long; ids name files, so keep it within \(maximumLength)"
        }
        return "\(kind) `\(id)` must be lower_snake_case (a lowercase letter, then lowercase letters, digits or `_`)"
    }

    static func validate(_ id: Located<String>, kind: String, _ diagnostics: inout DiagnosticCollector) {
        guard let problem = problem(id.value, kind: kind) else { return }
        diagnostics.emit(Rules.invalidValue, at: id.range, problem + "; rename it")
    }
}
