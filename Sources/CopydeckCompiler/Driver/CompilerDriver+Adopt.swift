import Foundation

extension Baseline {
    /// The baseline a project uses without `--baseline`: `copydeck-baseline.json` beside
    /// `copydeck.yml`, where `copydeck adopt` records the findings in the text it brought in.
    public static let projectFileName = "copydeck-baseline.json"
}

extension CompilerDriver {
    /// Brings an app's tables into deck `deckID` (nil: the project's only deck), creating and
    /// declaring the deck when it does not exist; `keys`: only the keys this glob matches. Every
    /// file is written at once, or none when a finding about the project is an error (a locale
    /// file adopt cannot edit, `copydeck.yml` it cannot add the deck to); with `check`, none. Findings
    /// the adopted text brings (a Korean particle after a placeholder, an empty string) go to the
    /// project's baseline, so only new defects fail the next build.
    ///
    /// A string that cannot be held exactly (or a file a reader cannot read) is left out and
    /// named (`AdoptResult.leftOut`), and the rest is adopted; `allOrNothing`: nothing is written
    /// when anything is left out.
    public func adopt(
        _ inputs: [ImportInput], deck deckID: String?, keys: String? = nil, check: Bool = false, allOrNothing: Bool = false
    ) throws(CopydeckError) -> AdoptResult {
        let lint = try lint(tables: true)
        let project = lint.project
        let id: String
        if let deckID {
            id = deckID
        } else if project.decks.count == 1, let only = project.decks.first {
            id = only.id
        } else {
            throw .usage("name the deck to adopt into with --deck (the project has \(project.decks.map(\.id).joined(separator: ", ")))")
        }
        guard IdentifierSyntax.isValid(id) else {
            throw .usage("--deck \(id): a deck id is lower_snake_case (`[a-z][a-z0-9_]*`), as its folder in content/ is named")
        }
        let index = project.decks.firstIndex { $0.id == id }
        let deck = index.map { project.decks[$0] }
        let sourceLocale = deck?.sourceLocale ?? project.config.sourceLocale?.value ?? project.config.locales.first?.value ?? "en"
        let locales = deck?.locales ?? ([sourceLocale] + project.config.locales.map(\.value).filter { $0 != sourceLocale })

        var sources = project.files
        let reads = Parallel.map(inputs.count) { inputs[$0].adoptable(developmentLocale: sourceLocale) }
        var diagnostics: [Diagnostic] = []
        var leftOut: [Diagnostic] = []
        var strings: [AdoptableString] = []
        var refused: [AdoptableKey] = []
        for (input, read) in zip(inputs, reads) {
            for diagnostic in read.diagnostics {
                if Self.leavesOut(diagnostic) { leftOut.append(diagnostic) } else { diagnostics.append(diagnostic) }
            }
            strings += read.strings
            refused += read.refused
            if let text = String(data: input.data, encoding: .utf8) { sources[input.path] = SourceFile(path: input.path, text: text) }
        }
        let adopter = Adopter(deck: deck, deckID: id, sourceLocale: sourceLocale, locales: locales,
                              tables: index.map { lint.tables[$0] }, keys: keys.map(KeyPattern.init))
        let plan = adopter.plan(strings, refused: refused)
        diagnostics += plan.diagnostics
        leftOut += plan.leftOut

        var files: [(path: String, data: Data)] = []
        let writer = AdoptFiles(plan: plan, deck: deck)
        if plan.messages.contains(where: { !$0.declared }) { files.append((writer.contentPath, writer.content())) }
        // Each locale's record and file on whichever core is free, gathered in the locales' order.
        let directory = self.directory
        let perLocale = Parallel.map(locales.count) { index -> Result<(files: [(path: String, data: Data)], diagnostics: [Diagnostic]), CopydeckError> in
            let locale = locales[index]
            let path = deck?.catalogs[locale]?.path ?? ProjectLayout.localeFile(deck: id, locale: locale)
            var files: [(path: String, data: Data)] = []
            if let review = writer.review(locale, path: path) { files.append(review) }
            guard let deck, deck.catalogs[locale]?.exists == true else {
                if let data = writer.newLocaleFile(locale) { files.append((path, data)) }
                return .success((files, []))
            }
            let bytes: [UInt8]
            do throws(FileProblem) {
                bytes = Array(try directory.contents(path))
            } catch {
                return .failure(.unreadable(path: path, reason: error.description))
            }
            let order = deck.catalogs[deck.sourceLocale]?.entries.map(\.key) ?? []
            let outcome = LocaleFileEditor(path: path, deck: id, locale: locale).apply(writer.edits(locale), to: bytes, order: order)
            if let new = outcome.bytes { files.append((path, Data(new))) }
            return .success((files, outcome.diagnostics))
        }
        for made in perLocale {
            switch made {
            case .success(let made):
                files += made.files
                diagnostics += made.diagnostics
            case .failure(let error):
                throw error
            }
        }
        // A new deck nothing came into is not made: declared with no folder, it would not load.
        if plan.createsDeck, plan.messages.isEmpty { files.removeAll() }
        if plan.createsDeck, !plan.messages.isEmpty {
            let config: String
            do throws(FileProblem) {
                config = String(decoding: try directory.contents(ProjectConfig.fileName), as: UTF8.self)
            } catch {
                throw .unreadable(path: ProjectConfig.fileName, reason: error.description)
            }
            guard let declared = AdoptFiles.declaring(id, in: config) else {
                throw .usage("copydeck.yml's `decks:` is not a block mapping adopt can add `\(id)` to; add `\(id): {}` under `decks:` by hand, then adopt again")
            }
            files.append((ProjectConfig.fileName, Data(declared.utf8)))
        }

        var unknownRules = DiagnosticCollector()
        let policy = SeverityPolicy(config: project.config, &unknownRules)
        diagnostics = policy.apply(to: diagnostics)
        // A rule turned off still names what it leaves out: nothing is lost without a word.
        leftOut = leftOut.map { policy.apply(to: [$0]).first ?? $0 }
        let failed = diagnostics.contains { $0.severity == .error } || (allOrNothing && !leftOut.isEmpty)
        var baselined = 0
        if !failed, !files.isEmpty {
            // A new deck has no table writer's findings yet: the lint made above is the project's.
            let baseline = try baselineAfter(files, deck: id, before: deck == nil ? lint : nil)
            baselined = baseline.added
            if let data = baseline.data { files.append((Baseline.projectFileName, data)) }
        }
        let written = try LocaleFilesTransaction.finish(files, in: directory, check: check, failed: failed)
        return AdoptResult(plan: plan, diagnostics: (diagnostics + leftOut).sorted(), leftOut: leftOut.sorted(), files: files.map(\.path),
                           written: written, baselined: baselined, sources: sources)
    }

