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
        // Iterative depth-first walk in file order: (mapping, key prefix, depth, next entry).
        var stack: [(mapping: YAMLNode.Mapping, prefix: String, depth: Int, next: Int)] = [(root, deck, 1, 0)]
        catalog.reserveCapacity(document.file.lineCount)
        while let top = stack.last {
            guard top.next < top.mapping.entries.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let keyNode = top.mapping.entries[top.next].key, value = top.mapping.entries[top.next].value
            let keyRange = document.range(of: keyNode)
            guard case .scalar(let keyScalar) = keyNode else {
                diagnostics.emit(Rules.invalidValue, at: keyRange, "mapping keys must be text")
                continue
            }
            let key = String.dotted(top.prefix, keyScalar.string)
            switch value {
            case .scalar(let text):
                let added = catalog.add(LocaleCatalog.Entry(key: key, text: text.isNull ? "" : text.string, path: document.file.path,
                                                            keyAt: keyRange.start, valueAt: document.range(at: text.position).start))
                if !added, let first = catalog[key] {
                    diagnostics.emit(Rules.duplicateKey, at: keyRange,
                        "`\(key)` is written twice in this file; the first text is kept",
                        notes: [.init("first written here", at: first.keyRange)])
                }
            case .mapping where top.depth >= Self.maximumDepth:
                diagnostics.emit(Rules.invalidValue, at: keyRange,
                    "`\(key)` nests too deep: a locale file goes owner → field → variant, then text")
            case .mapping(let child):
                stack.append((child, key, top.depth + 1, 0))
            default:
                let found = YAMLValue(node: value, document: document)
                diagnostics.emit(Rules.invalidValue, at: found.range, "`\(key)` must be text or a mapping of fields, found \(found.kindName)")
            }
        }
        return catalog
    }
}
