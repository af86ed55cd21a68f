import Foundation

/// The whole pipeline behind `copydeck lint` and `copydeck build`:
/// load → parse → resolve → check → (emit → write). Returns values; never prints.
public struct CompilerDriver: Sendable {
    public let directory: ProjectDirectory

    public init(directory: ProjectDirectory) {
        self.directory = directory
    }

    /// Loads and checks the project. Diagnostics come back sorted, with configured severities.
    /// `tables`: also make every deck's string tables (for an export or an import; the lint's
    /// own findings about tables come from checks, which need no table).
    public func lint(tables: Bool = false) throws(CopydeckError) -> LintResult {
        let analysis = try analyze(tables: tables)
        return LintResult(project: analysis.project, diagnostics: Self.finish(analysis.findings, analysis.project), tables: analysis.tables)
    }

    /// The project loaded and checked, with every finding as the checks made it.
    struct Analysis {
        var project: Project
        var findings: [Diagnostic]
        var tables: [DeckTables]
    }

    func analyze(tables makeTables: Bool) throws(CopydeckError) -> Analysis {
        var timings = BuildTimings()
        return try analyze(tables: makeTables, timings: &timings)
    }

    func analyze(tables makeTables: Bool, timings: inout BuildTimings) throws(CopydeckError) -> Analysis {
        var collector = DiagnosticCollector()
        let project = try timings.measure("load") { () throws(CopydeckError) in try ProjectLoader(directory: directory).load(&collector) }
        timings.measure("check") { CheckRunner().run(project, into: &collector) }
        // What a table cannot say is reported by `TableExportCheck` and `InfoPlistKeyCheck`,
        // which walk the messages as the tables do: the tables' own diagnostics say it again.
        let fallbacks = project.config.fallbackChains
        let tables = makeTables ? timings.measure("tables") { Parallel.map(project.decks.count) { DeckTables(deck: project.decks[$0], fallbacks: fallbacks) } } : []
        return Analysis(project: project, findings: collector.diagnostics, tables: tables)
    }

    /// Findings with the project's suppressions and configured severities applied, sorted.
    static func finish(_ findings: [Diagnostic], _ project: Project) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        collector.append(contentsOf: findings)
        let policy = SeverityPolicy(config: project.config, &collector)
        var suppressions = Suppressions(files: project.files)
        return policy.apply(to: suppressions.apply(to: collector.diagnostics)).sorted()
    }

    /// Lints, then emits every artifact into `output` in one swap. With errors (or warnings under
    /// `strict`) the previous output stays as it was; only its `report/` is replaced.
    ///
    /// When the output's `BuildCache` shows that nothing changed since the last build (the same
    /// inputs, options and Copydeck, the output as it was written), nothing is loaded or written:
    /// the result replays the last build's findings.
    public func build(output: URL, strict: Bool = false) throws(CopydeckError) -> BuildResult {
        var timings = BuildTimings()
        var result = try build(output: output, strict: strict, timings: &timings)
        result.timings = timings
        return result
    }

    private func build(output: URL, strict: Bool, timings: inout BuildTimings) throws(CopydeckError) -> BuildResult {
        let writer = OutputWriter(destination: output, project: directory.root)
        let folder = try writer.placedFolder()
        let key = BuildCache.Key.current(project: directory.root, strict: strict)
        let (fingerprint, bytes) = timings.measure("fingerprint") { SourceFingerprint.take(of: directory.root) }
        if let cache = timings.measure("cache", { BuildCache.reusable(in: folder, key: key, sources: fingerprint) }) {
            return BuildResult(replaying: cache, bytes: bytes)
        }

        let analysis = try analyze(tables: true, timings: &timings)
        var lint = timings.measure("findings") {
            LintResult(project: analysis.project, diagnostics: Self.finish(analysis.findings, analysis.project), tables: analysis.tables)
        }
        var tree = OutputTree()
        if !lint.summary.fails(strict: strict) {
            // What a writer cannot say (a name Android cannot take…) is a finding like the
            // others: with the project's suppressions and severities, it can fail the build.
            var emitted: [Diagnostic] = []
            do {
                for deck in try timings.measure("emit decks", { try emitDecks(lint) }) {
                    tree.merge(deck.tree)
                    emitted += deck.diagnostics
                }
                let site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics,
                                       sourceRoot: Self.sourceRoot(fromPreviewIn: output, project: directory.root))
                for (path, data) in try timings.measure("preview", { () throws(MarkupError) in try site.render() }).files {
                    tree.add("preview/\(path)", data)
                }
                tree.merge(try timings.measure("flow drawings", { () throws(MarkupError) in try site.flowDrawings() }))
            } catch {
                throw .outputFailed(path: output.path, reason: "encoding failed: \(error)")
            }
            if !emitted.isEmpty {
                // The table writers report a problem of a source text once per file written from
                // it (each target locale's XLIFF) and a locale's once per deck: each is one finding.
                var seen = Set<Diagnostic>()
                emitted = emitted.filter { seen.insert($0).inserted }
                lint.diagnostics = Self.finish(analysis.findings + emitted, analysis.project)
            }
        }
        let report = try timings.measure("report") { () throws(CopydeckError) in try reportTree(lint.diagnostics) }
        if lint.summary.fails(strict: strict) {
            let kept = try writer.replaceFolder("report", with: report)
            return BuildResult(lint: lint, written: false, keptPreviousOutput: kept, files: [])
        }
        for (path, data) in report.files { tree.add("report/\(path)", data) }
        let cache = BuildCache(key: key, sources: fingerprint, diagnostics: lint.diagnostics, deckCount: lint.project.decks.count, outputs: [:])
        try timings.measure("write") { () throws(CopydeckError) in try writer.write(tree, cache: cache) }
        return BuildResult(lint: lint, written: true, keptPreviousOutput: false, files: tree.paths)
    }

    /// What one deck's emitters wrote (bundle, flows, string tables) and what they could not say.
    struct DeckEmission: Sendable {
        var tree: OutputTree
        var diagnostics: [Diagnostic]
    }

    /// Every deck's bundle, flows and string tables, the decks side by side on every core; in
    /// deck order, so the output does not depend on which finished first.
    func emitDecks(_ lint: LintResult) throws -> [DeckEmission] {
        let emitter = BundleEmitter(config: lint.project.config)
        let tableEmitter = TableEmitter(config: lint.project.config)
        let decks = lint.project.decks
        let tables = lint.tables
        let results = Parallel.map(decks.count) { index -> Result<DeckEmission, any Error> in
            Result {
                var tree = OutputTree()
                try emitter.emit(decks[index], into: &tree)
                try FlowEmitter().emit(decks[index], into: &tree)
                let diagnostics = tableEmitter.emit(decks[index], tables: tables[index], into: &tree)
                return DeckEmission(tree: tree, diagnostics: diagnostics)
            }
        }
        return try results.map { try $0.get() }
    }

    private func reportTree(_ diagnostics: [Diagnostic]) throws(CopydeckError) -> OutputTree {
        var tree = OutputTree()
        do {
            tree.add("lint.json", try JSONReporter().render(diagnostics))
            tree.add("lint.sarif", try SARIFReporter().render(diagnostics))
        } catch {
            throw .outputFailed(path: "report", reason: "encoding failed: \(error)")
        }
        return tree
    }
}

