import CopydeckKit

extension TableText {
    /// The text without the plural forms `rules`' locale never uses (Xcode writes `one` for
    /// Korean and Japanese, whose numbers all take `other`), and the categories left out: no
    /// number ever shows those forms, on the device or in Copydeck, so leaving them out loses no
    /// word a person can see. `zero` is kept (it becomes `=0`).
    func leavingOutUnusedCategories(_ rules: PluralRules) -> (text: TableText, leftOut: [PluralCategory]) {
        guard rules.isKnown else { return (self, []) }
        func unused(_ variations: PluralVariations) -> [PluralCategory] {
            variations.categories.filter { $0 != .zero && !rules.cardinalCategories.contains($0) }
        }
        func kept(_ variations: PluralVariations) -> PluralVariations {
            PluralVariations(variations.forms.filter { $0.key == .zero || rules.cardinalCategories.contains($0.key) })
        }
        switch self {
        case .format:
            return (self, [])
        case .plural(let variations):
            let leftOut = unused(variations)
            return leftOut.isEmpty ? (self, []) : (.plural(kept(variations)), leftOut)
        case .substitutions(let format, let substitutions):
            let leftOut = Set(substitutions.flatMap { unused($0.variations) })
            guard !leftOut.isEmpty else { return (self, []) }
            let text = TableText.substitutions(format: format, substitutions.map { substitution in
                var substitution = substitution
                substitution.variations = kept(substitution.variations)
                return substitution
            })
            return (text, PluralCategory.allCases.filter(leftOut.contains))
        case .devices(let devices):
            var leftOut: Set<PluralCategory> = []
            let kept = devices.map { text in
                let (kept, dropped) = text.leavingOutUnusedCategories(rules)
                leftOut.formUnion(dropped)
                return kept
            }
            return leftOut.isEmpty ? (self, []) : (.devices(kept), PluralCategory.allCases.filter(leftOut.contains))
        }
    }
}

extension ImportedString {
    /// The string without the plural forms its locale never uses, and the warning that names
    /// them at the string (nil when none was left out). `verb`: what the caller does (`import`,
    /// `adopt`), for the warning's advice.
    func leavingOutUnusedCategories(_ rules: PluralRules, verb: String) -> (string: ImportedString, warning: Diagnostic?) {
        let (text, leftOut) = self.text.leavingOutUnusedCategories(rules)
        guard !leftOut.isEmpty else { return (self, nil) }
        let names = leftOut.map { "`\($0.rawValue)`" }.joined(separator: ", ")
        let one = leftOut.count == 1
        let warning = Diagnostic(
            rule: Rules.importPluralCategories.id, severity: .warning, range: range,
            message: "`\(key)` in \(locale): \(locale) never uses the plural categor\(one ? "y" : "ies") \(names), so \(one ? "that form was" : "those forms were") left out, as no number shows \(one ? "it" : "them"); drop \(one ? "it" : "them") from the file to \(verb) without this warning")
        var copy = self
        copy.text = text
        return (copy, warning)
    }
}
