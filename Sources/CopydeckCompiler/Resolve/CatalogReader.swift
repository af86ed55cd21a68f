/// Reads `locales/<locale>/<deck>.yml` into a `LocaleCatalog`, flattening nested mappings into
/// dotted keys under the deck id. It does not need the schema: keys that the content does not
/// declare are found later by the obsolete-message check.
struct CatalogReader {
    /// owner → field → variant: deeper nesting is a mistake.
    static let maximumDepth = 3

    func read(_ document: YAMLDocument?, deck: String, locale: String, path: String, _ diagnostics: inout DiagnosticCollector) -> LocaleCatalog {
        var catalog = LocaleCatalog(locale: locale, path: path, exists: document != nil)
        guard let document, let rootNode = document.root else { return catalog }
        guard let root = YAMLValue(node: rootNode, document: document).mapping("a locale file", &diagnostics) else { return catalog }
        // Iterative depth-first walk in file order: (mapping, key prefix, depth, next entry).
        var stack: [(mapping: YAMLMapping, prefix: String, depth: Int, next: Int)] = [(root, deck, 1, 0)]
        catalog.reserveCapacity(document.file.lines.count)
        while let top = stack.last {
            guard top.next < top.mapping.entries.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let entry = top.mapping.entries[top.next]
            let key = "\(top.prefix).\(entry.key.value)"
            if let text = entry.value.scalar {
                let value = entry.value.isNull ? "" : text.value
                let added = catalog.add(LocaleCatalog.Entry(key: key, text: value, keyRange: entry.key.range, valueRange: text.range))
                if !added, let first = catalog[key] {
                    diagnostics.emit(Rules.duplicateKey, at: entry.key.range,
                        "`\(key)` is written twice in this file; the first text is kept",
                        notes: [.init("first written here", at: first.keyRange)])
                }
            } else if top.depth >= Self.maximumDepth {
                diagnostics.emit(Rules.invalidValue, at: entry.key.range,
                    "`\(key)` nests too deep: a locale file goes owner → field → variant, then text")
            } else if case .mapping = entry.value.node, let child = entry.value.mapping("`\(key)`", &diagnostics) {
                stack.append((child, key, top.depth + 1, 0))
            } else {
                diagnostics.emit(Rules.invalidValue, at: entry.value.range,
                    "`\(key)` must be text or a mapping of fields, found \(entry.value.kindName)")
            }
        }
        return catalog
    }
}
