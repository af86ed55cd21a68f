import CopydeckKit

/// The text of one deck in one locale, read from `locales/<locale>/<deck>.yml`, keyed by full
/// message key (`wander.intro.title`).
public struct LocaleCatalog: Sendable {
    public struct Entry: Sendable {
        public var key: String
        public var text: String
        /// Where the key is written (for "obsolete" and "missing" notes).
        public var keyRange: SourceRange
        /// Where the text starts.
        public var valueRange: SourceRange
        /// The text parsed as a message, once for every rule; nil when it does not parse
        /// (`message.syntax` reports that).
        public var message: Message?
        /// Why the text does not parse, when it does not.
        public var syntaxError: MessageSyntaxError?

        public init(key: String, text: String, keyRange: SourceRange, valueRange: SourceRange) {
            self.key = key
            self.text = text
            self.keyRange = keyRange
            self.valueRange = valueRange
            do {
                self.message = try MessageParser().parse(text)
            } catch {
                self.syntaxError = error
            }
        }
    }

    public var locale: String
    /// Project-relative path of the locale file.
    public var path: String
    /// False when the file does not exist; then `entries` is empty.
    public var exists: Bool
    /// True when the file exists but could not be parsed (already reported as a syntax error).
    public var unreadable = false
    public var entries: [String: Entry]
    /// Keys in the order they are written.
    public var order: [String]

    public init(locale: String, path: String, exists: Bool, entries: [String: Entry] = [:], order: [String] = []) {
        self.locale = locale
        self.path = path
        self.exists = exists
        self.entries = entries
        self.order = order
    }
}
