/// What `XCStringsReader` read from a String Catalog: its strings and diagnostics (the
/// `TableReadResult` every table reader gives) and what only a catalog says — its source language,
/// its version and the comments of its keys.
public struct XCStringsCatalog: Sendable {
    /// `sourceLanguage`, when the catalog has one that is a string.
    public var sourceLanguage: String?
    /// Where `sourceLanguage`'s value stands, to report a catalog of another language there.
    public var sourceLanguageRange: SourceRange?
    /// `version` (Xcode writes `1.0`).
    public var version: String?
    /// Every key of `strings` that was read, in file order, with or without localizations.
    public var keys: [String]
    /// Each key's `comment`, for the keys that have one.
    public var comments: [String: String]
    /// The keys marked `shouldTranslate: false`: the app's constants.
    public var untranslatable: Set<String> = []
    /// Each key's `extractionState` as written (`manual`, `extracted_with_value`, `stale`…); a
    /// key without one is extracted from code by Xcode.
    public var extractionStates: [String: String] = [:]
    /// One for every localization with a value, in file order.
    public var strings: [ImportedString]
    /// The localizations that are there but could not be read (each reported): a key whose
    /// source-language text is one of them has a text, just not one Copydeck holds.
    public var refused: [RefusedString] = []
    public var diagnostics: [Diagnostic]

    public init(
        sourceLanguage: String? = nil, sourceLanguageRange: SourceRange? = nil, version: String? = nil,
        keys: [String] = [], comments: [String: String] = [:], strings: [ImportedString] = [], diagnostics: [Diagnostic] = []
    ) {
        self.sourceLanguage = sourceLanguage
        self.sourceLanguageRange = sourceLanguageRange
        self.version = version
        self.keys = keys
        self.comments = comments
        self.strings = strings
        self.diagnostics = diagnostics
    }

    public var result: TableReadResult {
        TableReadResult(strings: strings, diagnostics: diagnostics, refused: refused)
    }

    /// The catalog as a table again, to write it back: an entry for every key in file order with
    /// its comment (keys without localizations too), localizations in file order, an unknown state taken as `translated`. Locales are the
    /// source language first, then the others in the order they first appear.
    public func table(name: String) -> StringTable {
        var entries: [TableEntry] = []
        var entryIndex: [String: Int] = [:]
        var locales: [String] = []
        var seenLocales = Set<String>()
        if let sourceLanguage {
            locales.append(sourceLanguage)
            seenLocales.insert(sourceLanguage)
        }
        for key in keys where entryIndex[key] == nil {
            entryIndex[key] = entries.count
            entries.append(TableEntry(key: key, comment: comments[key], localizations: []))
        }
        for string in strings {
            if seenLocales.insert(string.locale).inserted { locales.append(string.locale) }
            let localization = TableLocalization(locale: string.locale, state: string.state ?? .translated, text: string.text)
            if let index = entryIndex[string.key] {
                entries[index].localizations.append(localization)
            } else {
                entryIndex[string.key] = entries.count
                entries.append(TableEntry(key: string.key, comment: comments[string.key], localizations: [localization]))
            }
        }
        return StringTable(name: name, sourceLocale: sourceLanguage ?? locales.first ?? "", locales: locales, entries: entries)
    }
}
