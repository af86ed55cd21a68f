/// CLDR plural categories.
public enum PluralCategory: String, CaseIterable, Codable, Comparable, Sendable {
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
