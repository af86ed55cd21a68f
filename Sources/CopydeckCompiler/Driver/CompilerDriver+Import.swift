import Foundation

extension CompilerDriver {
    /// Reads `inputs`, decides what they change in `locales/`, and (unless `check`) writes every
    /// changed locale file and review record at once — or none, when any finding is an error. A text that equals
    /// the locale file's leaves that file byte for byte as it is.
    /// `locales`: import only the strings of these locales (nil: every locale); the others are
    /// counted in `leftOut`. Findings take the severities of copydeck.yml's `rules:`.
    public func importTables(_ inputs: [ImportInput], check: Bool = false, locales: Set<String>? = nil) throws(CopydeckError) -> ImportResult {
        try importTables(inputs, into: try lint(tables: true), check: check, locales: locales)
    }

    /// The review records the imported states change, in the decks' and locales' order.
    static func reviewRecords(_ reviews: [ImportPlan.ReviewChange], of decks: [Deck]) -> [(path: String, data: Data)] {
        let groups = Dictionary(grouping: reviews) { "\($0.deck)\u{0}\($0.locale)" }
        var files: [(path: String, data: Data)] = []
        for deck in decks {
            for locale in deck.locales {
                guard let changes = groups["\(deck.id)\u{0}\(locale)"] else { continue }
                let path = deck.catalogs[locale]?.path ?? ProjectLayout.localeFile(deck: deck.id, locale: locale)
                let record = deck.catalogs[locale]?.review
                let lines = Dictionary(changes.map { ($0.key, Optional(ReviewRecordWriter.line(record, $0.key, state: $0.state, source: $0.source))) },
                                       uniquingKeysWith: { _, last in last })
                if let file = ReviewRecordWriter.file(record, deck: deck.id, localeFile: path, after: lines) { files.append(file) }
            }
        }
        return files
    }

    /// Android resource name → message key, for every key the Android resources hold.
    static func androidKeys(_ tables: [DeckTables]) -> [String: String] {
        var keys: [String: String] = [:]
        for table in tables {
            for entry in table.localizable.entries {
                if let name = AndroidResourceName.name(forKey: entry.key), keys[name] == nil { keys[name] = entry.key }
            }
        }
        return keys
    }

    /// The import against a lint of the project made already.
    public func importTables(_ inputs: [ImportInput], into lint: LintResult, check: Bool = false, locales: Set<String>? = nil) throws(CopydeckError) -> ImportResult {
        if let locales {
            let known = Set(lint.project.decks.flatMap(\.locales))
            if let unknown = locales.sorted().first(where: { !known.contains($0) }) {
                throw .usage("--locale \(unknown): no deck has that locale (they have \(known.sorted().joined(separator: ", ")))")
            }
        }
        var diagnostics: [Diagnostic] = []
        var strings: [ImportedString] = []
        var leftOut: [String: Int] = [:]
        var sources = lint.project.files
        let developmentLocale = lint.project.config.sourceLocale?.value ?? lint.project.decks.first?.sourceLocale ?? ""
        // Each file read on a core of its own; their strings and findings in the inputs' order.
        let reads = Parallel.map(inputs.count) { index in
            (inputs[index].read(developmentLocale: developmentLocale),
             String(data: inputs[index].data, encoding: .utf8).map { SourceFile(path: inputs[index].path, text: $0) })
        }
        let androidKeys = inputs.contains { $0.format == .android } ? Self.androidKeys(lint.tables) : [:]
        for (input, (read, source)) in zip(inputs, reads) {
            diagnostics += read.diagnostics
            var read = read
            if input.format == .android {
                // An Android resource name stands for the message key the Android writer named so.
                for index in read.strings.indices { read.strings[index].key = androidKeys[read.strings[index].key] ?? read.strings[index].key }
            }
            if let locales {
                for string in read.strings {
                    if locales.contains(string.locale) { strings.append(string) } else { leftOut[string.locale, default: 0] += 1 }
                }
            } else {
                strings += read.strings
            }
            if let source { sources[input.path] = source }
        }
        // A file inside a folder named after a deck (`build/<deck>/apple/…`) belongs to it.
        let deckIDs = Set(lint.project.decks.map(\.id))
        var hints: [String: String] = [:]
        for input in inputs {
            let folders = URL(fileURLWithPath: input.path).deletingLastPathComponent().pathComponents.filter(deckIDs.contains)
            if let deck = folders.last { hints[input.path] = deck }
        }
        let tables = Dictionary(inputs.map { ($0.path, $0.tableName) }, uniquingKeysWith: { first, _ in first })
        let plan = TableImporter(lint: lint).plan(strings, deckHints: hints, tableHints: tables)
        diagnostics += plan.diagnostics

        var files: [(path: String, data: Data)] = []
        let groups = Dictionary(grouping: plan.changes) { "\($0.deck)\u{0}\($0.locale)" }
        // Each locale file to edit, edited on whichever core is free; in the decks' and locales' order.
        let edits = lint.project.decks.flatMap { deck in
            deck.locales.compactMap { locale in groups["\(deck.id)\u{0}\(locale)"].map { (deck, locale, $0) } }
        }
        let directory = directory
        let outcomes = Parallel.map(edits.count) { index -> Result<(path: String, outcome: LocaleFileEditor.Outcome), CopydeckError> in
            let (deck, locale, changes) = edits[index]
            // New keys go where the source locale's file has them (else in declaration order).
            let sourceOrder = deck.catalogs[deck.sourceLocale]?.entries.map(\.key) ?? []
            let listed = Set(sourceOrder)
            let order = sourceOrder + deck.declaredMessages.map(\.key).filter { !listed.contains($0) }
            let path = deck.catalogs[locale]?.path ?? ProjectLayout.localeFile(deck: deck.id, locale: locale)
            let bytes: [UInt8]
            if deck.catalogs[locale]?.exists == true {
                do throws(FileProblem) {
                    bytes = Array(try directory.contents(path))
                } catch {
                    return .failure(.unreadable(path: path, reason: error.description))
                }
            } else {
                bytes = []
            }
            return .success((path, LocaleFileEditor(path: path, deck: deck.id, locale: locale)
                .apply(changes.map { .set($0.key, $0.newText) }, to: bytes, order: order)))
        }
        for result in outcomes {
            let (path, outcome) = try result.get()
            diagnostics += outcome.diagnostics
            if let new = outcome.bytes { files.append((path, Data(new))) }
        }
        files += Self.reviewRecords(plan.reviews, of: lint.project.decks)
        var unknownRules = DiagnosticCollector()
        diagnostics = SeverityPolicy(config: lint.project.config, &unknownRules).apply(to: diagnostics)
        let failed = diagnostics.contains { $0.severity == .error }
        let written = try LocaleFilesTransaction.finish(files, in: directory, check: check, failed: failed)
        return ImportResult(plan: plan, diagnostics: diagnostics.sorted(), files: files.map(\.path),
                            written: written, sources: sources, leftOut: leftOut)
    }
}
