import CopydeckKit

/// The text of one deck in one locale, read from `locales/<locale>/<deck>.yml`: its entries in the
/// order they are written, found by full message key (`wander.intro.title`).
public struct LocaleCatalog: Sendable {
    /// One message of the file. A class: every rule holds the same entry, and sharing it is one
    /// reference instead of a copy of its strings, ranges and parsed message.
    public final class Entry: Sendable {
        public let key: String
        public let text: String
        /// The locale file, and where in it the key and the text start: kept apart rather than
        /// as two ranges, which would hold the path twice (there are many entries).
        private let path: String
        private let keyLocation: SourceLocation
        private let valueLocation: SourceLocation
        /// Where the key is written (for "obsolete" and "missing" notes).
        public var keyRange: SourceRange { SourceRange(file: path, start: keyLocation) }
        /// Where the text starts.
        public var valueRange: SourceRange { SourceRange(file: path, start: valueLocation) }
        /// The text parsed as a message, once for every rule; nil when it does not parse
        /// (`message.syntax` reports that).
        public let message: Message?
        /// Why the text does not parse, when it does not.
        public let syntaxError: MessageSyntaxError?
        /// Every placeholder of the message, nested ones included, in source order: listed once,
        /// for every rule that compares placeholders.
        public let arguments: [Message.Argument]

        /// An entry of the locale file at `path`, its key and text starting at those locations.
        public init(key: String, text: String, path: String, keyAt keyLocation: SourceLocation, valueAt valueLocation: SourceLocation) {
            self.key = key
            self.text = text
            self.path = path
            self.keyLocation = keyLocation
            self.valueLocation = valueLocation
            do {
                let message = try MessageParser().parse(text)
                self.message = message
                self.syntaxError = nil
                self.arguments = message.hasArguments ? message.arguments : []
            } catch {
                self.message = nil
                self.syntaxError = error
                self.arguments = []
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
    /// The entries in the order they are written.
    public private(set) var entries: [Entry] = []
    /// Key → position in `entries`.
    private var positions: [String: Int] = [:]

    public init(locale: String, path: String, exists: Bool) {
        self.locale = locale
        self.path = path
        self.exists = exists
    }

    /// The entry of a full message key.
    public subscript(key: String) -> Entry? {
        positions[key].map { entries[$0] }
    }

    /// Where the entry of a full message key is in `entries`.
    public func position(of key: String) -> Int? {
        positions[key]
    }

    /// Adds an entry after the others; false (and nothing added) when its key is already there.
    @discardableResult
    public mutating func add(_ entry: Entry) -> Bool {
        // One lookup: the default is stored only when the key is new.
        let next = entries.count
        guard Self.claim(&positions[entry.key, default: next], next) else { return false }
        entries.append(entry)
        return true
    }

    private static func claim(_ slot: inout Int, _ next: Int) -> Bool {
        slot == next
    }

    public mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
        positions.reserveCapacity(count)
    }
}
