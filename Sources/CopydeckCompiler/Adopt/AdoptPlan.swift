/// What `copydeck adopt` brings into a deck: each string of the app's tables as a message under
/// its own key and table, with its text in every locale the project has, and what it cannot
/// bring, located.
public struct AdoptPlan: Sendable {
    /// One key of one table.
    public struct Message: Sendable {
        public var table: String
        public var key: String
        /// The translator comment, as the app's table had it.
        public var note: String?
        public var placeholders: [Placeholder]
        /// Locale → ICU text, in the deck's locale order.
        public var texts: [(locale: String, text: String)]
        /// Whether the deck declares the key already (only its texts change).
        public var declared: Bool
        /// False for the app's constant (`translate: false`), as its source table marks it.
        public var translatable = true
        /// How its tags are held on Android (`markup: html`: as characters, for `Html.fromHtml`).
        public var markup: Field.Markup = .spans
        /// The text names another Android resource (`reference: true`).
        public var reference = false
        /// A String Catalog key's `extractionState` (`automatic`: none), kept; nil: `manual`.
        public var extraction: String?
        /// The source text is a draft (`draft: true`): its catalog marked it `new`.
        public var draft = false
        /// A width rule's widths, a variant per line (`widthVariants:`); empty: none.
        public var widths: [Int] = []
        /// App Shortcuts phrases, a phrase per line (`stringSet: true`).
        public var stringSet = false
        /// The Android resource's `tools:` attributes (`androidTools:`).
        public var androidTools: [Field.AndroidToolsAttribute] = []
        /// Locale → the state of a text that is not final (`new`, `needs_review`, `stale`), kept
        /// in the locale's review record; a locale not here is translated.
        public var review: [String: TableState] = [:]

        /// `<deck>.<table>.<key>`.
        public func messageKey(deck: String) -> String { .dotted(.dotted(deck, table), key) }
    }

    public struct Placeholder: Equatable, Sendable {
        public var name: String
        public var type: Field.PlaceholderType
        public var format: String?
    }

    public var deck: String
    /// The deck is new: adopt declares it in copydeck.yml (when anything comes into it).
    public var createsDeck: Bool
    public var sourceLocale: String
    public var locales: [String]
    public var messages: [Message] = []
    /// Strings of locales the project does not have, not brought in, by locale.
    public var otherLocales: [String: Int] = [:]
    /// The findings of strings the plan leaves out (each names its key): a text that cannot be
    /// held exactly, a key with two texts in one locale and table, a translation whose source
    /// is missing. The rest is adopted.
    public var leftOut: [Diagnostic] = []
    /// Strings `--keys` left out.
    public var skippedByKeys = 0
    public var diagnostics: [Diagnostic] = []
}
