/// CLDR plural categories.
public enum PluralCategory: String, CaseIterable, Codable, Comparable, Sendable {
    /// Zero, in languages with a form for it: cardinal `0` in Arabic.
    case zero
    /// The singular: cardinal `1` in English, `1`, `21`, `31`... in Russian; ordinal `1st`, `21st` in English.
    case one
    /// The dual: cardinal `2` in Arabic and Hebrew; ordinal `2nd`, `22nd` in English.
    case two
    /// Small counts: cardinal `2`–`4` in Russian, Polish and Czech; ordinal `3rd`, `23rd` in English.
    case few
    /// Many or large counts: cardinal `5`–`20` in Russian, `1000000` in French.
    case many
    /// Everything else: every language has it, and a number that matches no other category takes it.
    case other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
