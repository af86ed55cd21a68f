/// What a deck's translations in one locale await and what they were made from:
/// `locales/<locale>/<deck>.review.yml`, beside the locale file it describes. One line per
/// message, flat and sorted, so that two branches touching different messages merge line by line:
///
///     intro.title: { source: "사진 몇 장이면 충분해요" }
///     intro.body: { state: needs_review, source: "사진을 고르면 지도가 돼요" }
///     photo.usage: new
///
/// - `source`: the source-locale text the translation was made from. When the source changes,
///   `message.stale` says so with the old and the new text, and the tables mark the translation
///   for review (XLIFF `needs-review-translation` with the previous source as a note; String
///   Catalogs `needs_review`) until an import of a new translation or `copydeck review accept`
///   records the source it now follows.
/// - `state`: `new`, `needs_review` or `stale`, as String Catalogs name them, for a text that is
///   not final; a line without one is translated. `copydeck adopt` and `copydeck import` write
///   the states an app's tables or a translator's XLIFF give, so a state is never lost on the way
///   in nor promoted to translated.
///
/// A message with no line is translated, with nothing known of its source. A bare `key: state`
/// (the record's first form) is read as a state without a source.
public struct ReviewRecord: Sendable {
    /// One line of the record.
    public struct Entry: Sendable {
        /// The full message key, `auth.login.title`.
        public var key: String
        /// The state written, as written; nil when the line records a source only.
        public var stateText: String?
        /// The source text the translation was made from, when recorded.
        public var source: String?
        public var keyRange: SourceRange
        /// Where the state is written (the key, when there is none).
        public var stateRange: SourceRange
        /// Nil when the line names no state, or one a record does not hold (`review.record`
        /// reports that).
        public var state: TableState? { stateText.flatMap { Self.states[$0] } }

        public init(key: String, stateText: String?, source: String?, keyRange: SourceRange, stateRange: SourceRange? = nil) {
            self.key = key
            self.stateText = stateText
            self.source = source
            self.keyRange = keyRange
            self.stateRange = stateRange ?? keyRange
        }

        /// The states a record line may name: every state but translated, which is no state.
        static let states: [String: TableState] = [
            TableState.new.rawValue: .new, TableState.needsReview.rawValue: .needsReview, TableState.stale.rawValue: .stale,
        ]
    }

    /// What one line says, as the writer writes it.
    public struct Line: Sendable, Equatable {
        /// Nil: translated.
        public var state: String?
        /// Nil: not known.
        public var source: String?

        public init(state: String? = nil, source: String? = nil) {
            self.state = state
            self.source = source
        }
    }

    /// Project-relative path of the record.
    public var path: String
    /// The lines in file order; empty when there is no record.
    public private(set) var entries: [Entry]
    private let positions: [String: Int]

    public init(path: String, entries: [Entry] = []) {
        self.path = path
        self.entries = entries
        var positions: [String: Int] = [:]
        for (index, entry) in entries.enumerated() where positions[entry.key] == nil { positions[entry.key] = index }
        self.positions = positions
    }

    /// `locales/<locale>/<deck>.review.yml`.
    public static func path(deck: String, locale: String) -> String { ProjectLayout.reviewRecord(deck: deck, locale: locale) }

    /// The record beside a locale file: `locales/ja/auth.yml` → `locales/ja/auth.review.yml`.
    static func path(besideLocaleFile path: String) -> String { ProjectLayout.reviewRecord(besideLocaleFile: path) }

    /// What follows the deck id in a record's file name.
    public static let suffix = ".review.yml"

    /// The line of a full message key (the first, for a key written twice).
    public func entry(_ key: String) -> Entry? { positions[key].map { entries[$0] } }

    /// The state recorded for a full message key; nil: the text is translated.
    public func state(of key: String) -> TableState? { entry(key)?.state }

    /// The source text a translation was made from, when recorded.
    public func source(of key: String) -> String? { entry(key)?.source }

    /// The lines as the writer would write them, by key (the first of a key written twice).
    var lines: [String: Line] {
        var lines: [String: Line] = [:]
        for entry in entries where lines[entry.key] == nil { lines[entry.key] = Line(state: entry.stateText, source: entry.source) }
        return lines
    }

    /// Whether the record has a line at all.
    public var isEmpty: Bool { entries.isEmpty }
}
