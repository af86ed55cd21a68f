/// What a deck's translations in one locale await: `locales/<locale>/<deck>.review.yml`, beside
/// the locale file it describes. A line per message whose text there is not final, with its
/// state (`new`, `needs_review` or `stale`, as String Catalogs name them); a message with no line
/// is current. `copydeck adopt` and `copydeck import` write it from the states an app's tables or
/// a translator's XLIFF give, so a state is never lost on the way in nor promoted to translated;
/// the tables and XLIFF the build writes carry it back out.
///
/// The keys are written as in the locale file, flat and sorted (`login.title: needs_review`), so
/// that two branches touching different messages merge line by line.
public struct ReviewRecord: Sendable {
    /// One line of the record.
    public struct Entry: Sendable {
        /// The full message key, `auth.login.title`.
        public var key: String
        /// The state written, as written.
        public var text: String
        /// Nil when `text` names no state a record holds (`review.record` reports it).
        public var state: TableState? { Self.states[text] }
        public var keyRange: SourceRange
        public var valueRange: SourceRange

        /// The states a record line may name: every state but translated, which is no line.
        static let states: [String: TableState] = [
            TableState.new.rawValue: .new, TableState.needsReview.rawValue: .needsReview, TableState.stale.rawValue: .stale,
        ]
    }

    /// Project-relative path of the record.
    public var path: String
    /// The lines in file order; empty when there is no record.
    public private(set) var entries: [Entry]
    private let states: [String: TableState]

    public init(path: String, entries: [Entry] = []) {
        self.path = path
        self.entries = entries
        var states: [String: TableState] = [:]
        for entry in entries { if let state = entry.state, states[entry.key] == nil { states[entry.key] = state } }
        self.states = states
    }

    /// `locales/<locale>/<deck>.review.yml`.
    public static func path(deck: String, locale: String) -> String { "locales/\(locale)/\(deck)\(suffix)" }

    /// The record beside a locale file: `locales/ja/auth.yml` → `locales/ja/auth.review.yml`.
    static func path(besideLocaleFile path: String) -> String {
        (path.hasSuffix(".yml") ? String(path.dropLast(4)) : path) + suffix
    }

    /// What follows the deck id in a record's file name.
    public static let suffix = ".review.yml"

    /// The state recorded for a full message key; nil: the text is current.
    public func state(of key: String) -> TableState? { states[key] }

    /// Whether the record has a line at all.
    public var isEmpty: Bool { entries.isEmpty }
}
