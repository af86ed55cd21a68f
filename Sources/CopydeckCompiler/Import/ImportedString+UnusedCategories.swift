import CopydeckKit

extension ImportedString {
    /// The string without the plural forms its locale never uses (Xcode writes `one` for Korean
    /// and Japanese, whose numbers all take `other`), and the categories left out: no number
    /// ever shows those forms, on the device or in Copydeck, so leaving them out loses no word
    /// a person can see. `zero` is kept (it becomes `=0`).
    func leavingOutUnusedCategories(_ rules: PluralRules) -> (string: ImportedString, leftOut: [PluralCategory]) {
        guard rules.isKnown else { return (self, []) }
        func unused(_ variations: PluralVariations) -> [PluralCategory] {
            variations.categories.filter { $0 != .zero && !rules.cardinalCategories.contains($0) }
        }
        func kept(_ variations: PluralVariations) -> PluralVariations {
            PluralVariations(variations.forms.filter { $0.key == .zero || rules.cardinalCategories.contains($0.key) })
        }
        var copy = self
        var leftOut: [PluralCategory] = []
        switch text {
        case .format:
            return (self, [])
        case .plural(let variations):
            leftOut = unused(variations)
            copy.text = .plural(kept(variations))
        case .substitutions(let format, let substitutions):
            leftOut = substitutions.flatMap { unused($0.variations) }
            copy.text = .substitutions(format: format, substitutions.map { substitution in
                var substitution = substitution
                substitution.variations = kept(substitution.variations)
                return substitution
            })
        }
        guard !leftOut.isEmpty else { return (self, []) }
        return (copy, PluralCategory.allCases.filter(leftOut.contains))
    }
}
