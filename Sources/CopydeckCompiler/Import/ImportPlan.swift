/// What an import would change: every message whose text differs from the locale file's, with
/// the imported file's position, and everything that could not be imported as a diagnostic.
public struct ImportPlan: Sendable {
    public struct Change: Hashable, Sendable {
        public var deck: String
        public var locale: String
        public var key: String
        /// The text in the locale file today; nil when the file has none.
        public var oldText: String?
        public var newText: String
        /// Where the imported string was written.
        public var origin: SourceRange
    }

    /// A message's state in its locale's review record, changed by an imported string: a text
    /// marked `new`, `needs_review` or `stale` gets its line, a translated one loses it.
    public struct ReviewChange: Hashable, Sendable {
        public var deck: String
        public var locale: String
        public var key: String
        /// Nil: translated.
        public var state: TableState?
        /// The source text a finished translation now follows: today's, as the import refuses a
        /// translation made from another (`import.source-changed`); nil keeps the recorded one.
        public var source: String?
    }

    /// Grouped by locale file (deck, locale), in the deck's declaration order.
    public var changes: [Change] = []
    /// By deck, locale and key.
    public var reviews: [ReviewChange] = []
    /// How many imported strings equal what the locale files already say.
    public var unchanged = 0
    /// How many imported strings were a fallback's text (what a table carries for a locale
    /// without its own text): left out, as a fallback is never a translation.
    public var fallbacks = 0
    public var diagnostics: [Diagnostic] = []
}