    /// Whether a reader's finding means a string (or the whole file) was not read: a text it
    /// refuses or cannot hold, a shape it does not know. Its notices (an element that is no
    /// string, a variable Foundation never uses) and what CoreFoundation itself would drop (a
    /// key set twice: the last one is the app's) lose nothing.
    static func leavesOut(_ diagnostic: Diagnostic) -> Bool {
        guard diagnostic.severity != .note else { return false }
        return [Rules.importSyntax, Rules.importUnsupported, Rules.importFormat, Rules.importConflict, Rules.xliffImportIncomplete]
            .contains { $0.id == diagnostic.rule }
    }

    /// The project as it would be with `files` written, read from memory where they are.
    private func projectWith(_ files: [(path: String, data: Data)]) -> ProjectDirectory {
        directory.overlaid(Dictionary(files.map { ($0.path, $0.data) }) { _, last in last })
    }

    /// The project's baseline with the findings `files` bring added (the findings of the project
    /// with them, less those of the project as it is), and how many; nil data when none.
    /// Only `deck`'s table writers run: the other decks' findings do not change.
    /// `before`: the project's findings as they are, when known already.
    private func baselineAfter(_ files: [(path: String, data: Data)], deck: String, before known: LintResult?) throws(CopydeckError) -> (data: Data?, added: Int) {
        let adopted = projectWith(files)
        let before: LintResult
        if let known { before = known } else { before = try findingsForBaseline(decks: [deck]) }
        let after = try CompilerDriver(directory: adopted).findingsForBaseline(decks: [deck])
        let new = Baseline(diagnostics: before.diagnostics, files: before.project.files).filter(after.diagnostics, files: after.project.files)
        guard !new.isEmpty else { return (nil, 0) }
        var baseline = Baseline(diagnostics: new, files: after.project.files)
        if let data = try? directory.contents(Baseline.projectFileName) {
            guard let existing = try? Baseline.decode(data) else {
                throw .unreadable(path: Baseline.projectFileName, reason: "it is not a Copydeck baseline, so adopt cannot add to it; move it away and adopt again")
            }
            baseline.findings = (existing.findings + baseline.findings).sorted()
        }
        do {
            return (try baseline.encoded(), new.count)
        } catch {
            throw .outputFailed(path: Baseline.projectFileName, reason: "encoding failed: \(error)")
        }
    }
}
