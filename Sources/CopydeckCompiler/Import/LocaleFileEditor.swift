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
        /// first in its mapping); replaced like `set` when it is.
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

/// One `apply`: the file, its layout, the edits placed on it, the diagnostics.
final class LocaleFileEditSession {
    /// A reason not to write the file: what, and where in it (a byte offset of `body`).
    struct Refusal: Error {
        var rule: RuleDescriptor
        var message: String
        var offset: Int?
        /// Where it is, when that is known before the file is (a byte that is not UTF-8).
        var range: SourceRange?
    }

    let editor: LocaleFileEditor
    let hasByteOrderMark: Bool
    /// The file without its byte-order mark: what the loader reads.
    let body: [UInt8]
    let order: [String]
    var orderIndex: [String: Int] = [:]

    var file = SourceFile(path: "", text: "")
    var catalog = LocaleCatalog(locale: "", path: "", exists: false)
    var readDiagnostics: [Diagnostic] = []
    var root: EditMapping?
    /// Every text by full key (the first, where one is written twice), new ones included.
    var leaves: [String: EditEntry] = [:]
    /// Every mapping by full key, new ones included.
    var mappings: [String: EditMapping] = [:]
    var indentStep = 2
    var lineBreak: [UInt8] = [.newline]

    var diagnostics = DiagnosticCollector()
    var replaced: [(entry: EditEntry, text: String)] = []
    var changedKeys: [String] = []
    var insertedKeys: [String] = []
    /// The text each edited or inserted key must read back as.
    var wanted: [String: String] = [:]

