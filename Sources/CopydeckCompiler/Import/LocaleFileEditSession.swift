import Foundation

/// One `LocaleFileEditor.apply`: the file, the loader's catalog of it, its layout, the edits
/// placed on it, the diagnostics. The file is read by the loader's reader first; libyaml's layout
/// is read only when some text changes or some key is new (an import that changes nothing costs
/// one read).
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
    /// The loader's entries of the file, and what its reader found wrong with it.
    var entries: [LocaleCatalog.Entry] = []
    var readDiagnostics: [Diagnostic] = []
    /// Whether a key of the file has a dot in it (then a full key can be written twice).
    var hasDottedKeys = false

    var root: EditMapping?
    /// The layout's text of each of `entries`, by position.
    var leafAt: [EditEntry] = []
    /// Every text by full key, new ones included: made only when a key is inserted.
    var leaves: [String: EditEntry] = [:]
    var indentStep = 2
    var lineBreak: [UInt8] = [.newline]

    var diagnostics = DiagnosticCollector()
    /// The new text of each changed entry, by position in `entries` (empty when none changes).
    var newTexts: [String?] = []
    var changedKeys: [String] = []
    /// The edits of keys the file lacks, by key, and those keys in the order they are placed.
    var insertedTexts: [String: String] = [:]
    var insertedKeys: [String] = []
    var replaced: [(entry: EditEntry, text: String)] = []

    init(editor: LocaleFileEditor, bytes: [UInt8], order: [String]) {
        self.editor = editor
        hasByteOrderMark = bytes.starts(with: Self.byteOrderMark)
        body = hasByteOrderMark ? Array(bytes.dropFirst(3)) : bytes
        self.order = order
    }

    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    func run(_ edits: [LocaleFileEditor.Edit]) -> LocaleFileEditor.Outcome {
        do throws(Refusal) {
            try readCatalog()
            let missing = try classify(edits)
            guard !changedKeys.isEmpty || !missing.isEmpty else { return LocaleFileEditor.Outcome() }
            try readLayout()
            replaced.reserveCapacity(changedKeys.count)
            for (position, text) in newTexts.enumerated() {
                if let text { replaced.append((leafAt[position], text)) }
            }
            if !missing.isEmpty {
                indexLeaves()
                try insert(missing)
            }
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

    /// Reads the file as the loader does.
    func readCatalog() throws(Refusal) {
        guard let text = String(validating: body, as: UTF8.self) else {
            let failure = UTF8Validation.firstFailure(in: body)
            let at = failure.map { SourceRange(file: editor.path, start: SourceLocation(line: $0.line, column: $0.column)) }
            throw Refusal(rule: Rules.localeEditUnsupported, message: "the file is not UTF-8 text; it is not edited", offset: nil, range: at)
        }
        file = SourceFile(path: editor.path, text: text)
        if let offset = Self.unusualLineBreak(in: body) {
            throw Refusal(rule: Rules.localeEditUnsupported,
                message: "the file breaks a line with a lone CR, a NEL, or a line or paragraph separator; save it with LF or CRLF line breaks to import into it",
                offset: offset)
        }
        var read = DiagnosticCollector()
        guard let document = YAMLDocument.parse(file, into: &read) else {
            diagnostics.append(contentsOf: read.diagnostics)
            throw Refusal(rule: Rules.localeEditUnsupported, message: "the file is not valid YAML (see the other diagnostics); it is not edited", offset: nil)
        }
        let started = CatalogReader().start(document, locale: editor.locale, path: editor.path, &read)
        let part = CatalogReader().read(part: started.entries.indices, of: started, deck: editor.deck)
        hasDottedKeys = part.dotted
        entries = CatalogReader().finish(started.catalog, parts: [part], &read).entries
        readDiagnostics = read.diagnostics
    }

    /// Reads libyaml's layout of the file and checks it is the loader's: the same texts, in the
    /// same order, under the same keys.
    func readLayout() throws(Refusal) {
        let layout = body.withUnsafeBufferPointer { LocaleFileLayout.read($0, deck: editor.deck) }
        switch layout {
        case .failure(let refusal):
            throw Refusal(rule: Rules.localeEditUnsupported, message: "\(refusal.reason); the file is not edited", offset: refusal.offset)
        case .success(let layout):
            root = layout.root
            indentStep = layout.nestedIndents.filter { $0.key > 0 }.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 2
            leafAt.reserveCapacity(entries.count)
            // A full key can be written twice only when a key has a dot; the loader keeps the first.
            var seen = Set<String>()
            for leaf in layout.leaves {
                if hasDottedKeys, !seen.insert(leaf.fullKey).inserted { continue }
                let position = leafAt.count
                guard case .scalar(let span) = leaf.value, position < entries.count, entries[position].parent == leaf.container.prefix,
                      entries[position].name == leaf.keyText, Self.same(entries[position].text, span.catalogText) else {
                    throw Refusal(rule: Rules.localeEditUnsupported,
                        message: "libyaml and Copydeck's reader read `\(leaf.fullKey)` differently; the file is not edited", offset: leaf.keyStart)
                }
                leafAt.append(leaf)
            }
            guard leafAt.count == entries.count else {
                throw Refusal(rule: Rules.localeEditUnsupported,
                    message: "libyaml and Copydeck's reader find different keys in the file; it is not edited", offset: nil)
            }
        }
        if let newline = body.firstIndex(of: .newline), newline > 0, body[newline - 1] == .carriageReturn {
            lineBreak = [.carriageReturn, .newline]
        }
    }

    /// Every text of the file by full key, for placing new keys.
    private func indexLeaves() {
        leaves.reserveCapacity(leafAt.count + insertedTexts.count)
        for leaf in leafAt { leaves[leaf.fullKey] = leaf }
        orderIndex.reserveCapacity(order.count)
        for (position, key) in order.enumerated() where orderIndex[key] == nil { orderIndex[key] = position }
    }

    // MARK: Helpers

    /// Texts are the same when their Unicode scalars are (not merely canonically equivalent:
    /// an import that changes only the normalization of a text is a change).
    static func same(_ lhs: String, _ rhs: String) -> Bool {
        guard lhs.utf8.count == rhs.utf8.count else { return false }
        var lhs = lhs, rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress else { return left.count == right.count }
                return memcmp(leftBase, rightBase, left.count) == 0
            }
        }
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
        bytes.withUnsafeBufferPointer { bytes in
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
    }

    func range(atByte offset: Int) -> SourceRange {
        guard let position = file.position(ofByte: min(offset, body.count)) else { return .wholeFile(editor.path) }
        return file.range(line: position.line, scalarColumn: position.column)
    }
}
