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
        catalog.reserveCapacity(document.file.lineCount)
        read(root.entries, prefix: deck, depth: 1, document, into: &catalog, &diagnostics)
        return catalog
    }

    /// The entries of one mapping, in file order; nesting is at most `maximumDepth` deep, so the
    /// recursion is too. Nodes are read where they are in the tree, not copied out.
    private func read(_ entries: [YAMLNode.Mapping.Entry], prefix: String, depth: Int, _ document: YAMLDocument,
                      into catalog: inout LocaleCatalog, _ diagnostics: inout DiagnosticCollector) {
        for index in entries.indices {
            guard case .scalar(let keyScalar) = entries[index].key else {
                diagnostics.emit(Rules.invalidValue, at: document.range(of: entries[index].key), "mapping keys must be text")
                continue
            }
            let keyRange = document.range(at: keyScalar.position)
            let key = String.dotted(prefix, keyScalar.string)
            switch entries[index].value {
            case .scalar(let text):
                let added = catalog.add(LocaleCatalog.Entry(key: key, text: text.isNull ? "" : text.string, path: document.file.path,
                                                            keyAt: keyRange.start, valueAt: document.range(at: text.position).start))
                if !added, let first = catalog[key] {
                    diagnostics.emit(Rules.duplicateKey, at: keyRange,
                        "`\(key)` is written twice in this file; the first text is kept",
                        notes: [.init("first written here", at: first.keyRange)])
                }
            case .mapping where depth >= Self.maximumDepth:
                diagnostics.emit(Rules.invalidValue, at: keyRange,
                    "`\(key)` nests too deep: a locale file goes owner → field → variant, then text")
            case .mapping(let child):
                read(child.entries, prefix: key, depth: depth + 1, document, into: &catalog, &diagnostics)
            default:
                let found = YAMLValue(node: entries[index].value, document: document)
                diagnostics.emit(Rules.invalidValue, at: found.range, "`\(key)` must be text or a mapping of fields, found \(found.kindName)")
            }
        }
    }
}
