/// Reads `locales/<locale>/<deck>.yml` into a `LocaleCatalog`, flattening nested mappings into
/// dotted keys under the deck id. It does not need the schema: keys that the content does not
/// declare are found later by the obsolete-message check.
///
/// A locale file holds most of a project's nodes, so this walks the composed nodes directly
/// rather than through `YAMLValue`. It reads in three steps, so the loader can share a large
/// file out across cores: `start` takes the file's top-level entries, `read(part:)` turns a
/// run of them into catalog entries (parsing each message), and `finish` puts the parts together
/// in file order. `read` does all three in turn.
struct CatalogReader {
    /// owner → field → variant: deeper nesting is a mistake.
    static let maximumDepth = 3

    /// A locale file whose top-level entries are still to be read.
    struct Started: Sendable {
        /// The catalog without its entries.
        var catalog: LocaleCatalog
        let document: YAMLDocument?
        /// The top-level entries (owners); none when the file is missing, empty or not a mapping.
        let entries: [YAMLNode.Mapping.Entry]
    }

    /// Some top-level entries read into catalog entries, in file order.
    struct Part: Sendable {
        var entries: [LocaleCatalog.Entry] = []
        /// Whether a key has a dot in it: then two entries may share a full key.
        var dotted = false
        var diagnostics = DiagnosticCollector()
    }

    func read(_ document: YAMLDocument?, deck: String, locale: String, path: String, _ diagnostics: inout DiagnosticCollector) -> LocaleCatalog {
        let started = start(document, locale: locale, path: path, &diagnostics)
        let part = read(part: started.entries.indices, of: started, deck: deck)
        return finish(started.catalog, parts: [part], &diagnostics)
    }

    func start(_ document: YAMLDocument?, locale: String, path: String, _ diagnostics: inout DiagnosticCollector) -> Started {
        let catalog = LocaleCatalog(locale: locale, path: path, exists: document != nil)
        guard let document, let rootNode = document.root else { return Started(catalog: catalog, document: document, entries: []) }
        guard case .mapping(let root) = rootNode else {
            _ = YAMLValue(node: rootNode, document: document).mapping("a locale file", &diagnostics)
            return Started(catalog: catalog, document: document, entries: [])
        }
        return Started(catalog: catalog, document: document, entries: root.entries)
    }

    /// The top-level entries at `positions`, read under the deck id.
    func read(part positions: Range<Int>, of started: Started, deck: String) -> Part {
        var part = Part()
        guard let document = started.document, !positions.isEmpty else { return part }
        // About as many entries as the part has lines.
        part.entries.reserveCapacity(document.file.lineCount * positions.count / started.entries.count)
        read(started.entries[positions], prefix: deck, depth: 1, document, into: &part)
        return part
    }

    /// `catalog` (a started one) with the parts, which together are every top-level entry, in
    /// file order.
    func finish(_ catalog: LocaleCatalog, parts: [Part], _ diagnostics: inout DiagnosticCollector) -> LocaleCatalog {
        var catalog = catalog
        for part in parts { diagnostics.append(contentsOf: part.diagnostics.diagnostics) }
        let found = parts.count == 1 ? parts[0].entries : parts.flatMap(\.entries)
        // YAML allows no key twice in a mapping, so two entries can share a full key only when a
        // key has a dot in it (`intro.title: …` beside `intro: {title: …}`).
        guard parts.contains(where: \.dotted) else {
            catalog.append(unique: found)
            return catalog
        }
        for entry in found where !catalog.add(entry) {
            guard let first = catalog[entry.key] else { continue }
            diagnostics.emit(Rules.duplicateKey, at: entry.keyRange,
                "`\(entry.key)` is written twice in this file, and the first text is kept; remove one",
                notes: [.init("first written here", at: first.keyRange)])
        }
        return catalog
    }

    /// The longest message text read without complaint: far beyond any screen's copy, so a
    /// message this long is a mistake (a pasted document, a generated value).
    static let maximumMessageBytes = 16 * 1024

    /// The entries of one mapping, in file order; nesting is at most `maximumDepth` deep, so the
    /// recursion is too. Nodes are read where they are in the tree, not copied out.
    private func read(_ entries: ArraySlice<YAMLNode.Mapping.Entry>, prefix: String, depth: Int, _ document: YAMLDocument,
                      into part: inout Part) {
        for index in entries.indices {
            guard case .scalar(let keyScalar) = entries[index].key else {
                part.diagnostics.emit(Rules.invalidValue, at: document.range(of: entries[index].key), "mapping keys must be text; write the key as a word")
                continue
            }
            let keyRange = document.range(at: keyScalar.position)
            // The full key is made for an owner or a field with variants, whose entries share it,
            // and for a diagnostic; an entry keeps its parent's and its own name.
            func key() -> String { .dotted(prefix, keyScalar.string) }
            if !part.dotted, Self.hasDot(keyScalar.string) { part.dotted = true }
            switch entries[index].value {
            case .scalar(let text):
                if text.string.utf8.count > Self.maximumMessageBytes {
                    part.diagnostics.emit(Rules.fileLimit, at: document.range(at: text.position),
                        "`\(key())` is \(text.string.utf8.count) bytes long; a message is at most \(Self.maximumMessageBytes) bytes (about 5,000 Korean or Japanese characters): split it into fields")
                }
                part.entries.append(LocaleCatalog.Entry(parent: prefix, name: keyScalar.string, text: text.isNull ? "" : text.string,
                                                        path: document.file.path, keyAt: keyRange.start,
                                                        valueAt: document.range(at: text.position).start))
            case .mapping where depth >= Self.maximumDepth:
                part.diagnostics.emit(Rules.invalidValue, at: keyRange,
                    "`\(key())` nests too deep (a locale file goes owner → field → variant, then text); move the text up a level")
            case .mapping(let child):
                read(child.entries[...], prefix: key(), depth: depth + 1, document, into: &part)
            default:
                let found = YAMLValue(node: entries[index].value, document: document)
                part.diagnostics.emit(Rules.invalidValue, at: found.range, "`\(key())` must be text or a mapping of fields, found \(found.kindName); write the text, or its fields below it")
            }
        }
    }

    private static func hasDot(_ key: String) -> Bool {
        var key = key
        return key.withUTF8 { bytes in
            for byte in bytes where byte == UInt8(ascii: ".") { return true }
            return false
        }
    }
}
