/// Reads XLIFF's structure from parser events: `<xliff>` → `<file>` → `<body>` → (`<group>`…)
/// → `<trans-unit>` → `<source>`, `<target>`, `<note>`. Only what Copydeck needs is kept (no tree), and
/// what cannot be read is reported where it is met. A key with a unit that cannot be read
/// (markup in its target, an unknown variation path) is poisoned: none of its units is
/// imported, so a plural is never assembled from some of its forms only.
final class XLIFFStreamReader: XMLStreamHandler {
    var context: XLIFFReadContext
    private(set) var files: [XLIFFDocument.File] = []

    private struct FileState {
        var original: String?
        var sourceLanguage: String?
        /// nil: the file has no target language (reported); its units are not read.
        var targetLanguage: String?
        var units: [XLIFFReadUnit] = []
        var poisoned = Set<String>()
    }

    private struct UnitState {
        var id: String?
        var line: Int
        var depth: Int
        var source: String?
        var target: String?
        var targetLine: Int?
        var targetCount = 0
        var state: String?
        var markup: String?
        /// The `<note>`s' plain texts, in order.
        var notes: [String] = []
    }

    private struct Capture {
        enum Kind { case source, target, note }
        var kind: Kind
        var depth: Int
        var bytes: [UInt8] = []
        /// The first element met inside: the text is not plain.
        var markup: String?
    }

    private var depth = 0
    /// Set when the root is not XLIFF 1.x: nothing more is read.
    private var ignoring = false
    private var file: FileState?
    private var bodyDepth: Int?
    private var unit: UnitState?
    private var capture: Capture?

    init(context: XLIFFReadContext) { self.context = context }

    func startElement(name: String, namespace: String?, attributes: [(name: String, value: String)], line: Int) {
        depth += 1
        guard !ignoring else { return }
        func attribute(_ wanted: String) -> String? { attributes.first { $0.name == wanted }?.value }
        let isXLIFF = namespace == nil || namespace == XLIFFWriter.namespace
        if depth == 1 {
            if name != "xliff" || !isXLIFF {
                ignoring = true
                context.report(Rules.importUnsupported, line: line, tag: name,
                               "the root element is `<\(name)>`\(namespace.map { " in `\($0)`" } ?? ""), not XLIFF 1.2's `<xliff>`: nothing is imported")
            } else if let version = attribute("version"), !version.hasPrefix("1.") {
                ignoring = true
                context.report(Rules.importUnsupported, line: line, tag: "xliff",
                               "XLIFF version \(version): Copydeck reads XLIFF 1.2 (Xcode's), nothing is imported")
            }
            return
        }
        if capture != nil {
            if capture?.markup == nil { capture?.markup = name }
            return
        }
        guard isXLIFF else { return }
        if depth == 2, name == "file" {
            let language = attribute("target-language").flatMap { $0.isEmpty ? nil : $0 }
            file = FileState(original: attribute("original"), sourceLanguage: attribute("source-language"), targetLanguage: language)
            if language == nil {
                context.report(Rules.importUnsupported, line: line, tag: "file",
                               "`<file\(attribute("original").map { " original=\"\($0)\"" } ?? "")>` has no `target-language`: its units are not imported")
            }
        } else if depth == 3, name == "body", file?.targetLanguage != nil {
            bodyDepth = depth
        } else if let bodyDepth, depth > bodyDepth, unit == nil {
            switch name {
            case "trans-unit": unit = UnitState(id: attribute("id"), line: line, depth: depth)
            case "bin-unit":
                context.report(Rules.importUnsupported, line: line, tag: "bin-unit", "a `<bin-unit>` (binary content) is not imported")
            default: break // `<group>`s nest; their units are read all the same.
            }
        } else if let current = unit, depth == current.depth + 1 {
            if name == "source", current.source == nil {
                capture = Capture(kind: .source, depth: depth)
            } else if name == "note" {
                capture = Capture(kind: .note, depth: depth)
            } else if name == "target" {
                unit?.targetCount += 1
                if current.targetCount == 0 {
                    unit?.targetLine = line
                    unit?.state = attribute("state")
                    capture = Capture(kind: .target, depth: depth)
                } else if current.targetCount == 1 {
                    context.report(Rules.importUnsupported, line: line, tag: "target",
                                   "`\(current.id ?? "")` has more than one `<target>`: only the first is imported")
                }
            }
        }
    }

    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard capture != nil, capture?.depth == depth else { return }
        capture?.bytes.append(contentsOf: bytes)
    }

    func endElement() {
        defer { depth -= 1 }
        guard !ignoring else { return }
        if let finished = capture, finished.depth == depth {
            capture = nil
            let text = finished.markup == nil ? String(decoding: finished.bytes, as: UTF8.self) : nil
            switch finished.kind {
            case .target:
                unit?.target = text
                unit?.markup = finished.markup
            case .source:
                unit?.source = text
            case .note:
                // A note with markup says nothing Copydeck can keep as text; one without is kept.
                if let text, !text.isEmpty { unit?.notes.append(text) }
            }
            return
        }
        if let finished = unit, finished.depth == depth {
            unit = nil
            finishUnit(finished)
            return
        }
        if depth == bodyDepth { bodyDepth = nil }
        if depth == 2, let finished = file {
            file = nil
            guard let locale = finished.targetLanguage else { return }
            var strings = XLIFFAssembly(locale: locale, sourceLanguage: finished.sourceLanguage)
                .strings(from: finished.units, skipping: finished.poisoned, &context)
            if let original = finished.original {
                for index in strings.indices { strings[index].original = original }
            }
            var table: String?
            if let original = finished.original {
                let name = original.split(separator: "/").last.map(String.init) ?? original
                let stem = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
                table = stem.isEmpty ? name : stem
            }
            files.append(XLIFFDocument.File(original: finished.original, table: table, sourceLanguage: finished.sourceLanguage,
                                            targetLanguage: locale, strings: strings))
        }
    }

    private func finishUnit(_ finished: UnitState) {
        guard let idText = finished.id else {
            context.report(Rules.importUnsupported, line: finished.line, tag: "trans-unit", "a `<trans-unit>` without `id` is not imported")
            return
        }
        let id = XLIFFUnitID(parsing: idText)
        if case .unsupported(let key, let path) = id {
            file?.poisoned.insert(key)
            context.report(Rules.importUnsupported, line: finished.line, tag: "trans-unit",
                           "`\(idText)`: the variation `\(path)` is not one Copydeck's tables hold (plurals, substitution plurals and device variations are), so `\(key)` is not imported; translate it without width variations")
            return
        }
        var read = XLIFFReadUnit(id: id, line: finished.line, source: finished.source, target: nil,
                                 targetLine: finished.targetLine ?? finished.line, state: nil,
                                 note: XLIFFReadUnit.note(finished.notes))
        if finished.targetCount > 0 {
            if let markup = finished.markup {
                file?.poisoned.insert(id.key)
                context.report(Rules.importUnsupported, line: read.targetLine, tag: "target",
                               "the target of `\(idText)` holds inline markup (`<\(markup)>`): Copydeck imports plain text only, so `\(id.key)` is not imported; remove the markup from the target")
                return
            }
            read.target = finished.target ?? ""
            if let value = finished.state {
                read.state = XLIFFState.state(forAttribute: value)
                if read.state == nil {
                    context.report(Rules.importUnsupported, line: read.targetLine, tag: "target",
                                   "the state `\(value)` of `\(idText)` is not an XLIFF 1.2 state Copydeck knows: the text is imported without a state")
                }
            }
        }
        file?.units.append(read)
    }
}
