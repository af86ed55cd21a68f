/// A text read back from a string table (XLIFF, `.strings`, `.stringsdict`, `.xcstrings`), with
/// where it was written, so `copydeck import` can place every diagnostic at the imported line.
public struct ImportedString: Hashable, Sendable {
    public var key: String
    public var locale: String
    public var text: TableText
    /// The state the file claims, when its format has one (XLIFF `state`, catalog `state`).
    public var state: TableState?
    /// The source text the file carries, when its format has one (XLIFF `<source>`), to detect a
    /// source that changed since export.
    public var source: TableText?
    /// Where the text (or its unit) starts in the imported file; `file` is the path as given.
    public var range: SourceRange
    /// The translator comment the file gives the key, when its format has one.
    public var comment: String?
    /// False for the app's constant, never translated: Android's `translatable="false"` (or a
    /// `donottranslate*.xml` file), a String Catalog's `shouldTranslate: false`.
    public var translatable = true
    /// How the text holds its `<b>`-like tags, when it has any: as Android's styling elements
    /// (`<b>Save</b>` in the XML), or as characters, HTML for `Html.fromHtml` (`&lt;b&gt;`, CDATA).
    public var markup: Field.Markup?
    /// The table file the string belongs to, when the file read names several: an XLIFF
    /// `<file>`'s `original` (`WatchApp/en.lproj/InfoPlist.strings`).
    public var original: String?
    /// A plural whose count is passed apart from its format's arguments, as Android's
    /// `getQuantityString(id, count, args…)` passes it: its items may print any argument, or none.
    public var quantityApart = false
    /// The text names another Android resource (`@string/app_name`), which Android resolves.
    public var isReference = false
    /// The app shows the text as written, never formatted (an Android text Java would not format,
    /// `formatted="false"`): every `%` in it is a percent sign, and it has no arguments.
    public var isPlainText = false
    /// How Xcode found the key (a String Catalog's `extractionState`; `automatic` when it has
    /// none: extracted from code), when the file says.
    public var extraction: String?
    /// A `.stringsdict` width rule's widths, narrowest first: the text holds a variant per line.
    public var widths: [Int]?
    /// App Shortcuts phrases (a String Catalog's `stringSet`): the text holds one per line.
    public var isStringSet = false
    /// An Android resource's `tools:` attributes (`ignore` → `MissingTranslation`), in order.
    public var androidTools: [Field.AndroidToolsAttribute] = []

    public init(key: String, locale: String, text: TableText, state: TableState? = nil, source: TableText? = nil, range: SourceRange, comment: String? = nil) {
        self.key = key
        self.locale = locale
        self.text = text
        self.state = state
        self.source = source
        self.range = range
        self.comment = comment
    }
}

/// What a reader got from one file: its strings, and diagnostics for what it could not read
/// (malformed syntax, an entity, an unknown shape), each with its line and column.
public struct TableReadResult: Sendable {
    public var strings: [ImportedString]
    public var diagnostics: [Diagnostic]
    /// The strings named in the file that could not be read (each reported in `diagnostics`),
    /// so a translation of one can say its source was there but refused.
    public var refused: [RefusedString]

    public init(strings: [ImportedString] = [], diagnostics: [Diagnostic] = [], refused: [RefusedString] = []) {
        self.strings = strings
        self.diagnostics = diagnostics
        self.refused = refused
    }
}

/// A string a reader found but could not read: its key, locale and where it stands.
public struct RefusedString: Hashable, Sendable {
    public var key: String
    public var locale: String
    public var range: SourceRange

    public init(key: String, locale: String, range: SourceRange) {
        self.key = key
        self.locale = locale
        self.range = range
    }
}
