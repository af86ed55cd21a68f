import Foundation

extension CompilerDriver {
    /// At most this many rounds: a fix may let another be made (two fixes of one run of text),
    /// and no rule's fix undoes another's, so two or three rounds are all a project needs.
    static let maximumFixRounds = 8

    /// Lints the project and makes the certain fixes of its findings (those not recorded in
    /// `baseline`), round by round in memory, each round linting the project as the last left
    /// it; then, unless `check`, writes the changed locale files as one (`LocaleFilesTransaction`).
    public func fix(check: Bool, baseline: Baseline? = nil) throws(CopydeckError) -> FixResult {
        var changed: [String: [UInt8]] = [:]
        var fixed: [Diagnostic] = []
        var problems: [Diagnostic] = []
        var refused: Set<String> = []
        var originals: [String: String] = [:]
        // The first look, every finding kept (the baseline's too: a stale translation it records
        // is still stale).
        let first = try lintShown(changed, baseline: nil)
        var lint = first
        if let baseline { lint.diagnostics = baseline.filter(lint.diagnostics, files: lint.project.files) }
        for _ in 0..<Self.maximumFixRounds {
            let current = changed
            let pass = FixPass(bytes: { [directory] (path: String) throws(CopydeckError) -> [UInt8] in
                if let bytes = current[path] { return bytes }
                do throws(FileProblem) { return Array(try directory.contents(path)) } catch { throw .unreadable(path: path, reason: error.description) }
            }, refused: refused)
            let outcome = try pass.run(lint.diagnostics)
            problems += outcome.problems
            refused.formUnion(outcome.refused)
            guard !outcome.fixed.isEmpty else { break }
            for finding in outcome.fixed {
                guard let fix = finding.fix else { continue }
                let id = FixPass.messageID(file: fix.file, key: fix.key)
                if originals[id] == nil { originals[id] = fix.text }
            }
            fixed += outcome.fixed
            changed.merge(outcome.files) { $1 }
            lint = try lintShown(changed, baseline: baseline)
        }
        // The fixed messages' texts now, as the last lint read them.
        let catalogs = Dictionary(lint.project.decks.flatMap { $0.catalogs.values.map { ($0.path, $0) } }) { first, _ in first }
        let texts = originals.keys.sorted().map { id in
            let parts = id.split(separator: "\u{0}", maxSplits: 1).map(String.init)
            let after = catalogs[parts[0]]?[parts[1]]?.text ?? originals[id]!
            return FixResult.FixedText(file: parts[0], key: parts[1], before: originals[id]!, after: after)
        }
        // A source text fixed says what it said: its translations, fresh before, stay fresh.
        let records = Self.recordsKeepingTranslationsFresh(texts, first: first,
                                                          inRepository: TranslationHistory.isInRepository(directory.root))
        if !records.isEmpty {
            changed.merge(records) { $1 }
            lint = try lintShown(changed, baseline: baseline)
        }
        // A file edited back to its bytes on disk is no change.
        var files: [(path: String, data: Data)] = []
        for path in changed.keys.sorted() {
            let now = Data(changed[path]!)
            if let before = try? directory.contents(path), before == now { continue }
            files.append((path, now))
        }
        let written = try LocaleFilesTransaction.finish(files, in: directory, check: check)
        return FixResult(fixed: fixed, texts: texts, files: files.map(\.path), lint: lint, problems: problems.sorted(), written: written)
    }

    /// For each source text a fix changed, the review records of its translations that were not
    /// stale before (by their record, or by git's history for one typed by hand) with the fixed
    /// text as their source: the fix keeps the meaning, so the translations still translate it,
    /// and neither the record nor git's history should call them stale for it. A translation
    /// stale before stays stale. Outside git, a translation without a recorded source gets none
    /// (nothing would call it stale).
    static func recordsKeepingTranslationsFresh(_ texts: [FixResult.FixedText], first: LintResult, inRepository: Bool) -> [String: [UInt8]] {
        let stale = Set(first.diagnostics.filter { $0.rule == StaleTranslationCheck.rule.id }.compactMap(\.range))
        var files: [String: [UInt8]] = [:]
        for deck in first.project.decks {
            guard let source = deck.catalogs[deck.sourceLocale] else { continue }
            let fixed = texts.filter { $0.file == source.path && $0.before != $0.after }
            guard !fixed.isEmpty else { continue }
            for locale in deck.locales where locale != deck.sourceLocale {
                guard let catalog = deck.catalogs[locale] else { continue }
                var changes: ReviewRecordWriter.Changes = [:]
                for text in fixed {
                    guard let translation = catalog[text.key], !stale.contains(translation.valueRange),
                          inRepository || catalog.review.source(of: text.key) != nil else { continue }
                    let state = catalog.review.lines[text.key]?.state
                    changes[text.key] = ReviewRecord.Line(state: state, source: text.after)
                }
                if let file = ReviewRecordWriter.file(catalog.review, deck: deck.id, localeFile: catalog.path, after: changes) {
                    files[file.path] = Array(file.data)
                }
            }
        }
        return files
    }

    /// The project with `changed` files read from memory, linted; the findings `baseline`
    /// records left out.
    private func lintShown(_ changed: [String: [UInt8]], baseline: Baseline?) throws(CopydeckError) -> LintResult {
        var result = try CompilerDriver(directory: directory.overlaid(changed.mapValues { Data($0) })).lint()
        if let baseline { result.diagnostics = baseline.filter(result.diagnostics, files: result.project.files) }
        return result
    }
}

extension CompilerDriver {
    /// The locale file as one finding's certain fix leaves it, made through the same editor as
    /// `lint --fix` (comments, order and quoting kept), from the project's files as `directory`
    /// reads them (an editor's unsaved text too, as an overlay): for a code action. Nil when the
    /// finding has no fix or the file no longer holds the text it was made against.
    public func fixedFile(_ finding: Diagnostic) throws(CopydeckError) -> (path: String, contents: Data)? {
        guard let fix = finding.fix else { return nil }
        let pass = FixPass(bytes: { [directory] (path: String) throws(CopydeckError) -> [UInt8] in
            do throws(FileProblem) { return Array(try directory.contents(path)) } catch { throw .unreadable(path: path, reason: error.description) }
        }, refused: [])
        let outcome = try pass.run([finding])
        guard let bytes = outcome.files[fix.file] else { return nil }
        return (fix.file, Data(bytes))
    }
}
