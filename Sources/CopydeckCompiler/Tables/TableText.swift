import CopydeckKit

/// One language's text of a message in the shape string tables hold it — Xcode's String Catalog,
/// `.strings`/`.stringsdict`, Android resources and Xcode-dialect XLIFF all say the same three
/// things: a printf-style format with positional specifiers (`%1$@`, `%2$lld`, `%%`), a message
/// that is one plural, or a format with `%#@name@` substitutions whose plurals vary.
public enum TableText: Hashable, Sendable {
    /// A format string: `%1$@님, 환영해요`.
    case format(String)
    /// The whole message is one plural: a format per CLDR category (ICU `=0` becomes `zero`).
    case plural(PluralVariations)
    /// Text around one or more plurals: `format` holds `%1$#@name@` where each plural stands,
    /// and each substitution its variations (in the order they appear in `format`).
    case substitutions(format: String, [TableSubstitution])
}

/// A plural's format per category, in CLDR order (`zero`, `one`, `two`, `few`, `many`, `other`);
/// `other` is always present.
public struct PluralVariations: Hashable, Sendable {
    public private(set) var forms: [PluralCategory: String]

    public init(_ forms: [PluralCategory: String]) {
        self.forms = forms
    }

    public subscript(category: PluralCategory) -> String? {
        get { forms[category] }
        set { forms[category] = newValue }
    }

    /// The categories present, in CLDR order.
    public var categories: [PluralCategory] { PluralCategory.allCases.filter { forms[$0] != nil } }
}

/// One `%#@name@` of a format: the plural argument it stands for and its variations.
public struct TableSubstitution: Hashable, Sendable {
    /// The ICU argument's name (`count`), which is also the substitution's name.
    public var name: String
    /// The 1-based position of the argument among the message's arguments (`argNum`).
    public var argumentNumber: Int
    /// The printf conversion of the number without `%` or position: `lld`.
    public var formatSpecifier: String
    public var variations: PluralVariations

    public init(name: String, argumentNumber: Int, formatSpecifier: String, variations: PluralVariations) {
        self.name = name
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variations = variations
    }
}
