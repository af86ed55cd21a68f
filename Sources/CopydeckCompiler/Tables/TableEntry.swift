/// One language's entry of a key.
public struct TableLocalization: Hashable, Sendable {
    public var locale: String
    public var state: TableState
    public var text: TableText
    /// The locale has no text of its own: `text` is the fallback chain's, and `state` is new.
    /// Tables that fall back by themselves (Android, XLIFF) leave it out; a text of the locale's
    /// own that awaits translation (new in its review record) is not a fallback.
    public var isFallback: Bool
    /// A stale translation's previous source: the source-locale text it was made from, as its
    /// review record says, when today's source says something else. Its state is then
    /// needs_review (or new), and XLIFF says why.
    public var previousSource: String?

    public init(locale: String, state: TableState, text: TableText, isFallback: Bool? = nil, previousSource: String? = nil) {
        self.locale = locale
        self.state = state
        self.text = text
        self.isFallback = isFallback ?? (state == .new)
        self.previousSource = previousSource
    }
}

/// One key of a string table with its comment for translators and its text in each language.
public struct TableEntry: Hashable, Sendable {
    /// `wander.intro.title`, or an Info.plist key (`NSCameraUsageDescription`) in InfoPlist tables.
    public var key: String
    /// For translators: the field's note, its length budget and what each placeholder is.
    public var comment: String?
    /// In the deck's locale order, source locale first.
    public var localizations: [TableLocalization]
    /// Whether the message has arguments, so that its texts are formats (`%%` a percent sign,
    /// `%1$@` an argument); false: the app shows the text as it is and every `%` is a percent
    /// sign (`90% off`), as in Xcode's keys of strings without interpolation.
    public var isFormat: Bool
    /// False for the app's constant (`translate: false`): Android writes `translatable="false"`
    /// in `values/` alone, String Catalogs `shouldTranslate: false`, XLIFF leaves it out.
    public var isTranslatable: Bool
    /// The text's tags are characters (`markup: html`): Android writes `&lt;b&gt;`.
    public var tagsAreText = false
    /// The text names another Android resource (`reference: true`): Android writes it as it is.
    public var isReference = false
    /// App Shortcuts phrases, a phrase per line: String Catalogs write them as a `stringSet`;
    /// the other tables, which have none, leave the key out.
    public var isStringSet = false
    /// A width rule's widths in ems, a variant per line of each text: only `.stringsdict` holds
    /// them (`NSStringVariableWidthRuleType`); empty: none.
    public var widths: [Int] = []
    /// The Android resource's `tools:` attributes, written on it in `values/`.
    public var androidTools: [Field.AndroidToolsAttribute] = []
    /// A String Catalog's `extractionState` (nil: `manual`; `automatic`: none written).
    public var extraction: String?

    public init(key: String, comment: String?, localizations: [TableLocalization], isFormat: Bool = true, isTranslatable: Bool = true) {
        self.key = key
        self.comment = comment
        self.localizations = localizations
        self.isFormat = isFormat
        self.isTranslatable = isTranslatable
    }

    /// Whether a language's text is more than a format: a plural, substitutions, a text per
    /// device (what a `.stringsdict` holds).
    public var hasPlural: Bool {
        !widths.isEmpty || localizations.contains { if case .format = $0.text { false } else { true } }
    }

    public func localization(_ locale: String) -> TableLocalization? {
        localizations.first { $0.locale == locale }
    }
}

/// One table of a deck: `Localizable` (every message) or `InfoPlist` (usage descriptions).
public struct StringTable: Hashable, Sendable {
    /// `Localizable` or `InfoPlist`: the file name without extension.
    public var name: String
    public var sourceLocale: String
    /// Every locale of the deck, source first.
    public var locales: [String]
    /// In the order the deck declares them.
    public var entries: [TableEntry]

    public init(name: String, sourceLocale: String, locales: [String], entries: [TableEntry]) {
        self.name = name
        self.sourceLocale = sourceLocale
        self.locales = locales
        self.entries = entries
    }
}
