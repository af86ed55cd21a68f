/// Ids become message keys and Swift-friendly names, so they are `lower_snake_case`.
enum IdentifierSyntax {
    static func isValid(_ id: String) -> Bool {
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

    static func validate(_ id: Located<String>, kind: String, _ diagnostics: inout DiagnosticCollector) {
        guard !isValid(id.value) else { return }
        diagnostics.emit(Rules.invalidValue, at: id.range,
            "\(kind) `\(id.value)` must be lower_snake_case (a lowercase letter, then lowercase letters, digits or `_`); rename it")
    }
}
