/// Ids become message keys and Swift-friendly names, so they are `lower_snake_case`.
enum IdentifierSyntax {
    static func isValid(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        return id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    static func validate(_ id: Located<String>, kind: String, _ diagnostics: inout DiagnosticCollector) {
        guard !isValid(id.value) else { return }
        diagnostics.emit(Rules.invalidValue, at: id.range,
            "\(kind) `\(id.value)` must be lower_snake_case: a lowercase letter, then lowercase letters, digits or `_`")
    }
}
