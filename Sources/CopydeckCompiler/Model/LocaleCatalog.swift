import CopydeckKit
import Foundation

/// The text of one deck in one locale, read from `locales/<locale>/<deck>.yml`: its entries in the
/// order they are written, found by full message key (`wander.intro.title`).
public struct LocaleCatalog: Sendable {
    /// One message of the file. A class: every rule holds the same entry, and sharing it is one
    /// reference instead of a copy of its strings, ranges and parsed message.
    public final class Entry: Sendable {
        /// The full key, `wander.intro.title`, put together when asked for (diagnostics, the
        /// build): an entry keeps the key's parent path, which its owner's entries share, and
        /// its last name, which is short.
        public var key: String { parent.map { .dotted($0, name) } ?? name }
        /// The key up to its last part (`wander.intro`); nil for a key of one part.
        public let parent: String?
        /// The key's last part (`title`).
        public let name: String
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
        /// What the text holds that some copy rules look for first, found once for them all.
        let features: TextFeatures

        /// An entry of the locale file at `path`, its key and text starting at those locations.
        public convenience init(key: String, text: String, path: String, keyAt keyLocation: SourceLocation, valueAt valueLocation: SourceLocation) {
            let (parent, name) = String.splitAtLastDot(key)
            self.init(parent: parent, name: name, text: text, path: path, keyAt: keyLocation, valueAt: valueLocation)
        }

        /// An entry whose key is `parent.name` (or `name` alone, for a nil parent).
        public init(parent: String?, name: String, text: String, path: String, keyAt keyLocation: SourceLocation, valueAt valueLocation: SourceLocation) {
            self.parent = parent
            self.name = name
            self.text = text
            self.path = path
            self.keyLocation = keyLocation
            self.valueLocation = valueLocation
            self.features = TextFeatures(of: text)
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
    /// Which of the texts are not final (`<deck>.review.yml` beside the file); empty when none.
    public var review: ReviewRecord
    /// Key → position in `entries`, made on the first lookup: matching declarations to a file
    /// that follows the content's order never needs it.
    private var index = KeyIndex()

    public init(locale: String, path: String, exists: Bool) {
        self.locale = locale
        self.path = path
        self.exists = exists
        review = ReviewRecord(path: ReviewRecord.path(besideLocaleFile: path))
    }

    /// The entry of a full message key.
    public subscript(key: String) -> Entry? {
        position(of: key).map { entries[$0] }
    }

    /// Where the entry of a full message key is in `entries`.
    public func position(of key: String) -> Int? {
        index.position(of: key, in: entries)
    }

    /// Adds an entry after the others; false (and nothing added) when its key is already there.
    @discardableResult
    public mutating func add(_ entry: Entry) -> Bool {
        let key = entry.key
        guard position(of: key) == nil else { return false }
        if !isKnownUniquelyReferenced(&index) { index = KeyIndex() }
        index.insert(key, at: entries.count)
        entries.append(entry)
        return true
    }

    /// Adds entries the caller knows have keys of their own (no two alike, none already here),
    /// without looking them up.
    mutating func append(unique added: [Entry]) {
        if !isKnownUniquelyReferenced(&index) { index = KeyIndex() }
        index.forget()
        if entries.isEmpty { entries = added } else { entries += added }
    }

    /// A key index shared by copies of a catalog until one of them changes (then it gets its own),
    /// made when first asked, under a lock: the checks read catalogs side by side.
    final class KeyIndex: @unchecked Sendable {
        private let lock = NSLock()
        private var positions: [String: Int]?

        func position(of key: String, in entries: [Entry]) -> Int? {
            lock.lock()
            defer { lock.unlock() }
            return built(from: entries)[key]
        }

        /// Records a new key (the catalog has just checked it is absent).
        func insert(_ key: String, at position: Int) {
            lock.lock()
            defer { lock.unlock() }
            positions?[key] = position
        }

        func forget() {
            lock.lock()
            defer { lock.unlock() }
            positions = nil
        }

        private func built(from entries: [Entry]) -> [String: Int] {
            if let positions { return positions }
            var made = [String: Int](minimumCapacity: entries.count)
            for (position, entry) in entries.enumerated() {
                let key = entry.key
                if made[key] == nil { made[key] = position }
            }
            positions = made
            return made
        }
    }
}
