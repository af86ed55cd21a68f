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
        // Iterative walk over a stack of (mapping, key prefix, depth); children are pushed in
        // reverse so they come off in the order they are written.
        var pending: [(YAMLMapping, String, Int)] = [(root, deck, 1)]
        catalog.entries.reserveCapacity(document.file.lines.count)
        while let (mapping, prefix, depth) = pending.popLast() {
            var nested: [(YAMLMapping, String, Int)] = []
            for entry in mapping.entries {
                let key = "\(prefix).\(entry.key.value)"
                if let text = entry.value.scalar {
                    let value = entry.value.isNull ? "" : text.value
                    catalog.entries[key] = LocaleCatalog.Entry(key: key, text: value, keyRange: entry.key.range, valueRange: text.range)
                    catalog.order.append(key)
                } else if depth >= Self.maximumDepth {
                    diagnostics.emit(Rules.invalidValue, at: entry.key.range,
                        "`\(key)` nests too deep: a locale file goes owner → field → variant, then text")
                } else if case .mapping = entry.value.node, let child = entry.value.mapping("`\(key)`", &diagnostics) {
                    nested.append((child, key, depth + 1))
                } else {
                    diagnostics.emit(Rules.invalidValue, at: entry.value.range,
                        "`\(key)` must be text or a mapping of fields, found \(entry.value.kindName)")
                }
            }
            pending.append(contentsOf: nested.reversed())
        }
        return catalog
    }
}
