/// Edits a locale file (`locales/<locale>/<deck>.yml`) in place, the way a person would: a text
/// that does not change leaves the file byte for byte as it was; a changed text replaces only the
/// bytes of its scalar, in the scalar's own style when the text can be written in it (comments,
/// order, blank lines, quoting and block scalars elsewhere are untouched); a new key is inserted
/// after the nearest key before it (in the order the caller gives, the source locale's), in the
/// mapping it belongs to, at the file's indentation and with its line breaks, creating the
/// mappings it needs. The result is read back with the loader's own reader before it is
/// returned: if any text would read back differently, or any other key would change, appear or
/// vanish, there are no bytes but an `import.edit-mismatch` diagnostic.
///
/// A pure function of its input: no file is read or written (the caller writes the bytes, beside
/// the file and then renamed over it).
public struct LocaleFileEditor: Sendable {
    public enum Edit: Hashable, Sendable {
        /// A key's text: replaced when the key is in the file; otherwise inserted after the
        /// nearest key before it in `order` that the file has (or before the nearest after it),
        /// or at the end of its mapping when `order` does not name it.
        case set(String, String)
        /// A key's text, inserted after the key `after` when it is not in the file yet (nil:
        /// first in its mapping; a key the file does not have either: placed as `set` places
        /// it); replaced like `set` when it is.
        case insert(String, String, after: String?)

        public var key: String {
            switch self {
            case .set(let key, _), .insert(let key, _, _): key
            }
        }

        public var text: String {
            switch self {
            case .set(_, let text), .insert(_, let text, _): text
            }
        }
    }

    public struct Outcome: Sendable {
        /// The file's new bytes; nil when nothing changes, or when an error stops the edit
        /// (then nothing of the file may be written).
        public var bytes: [UInt8]?
        /// Errors, each at the line of the locale file it is about; empty when the edit is made.
        public var diagnostics: [Diagnostic]
        /// The keys whose text changes and the keys added, in the order of the edits.
        public var changedKeys: [String]
        public var insertedKeys: [String]

        public init(bytes: [UInt8]? = nil, diagnostics: [Diagnostic] = [], changedKeys: [String] = [], insertedKeys: [String] = []) {
            self.bytes = bytes
            self.diagnostics = diagnostics
            self.changedKeys = changedKeys
            self.insertedKeys = insertedKeys
        }
    }

    /// The file's project-relative path (for diagnostics and for the reader), its deck id (the
    /// first part of every key) and its locale.
    public var path: String
    public var deck: String
    public var locale: String

    public init(path: String, deck: String, locale: String) {
        self.path = path
        self.deck = deck
        self.locale = locale
    }

    /// `bytes` (UTF-8, with or without a byte-order mark, LF or CRLF line breaks) with `edits`
    /// made. `order` is the full keys in the order the file should have them (the source
    /// locale's): it places new keys. Later edits of a key with the same text are ignored; with
    /// another text they are an error.
    public func apply(_ edits: [Edit], to bytes: [UInt8], order: [String] = []) -> Outcome {
        let session = LocaleFileEditSession(editor: self, bytes: bytes, order: order)
        return session.run(edits)
    }
}
