/// Reads `locales/<locale>/<deck>.review.yml` into a `ReviewRecord`: keys flat (`intro.title`)
/// or nested as in the locale file, each with a state (`key: needs_review`) or a mapping of a
/// `state` and a `source` (`key: { state: new, source: "…" }`). A mapping whose keys are all
/// `state` or `source` is a line; any other mapping nests keys. What a line says is checked by
/// `ReviewRecordCheck`, which knows the deck's messages.
struct ReviewRecordReader {
    func read(_ document: YAMLDocument?, deck: String, locale: String, path: String, _ diagnostics: inout DiagnosticCollector) -> ReviewRecord {
        guard let document, let root = document.root else { return ReviewRecord(path: path) }
        guard case .mapping(let mapping) = root else {
            _ = YAMLValue(node: root, document: document).mapping("a review record", &diagnostics)
            return ReviewRecord(path: path)
        }
        var entries: [ReviewRecord.Entry] = []
        read(mapping, prefix: deck, depth: 1, document, into: &entries, &diagnostics)
        return ReviewRecord(path: path, entries: entries)
    }

    private static let lineKeys: Set<String> = ["state", "source"]

    private func read(_ mapping: YAMLNode.Mapping, prefix: String, depth: Int, _ document: YAMLDocument,
                      into entries: inout [ReviewRecord.Entry], _ diagnostics: inout DiagnosticCollector) {
        for entry in mapping.entries {
            guard case .scalar(let keyScalar) = entry.key else {
                diagnostics.emit(Rules.invalidValue, at: document.range(of: entry.key), "mapping keys must be text; write the key as a word")
                continue
            }
            let key = String.dotted(prefix, keyScalar.string)
            let keyRange = document.range(at: keyScalar.position)
            switch entry.value {
            case .scalar(let state):
                entries.append(.init(key: key, stateText: state.isNull ? "" : state.string, source: nil, keyRange: keyRange,
                                     stateRange: document.range(at: state.position)))
            case .mapping(let child) where Self.isLine(child):
                var line = ReviewRecord.Entry(key: key, stateText: nil, source: nil, keyRange: keyRange)
                for field in child.entries {
                    guard case .scalar(let name) = field.key else { continue }
                    guard case .scalar(let value) = field.value else {
                        let found = YAMLValue(node: field.value, document: document)
                        diagnostics.emit(Rules.invalidValue, at: found.range, "`\(key)`'s \(name.string) must be text, found \(found.kindName)")
                        continue
                    }
                    if name.string == "state" {
                        line.stateText = value.isNull ? "" : value.string
                        line.stateRange = document.range(at: value.position)
                    } else {
                        line.source = value.isNull ? "" : value.string
                    }
                }
                entries.append(line)
            case .mapping(let child) where depth < CatalogReader.maximumDepth:
                read(child, prefix: key, depth: depth + 1, document, into: &entries, &diagnostics)
            default:
                let found = YAMLValue(node: entry.value, document: document)
                diagnostics.emit(Rules.invalidValue, at: found.range, "`\(key)` must be a state (`new`, `needs_review`, `stale`) or `{ state: …, source: \"…\" }`, found \(found.kindName)")
            }
        }
    }

    /// `{ state: …, source: … }`: every key is one a line has.
    private static func isLine(_ mapping: YAMLNode.Mapping) -> Bool {
        !mapping.entries.isEmpty && mapping.entries.allSatisfy { entry in
            if case .scalar(let key) = entry.key { lineKeys.contains(key.string) } else { false }
        }
    }
}