public struct LintResult: Sendable {
    public var project: Project
    public var diagnostics: [Diagnostic]
    /// Per deck, in `project.decks` order: its string tables (empty unless asked for).
    public var tables: [DeckTables]
    public var summary: DiagnosticSummary { DiagnosticSummary(diagnostics) }
}

public struct BuildResult: Sendable {
    /// The project as loaded and checked; nil when the build found nothing changed since the
    /// last one (`upToDate`) and loaded nothing.
    public var lint: LintResult?
    /// The findings, sorted: this build's, or the last build's replayed.
    public var diagnostics: [Diagnostic]
    /// The source files the findings are in, for quoting their lines.
    public var sources: [String: SourceFile]
    public var deckCount: Int
    /// False when findings kept the previous output.
    public var written: Bool
    /// True when nothing changed since the last build, which stands as it was.
    public var upToDate: Bool
    /// When not written: whether there was a previous output to keep (beside the new report).
    public var keptPreviousOutput: Bool
    /// Paths written, relative to the output folder.
    public var files: [String]
    /// How long each stage took.
    public var timings = BuildTimings()
    public var summary: DiagnosticSummary { DiagnosticSummary(diagnostics) }

    init(lint: LintResult, written: Bool, keptPreviousOutput: Bool, files: [String]) {
        self.lint = lint
        diagnostics = lint.diagnostics
        sources = lint.project.files
        deckCount = lint.project.decks.count
        self.written = written
        upToDate = false
        self.keptPreviousOutput = keptPreviousOutput
        self.files = files
    }

    /// The last build's result, from its cache; `bytes` are the project's files as just read.
    init(replaying cache: BuildCache, bytes: [String: Data]) {
        lint = nil
        diagnostics = cache.diagnostics
        var sources: [String: SourceFile] = [:]
        for path in Set(cache.diagnostics.flatMap { [$0.range?.file] + $0.notes.map(\.range?.file) }.compactMap { $0 }) {
            guard let data = bytes[path], var text = String(validating: data, as: UTF8.self) else { continue }
            if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
            sources[path] = SourceFile(path: path, text: text)
        }
        self.sources = sources
        deckCount = cache.deckCount
        written = true
        upToDate = true
        keptPreviousOutput = false
        files = cache.files
    }
}
