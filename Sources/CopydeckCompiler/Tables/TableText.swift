import CopydeckKit

/// One language's text of a message in the shape string tables hold it — Xcode's String Catalog,
/// `.strings`/`.stringsdict`, Android resources and Xcode-dialect XLIFF all say the same few
/// things: a printf-style format with positional specifiers (`%1$@`, `%2$lld`, `%%`), a message
/// that is one plural, a format with `%#@name@` substitutions whose plurals vary, or (Apple's
/// tables) one of those per device.
public enum TableText: Hashable, Sendable {
    /// A format string: `%1$@님, 환영해요`.
    case format(String)
    /// The whole message is one plural: a format per CLDR category (ICU `=0` becomes `zero`).
    case plural(PluralVariations)
    /// Text around one or more plurals: `format` holds `%1$#@name@` where each plural stands,
    /// and each substitution its variations (in the order they appear in `format`).
    case substitutions(format: String, [TableSubstitution])
    /// A text per device (`{device, select, iphone {…} mac {…} other {…}}`), each a format or a
    /// plural.
    case devices(DeviceVariations)
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

/// A message's texts per device, as Xcode's device variations hold them: one per device Apple
/// names, each a format or a plural (never substitutions, nor another device variation);
/// `other` is always present.
public struct DeviceVariations: Hashable, Sendable {
    /// The devices Apple's tables name (String Catalogs' `variations.device`, a `.stringsdict`'s
    /// `NSStringDeviceSpecificRuleType`), in the order they are written.
    public static let devices = ["appletv", "applevision", "applewatch", "ipad", "iphone", "ipod", "mac", "other"]

    public private(set) var texts: [String: TableText]

    public init(_ texts: [String: TableText]) {
        self.texts = texts
    }

    public subscript(device: String) -> TableText? { texts[device] }

    /// The devices present, in `devices` order.
    public var devices: [String] { Self.devices.filter { texts[$0] != nil } }

    /// Each device's text changed by `transform`.
    public func map(_ transform: (TableText) throws -> TableText) rethrows -> DeviceVariations {
        DeviceVariations(try texts.mapValues(transform))
    }
}