    init(editor: LocaleFileEditor, bytes: [UInt8], order: [String]) {
        self.editor = editor
        hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
        body = hasByteOrderMark ? Array(bytes.dropFirst(3)) : bytes
        self.order = order
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    func run(_ edits: [LocaleFileEditor.Edit]) -> LocaleFileEditor.Outcome {
        do throws(Refusal) {
            try read()
            let missing = try sort(edits)
            try insert(missing)
            guard !replaced.isEmpty || !insertedKeys.isEmpty else { return LocaleFileEditor.Outcome() }
            let written = try write()
            try verify(written)
            return LocaleFileEditor.Outcome(bytes: hasByteOrderMark ? Self.byteOrderMark + written : written,
                                            changedKeys: changedKeys, insertedKeys: insertedKeys)
        } catch {
            if let range = error.range {
                diagnostics.emit(error.rule, at: range, error.message)
            } else if let offset = error.offset {
                diagnostics.emit(error.rule, at: range(atByte: offset), error.message)
            } else {
                diagnostics.emit(error.rule, at: .wholeFile(editor.path), error.message)
            }
            return LocaleFileEditor.Outcome(diagnostics: diagnostics.diagnostics)
        }
    }

    // MARK: Reading

    /// Reads the file as the loader does, and as libyaml lays it out, and checks the two agree.
    private func read() throws(Refusal) {
        guard let text = String(validating: body, as: UTF8.self) else {
            let failure = UTF8Validation.firstFailure(in: body)
            let at = failure.map { SourceRange(file: editor.path, start: SourceLocation(line: $0.line, column: $0.column)) }
            throw Refusal(rule: Rules.localeEditUnsupported, message: "the file is not UTF-8 text; it is not edited", offset: nil, range: at)
        }
        if let offset = Self.unusualLineBreak(in: body) {
            throw Refusal(rule: Rules.localeEditUnsupported,
                message: "the file breaks a line with a lone CR, a NEL, or a line or paragraph separator; save it with LF or CRLF line breaks to import into it",
                offset: offset)
        }
        file = SourceFile(path: editor.path, text: text)
        var read = DiagnosticCollector()
        guard let document = YAMLDocument.parse(file, into: &read) else {
            diagnostics.append(contentsOf: read.diagnostics)
            throw Refusal(rule: Rules.localeEditUnsupported, message: "the file is not valid YAML (see the other diagnostics); it is not edited", offset: nil)
        }
        catalog = CatalogReader().read(document, deck: editor.deck, locale: editor.locale, path: editor.path, &read)
        readDiagnostics = read.diagnostics
        let layout = body.withUnsafeBufferPointer { LocaleFileLayout.read($0, deck: editor.deck) }
        switch layout {
        case .failure(let refusal):
            throw Refusal(rule: Rules.localeEditUnsupported, message: "\(refusal.reason); the file is not edited", offset: refusal.offset)
        case .success(let layout):
            root = layout.root
            try index(layout)
            indentStep = layout.nestedIndents.filter { $0.key > 0 }.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 2
        }
        if let newline = body.firstIndex(of: .newline), newline > 0, body[newline - 1] == .carriageReturn {
            lineBreak = [.carriageReturn, .newline]
        }
        for (position, key) in order.enumerated() where orderIndex[key] == nil { orderIndex[key] = position }
    }

    /// Indexes the layout's texts and mappings, checking that each text is the catalog's.
    private func index(_ layout: LocaleFileLayout) throws(Refusal) {
        leaves.reserveCapacity(layout.leaves.count)
        var position = 0
        let entries = catalog.entries
        for leaf in layout.leaves {
            let key = leaf.fullKey
            guard leaves[key] == nil else { continue }
            leaves[key] = leaf
            guard case .scalar(let span) = leaf.value, position < entries.count, entries[position].key == key,
                  Self.same(entries[position].text, span.catalogText) else {
                throw Refusal(rule: Rules.localeEditUnsupported,
                    message: "libyaml and Copydeck's reader read `\(key)` differently; the file is not edited",
                    offset: leaf.keyStart)
            }
            position += 1
        }
        guard position == entries.count else {
            throw Refusal(rule: Rules.localeEditUnsupported,
                message: "libyaml and Copydeck's reader find different keys in the file; it is not edited", offset: nil)
        }
        func add(_ mapping: EditMapping) {
            mappings[mapping.prefix] = mapping
            for entry in mapping.entries {
                if case .mapping(let child) = entry.value { add(child) }
            }
        }
        if let root { add(root) }
    }

    // MARK: Edits

    /// Records the replacements and returns the edits of keys the file lacks, in the order they
    /// are to be placed: `order`'s, then the edits'.
    private func sort(_ edits: [LocaleFileEditor.Edit]) throws(Refusal) -> [LocaleFileEditor.Edit] {
        var missing: [LocaleFileEditor.Edit] = []
        var problems: [Refusal] = []
        wanted.reserveCapacity(edits.count)
        for edit in edits {
            let key = edit.key, text = edit.text
            if let previous = wanted[key] {
                if !Self.same(previous, text) {
                    problems.append(Refusal(rule: Rules.localeEditUnsupported,
                        message: "`\(key)` is imported twice, with two different texts", offset: leaves[key]?.keyStart))
                }
                continue
            }
            wanted[key] = text
            guard Self.isWritable(key, deck: editor.deck) else {
                problems.append(Refusal(rule: Rules.localeEditUnsupported,
                    message: "`\(key)` is not a key of the deck `\(editor.deck)` (`\(editor.deck).<owner>.<field>`)", offset: nil))
                continue
            }
            if let leaf = leaves[key], case .scalar(let span) = leaf.value {
                guard !Self.same(span.catalogText, text) else { continue }
                if span.hasProperties, span.isBlock {
                    problems.append(Refusal(rule: Rules.localeEditUnsupported,
                        message: "`\(key)` is a block scalar with a tag or an anchor; remove it to import into it", offset: span.start))
                    continue
                }
                replaced.append((leaf, text))
                changedKeys.append(key)
            } else {
                missing.append(edit)
            }
        }
        if let first = problems.first {
            for problem in problems.dropFirst() {
                diagnostics.emit(problem.rule, at: problem.offset.map(range(atByte:)) ?? .wholeFile(editor.path), problem.message)
            }
            throw first
        }
        guard !orderIndex.isEmpty, missing.count > 1 else { return missing }
        // Stable: keys `order` does not name keep the edits' order, after the others.
        return missing.enumerated().sorted { lhs, rhs in
            let left = orderIndex[lhs.element.key] ?? Int.max, right = orderIndex[rhs.element.key] ?? Int.max
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// A key under the deck, with no empty part.
    static func isWritable(_ key: String, deck: String) -> Bool {
        guard isKey(key, under: deck) else { return false }
        return !key.utf8.split(separator: .dot, omittingEmptySubsequences: false).contains { $0.isEmpty }
    }

    // MARK: Helpers

    /// Texts are the same when their Unicode scalars are (not merely canonically equivalent:
    /// an import that changes only the normalization of a text is a change).
    static func same(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.count == rhs.utf8.count && lhs.utf8.elementsEqual(rhs.utf8)
    }

    /// True when `key` is `prefix.` followed by more.
    static func isKey(_ key: String, under prefix: String) -> Bool {
        let keyBytes = key.utf8, prefixBytes = prefix.utf8
        guard keyBytes.count > prefixBytes.count + 1, keyBytes.starts(with: prefixBytes) else { return false }
        return keyBytes[keyBytes.index(keyBytes.startIndex, offsetBy: prefixBytes.count)] == .dot
    }

    /// `key` after `prefix.`.
    static func remainder(of key: String, under prefix: String) -> Substring {
        let utf8 = key.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: prefix.utf8.count + 1)...])
    }

    /// The first lone CR, NEL, LS or PS: line breaks to libyaml that this editor does not write.
    static func unusualLineBreak(in bytes: [UInt8]) -> Int? {
        for index in bytes.indices {
            switch bytes[index] {
            case .carriageReturn where index + 1 == bytes.count || bytes[index + 1] != .newline:
                return index
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85:
                return index
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                return index
            default:
                continue
            }
        }
        return nil
    }

    func range(atByte offset: Int) -> SourceRange {
        guard let position = file.position(ofByte: min(offset, body.count)) else { return .wholeFile(editor.path) }
        return file.range(line: position.line, scalarColumn: position.column)
    }
}
