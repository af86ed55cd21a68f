/// Reads `locales/<locale>/<deck>.yml` into a `LocaleCatalog`, flattening nested mappings into
/// dotted keys under the deck id. It does not need the schema: keys that the content does not
/// declare are found later by the obsolete-message check.
///
/// A locale file holds most of a project's nodes, so this walks the composed nodes directly
/// rather than through `YAMLValue`.
struct CatalogReader {
    /// owner → field → variant: deeper nesting is a mistake.
    static let maximumDepth = 3

    func read(_ document: YAMLDocument?, deck: String, locale: String, path: String, _ diagnostics: inout DiagnosticCollector) -> LocaleCatalog {
        var catalog = LocaleCatalog(locale: locale, path: path, exists: document != nil)
        guard let document, let rootNode = document.root else { return catalog }
        guard case .mapping(let root) = rootNode else {
            _ = YAMLValue(node: rootNode, document: document).mapping("a locale file", &diagnostics)
            return catalog
        }
        var found: [LocaleCatalog.Entry] = []
        found.reserveCapacity(document.file.lineCount)
        var dotted = false
        read(root.entries, prefix: deck, depth: 1, document, into: &found, dotted: &dotted, &diagnostics)
        // YAML allows no key twice in a mapping, so two entries can share a full key only when a
        // key has a dot in it (`intro.title: …` beside `intro: {title: …}`).
        guard dotted else {
            catalog.append(unique: found)
            return catalog
        }
        for entry in found where !catalog.add(entry) {
            guard let first = catalog[entry.key] else { continue }
            diagnostics.emit(Rules.duplicateKey, at: entry.keyRange,
                "`\(entry.key)` is written twice in this file; the first text is kept",
                notes: [.init("first written here", at: first.keyRange)])
        }
        return catalog
    }

    /// The entries of one mapping, in file order; nesting is at most `maximumDepth` deep, so the
    /// recursion is too. Nodes are read where they are in the tree, not copied out.
    private func read(_ entries: [YAMLNode.Mapping.Entry], prefix: String, depth: Int, _ document: YAMLDocument,
                      into found: inout [LocaleCatalog.Entry], dotted: inout Bool, _ diagnostics: inout DiagnosticCollector) {
        for index in entries.indices {
            guard case .scalar(let keyScalar) = entries[index].key else {
                diagnostics.emit(Rules.invalidValue, at: document.range(of: entries[index].key), "mapping keys must be text")
                continue
            }
            let keyRange = document.range(at: keyScalar.position)
            let key = String.dotted(prefix, keyScalar.string)
            if !dotted, Self.hasDot(keyScalar.string) { dotted = true }
            switch entries[index].value {
            case .scalar(let text):
                found.append(LocaleCatalog.Entry(key: key, text: text.isNull ? "" : text.string, path: document.file.path,
                                                 keyAt: keyRange.start, valueAt: document.range(at: text.position).start))
            case .mapping where depth >= Self.maximumDepth:
                diagnostics.emit(Rules.invalidValue, at: keyRange,
                    "`\(key)` nests too deep: a locale file goes owner → field → variant, then text")
            case .mapping(let child):
                read(child.entries, prefix: key, depth: depth + 1, document, into: &found, dotted: &dotted, &diagnostics)
            default:
                let found = YAMLValue(node: entries[index].value, document: document)
                diagnostics.emit(Rules.invalidValue, at: found.range, "`\(key)` must be text or a mapping of fields, found \(found.kindName)")
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
