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
        }
    }
}
