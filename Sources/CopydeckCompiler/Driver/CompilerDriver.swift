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
        /// Every deck `copydeck.yml` declares, in its order, the unread ones as declared.
        var declared: [Deck] = []
        /// The decks left unread, as an earlier check found them (an incremental build, the
        /// language server's lint after an edit), by id.
        var unread: [String: UnreadDeck] = [:]
        /// The labels each deck read shows and quotes, by deck id, for the next check (one that
        /// may leave decks unread only).
        var labels: [String: LabelReferenceCheck.DeckLabels] = [:]
    }

    func analyze(tables makeTables: Bool) throws(CopydeckError) -> Analysis {
        var timings = BuildTimings()
        return try analyze(tables: makeTables, timings: &timings)
    }

    /// `reuse`: an earlier check, whose unchanged decks are left unread, unless what the decks
    /// read of each other changed: when a label changed, every deck that quotes one is read.
    func analyze(tables makeTables: Bool, reuse: (any EarlierCheck)? = nil, timings: inout BuildTimings) throws(CopydeckError) -> Analysis {
        var collector = DiagnosticCollector()
        var unread: [String: UnreadDeck] = [:]
        let loaded = try timings.measure("load") { () throws(CopydeckError) in
            try ProjectLoader(directory: directory).load(&collector) { declared, config in
                unread = reuse?.unread(declared, config: config) ?? [:]
                return Set(unread.keys)
            }
        }
        var read = loaded.project
        read.unread = loaded.declared.compactMap { unread[$0.id] }
        let project = read
        let labels = reuse == nil ? [:] : timings.measure("labels") { LabelReferenceCheck.labels(of: CopyMessages(project)) }
        if let reuse, !unread.isEmpty, !reuse.sameLabels(read: labels.mapValues(\.shown), unread: project.unread) {
            let quoting = Set(unread.filter(\.value.quotes).keys)
            if !quoting.isEmpty { return try analyze(tables: makeTables, reuse: reuse.reading(quoting), timings: &timings) }
        }
        timings.measure("check") { CheckRunner().run(project, into: &collector) }
        // What a table cannot say is reported by `TableExportCheck` and `InfoPlistKeyCheck`,
        // which walk the messages as the tables do: the tables' own diagnostics say it again.
        let fallbacks = project.config.fallbackChains
        let tables = makeTables ? timings.measure("tables") { Parallel.map(project.decks.count) { DeckTables(deck: project.decks[$0], fallbacks: fallbacks) } } : []
        return Analysis(project: project, findings: collector.diagnostics, tables: tables, declared: loaded.declared, unread: unread, labels: labels)
    }

    /// Findings with the project's suppressions and configured severities applied, sorted;
    /// without those `baseline` accounts for, when there is one.
    static func finish(_ findings: [Diagnostic], _ project: Project, baseline: Baseline? = nil) -> [Diagnostic] {
        let owners = FindingOwners(decks: project.decks)
        return finish(findings, config: project.config, files: project.files, baseline: baseline, deckOf: owners.owner(ofFile:))
    }

    /// The same for findings of files read without a whole project (`copydeck.yml` alone).
    /// `deckOf` tells the deck a file belongs to, so that a file not read whole keeps the
    /// suppressions of its deck's other files from being called unused.
    static func finish(_ findings: [Diagnostic], config: ProjectConfig, files: [String: SourceFile], baseline: Baseline? = nil,
                       deckOf: (String) -> String? = { _ in nil }) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        collector.append(contentsOf: findings)
        let policy = SeverityPolicy(config: config, &collector)
        var suppressions = Suppressions(files: files)
        let finished = policy.apply(to: suppressions.apply(to: collector.diagnostics, deckOf: deckOf)).sorted()
        return baseline?.filter(finished, files: files) ?? finished
    }

    /// Lints, then emits every artifact into `output` in one swap. With errors (or warnings under
    /// `strict`) the previous output stays as it was; only its `report/` is replaced.
    ///
    /// When the output's `BuildCache` shows that nothing changed since the last build (the same
    /// inputs, options and Copydeck, the output as it was written), nothing is loaded or written:
    /// the result replays the last build's findings.
    ///
    /// With a `baseline`, the findings it accounts for are left out everywhere, as `lint
    /// --baseline` leaves them out: they neither fail the build nor appear in its report or
    /// preview.
    ///
    /// With a `base` (`--base REF`), the preview also has `changes.html`: the project against
    /// that version (`ProjectDiff`, `ChangesPage`), linked from the index.
    public func build(output: URL, strict: Bool = false, baseline: Baseline? = nil, base: DiffBase? = nil) throws(CopydeckError) -> BuildResult {
        var timings = BuildTimings()
        var result = try build(output: output, strict: strict, baseline: baseline, base: base, timings: &timings)
        result.timings = timings
        return result
    }

    private func build(output: URL, strict: Bool, baseline: Baseline?, base: DiffBase?, timings: inout BuildTimings) throws(CopydeckError) -> BuildResult {
        let writer = OutputWriter(destination: output, project: directory.root)
        let folder = try writer.placedFolder()
        var key = BuildCache.Key.current(project: directory.root, output: folder, strict: strict, baseline: baseline)
        let changes = try base.map { base throws(CopydeckError) in try timings.measure("diff") { () throws(CopydeckError) in try diff(against: base) } }
        if let changes { key.changes = ChangesPage.key(of: changes) }
        // The last build's cache, read once: which sources need not be read again, whether this
        // build can be skipped, which output files need not be read again, and which decks did
        // not change.
        let stored = timings.measure("cache") { BuildCache.read(in: folder) }
        let sources = timings.measure("fingerprint") {
            SourceFingerprint.take(of: directory.root, known: BuildCache.knownSources(stored, key: key))
        }
        let fingerprint = sources.fingerprint
        let upToDate = timings.measure("outputs") { BuildCache.reusable(stored, in: folder, key: key, sources: fingerprint) }
        if let upToDate {
            writer.removeLeftovers(of: folder)
            return BuildResult(replaying: upToDate, project: directory.root)
        }

        // The output as the last build left it (refused here if it is not Copydeck's to replace),
        // and what may be taken from that build: its decks whose inputs did not change are not
        // even read.
        let (_, state) = try timings.measure("inspect") { () throws(CopydeckError) in try writer.inspect(cache: .some(stored)) }
        let reuse = DeckReuse(stored: stored, key: key, state: state, fingerprint: fingerprint, baseline: baseline)
        let analysis = try analyze(tables: false, reuse: reuse, timings: &timings)
        let conclusion = FindingsConclusion(analysis: analysis, earlier: reuse.previous?.diagnostics ?? [], baseline: baseline)
        var lint = timings.measure("findings") {
            LintResult(project: analysis.project, diagnostics: conclusion.finish(analysis.findings), tables: [])
        }
        let deckCount = analysis.declared.count
        let report = try timings.measure("report") { () throws(CopydeckError) in try reportTree(lint.diagnostics) }
        // Every deck the index lists: those loaded, and those taken unread from the last build.
        let loaded = Dictionary(lint.project.decks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let unread = reuse.taken(analysis.unread.keys)
        let overview = analysis.declared.compactMap { loaded[$0.id].map(DeckSummary.init) ?? unread[$0.id]?.record.summary }
        if lint.summary.fails(strict: strict) {
            return try failedBuild(lint, analysis: analysis, strict: strict, report: report, overview: overview, changes: changes,
                                   writer: writer, folder: folder, state: state, reuse: reuse, timings: &timings)
        }

        // Each deck's record for the next build. A deck whose key is the one the last build
        // recorded is taken from its output as it is; the others are made.
        var site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics,
                               sourceRoot: Self.sourceRoot(fromPreviewIn: output, project: directory.root), overview: overview)
        site.changes = changes
        var records = unread.mapValues(\.record)
        var reused = unread
        for deck in lint.project.decks {
            let inputs = DeckRecord.inputs(of: deck, sources: fingerprint)
            let record = DeckRecord(key: DeckRecord.key(inputs: inputs, findings: site.findings(of: deck)),
                                    inputs: inputs, summary: DeckSummary(deck), diagnostics: [],
                                    labels: analysis.labels[deck.id]?.shown ?? [:], quotes: analysis.labels[deck.id]?.quotes ?? false)
            records[deck.id] = record
            if let taken = reuse.files(of: deck.id, record: record) { reused[deck.id] = taken }
        }
        let made = lint.project.decks.filter { reused[$0.id] == nil }

        // The artifacts: every file goes to the staging folder as it is made (or is taken from the
        // last output by its key); the output is replaced at the end.
        let staging = try timings.measure("staging") { () throws(CopydeckError) in try OutputStaging(folder: folder, state: state) }
        var finished = false
        // Whatever stops the build from here deletes what it staged.
        defer { if !finished { staging.abandon() } }
        let sink = StagingSink(staging: staging, folder: folder, lastKeys: reuse.lastKeys(of: made.map(\.id)))
        // What a writer cannot say (a name Android cannot take…) is a finding like the others:
        // with the project's suppressions and severities, it can fail the build.
        var emitted = reused.mapValues(\.record.diagnostics)
        // Every producer of a deck in one run: the deck's bundle, tables and preview pages share
        // the cores, with no stage waiting for the slowest deck of the one before.
        let producers = Self.deckProducers(lint.project) + [site, site.drawings]
        let found = try timings.measure("artifacts") { () throws(CopydeckError) in
            do {
                return try ArtifactRun.run(producers, decks: made, into: sink)
            } catch {
                throw .outputFailed(path: output.path, reason: "encoding failed: \(error)")
            }
        }
        emitted.merge(found) { old, new in old + new }
        let fromWriters = Self.writerFindings(emitted, of: analysis.declared)
        var finalReport = report
        if !fromWriters.isEmpty {
            lint.diagnostics = conclusion.finish(analysis.findings + fromWriters)
            finalReport = try reportTree(lint.diagnostics)
            if lint.summary.fails(strict: strict) {
                // What was staged goes first; the report is written into the output kept.
                staging.abandon()
                finished = true
                let kept = try timings.measure("write") { () throws(CopydeckError) in
                    try writer.replaceFolder(OutputFile.reportFolder, with: finalReport, in: folder, state: state, cache: reuse.previous?.keptByFailedBuild())
                }
                return BuildResult(lint: lint, deckCount: deckCount, written: false, keptPreviousOutput: kept, files: [])
            }
        }
        for (path, data) in finalReport.files { staging.add(OutputFile.report(path).path, data) }
        // The unchanged decks' files, linked from the last output.
        let carried = reused.values.flatMap(\.files)
        timings.measure("carry") { staging.carry(carried) }

        // Finish: the cache for the next build, then the new output in place of the old.
        let paths = staging.paths
        for id in records.keys { records[id]?.diagnostics = emitted[id] ?? [] }
        for (id, keys) in sink.keysByDeck { records[id]?.pages = keys }
        var cache = BuildCache(key: key, sources: fingerprint, diagnostics: lint.diagnostics, deckCount: deckCount, outputs: [:])
        cache.sourceStamps = sources.stamps
        cache.decks = records
        try timings.measure("write") { () throws(CopydeckError) in try staging.finish(cache: cache) }
        finished = true
        var result = BuildResult(lint: lint, deckCount: deckCount, written: true, keptPreviousOutput: false, files: paths)
        result.reusedDecks = reused.keys.sorted()
        result.unreadDecks = analysis.unread.keys.sorted()
        if !analysis.unread.isEmpty { result.sources = Self.sources(of: lint.diagnostics, in: directory.root, known: lint.project.files) }
        return result
    }

    /// What makes each deck's own files: its bundle, its flows, its string tables.
    static func deckProducers(_ project: Project) -> [any ArtifactProducer] {
        [BundleArtifacts(project: project), FlowArtifacts(project: project), TableArtifacts(project: project)]
    }

    /// What the table writers reported, in deck order. They report a problem of a source text
    /// once per file written from it (each target locale's XLIFF) and a locale's once per deck:
    /// each is one finding.
    static func writerFindings(_ emitted: [String: [Diagnostic]], of decks: [Deck]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return decks.flatMap { emitted[$0.id] ?? [] }.filter { seen.insert($0).inserted }
    }

    /// The findings a baseline records (`lint --write-baseline`): the lint's and those only the
    /// table writers meet as a build runs them (an Android resource name two keys share…), so
    /// that `build --baseline` accounts for every finding that fails a build. Writes nothing.
    /// `decks`: only these decks' table writers are run (adopt, which changes one deck).
    public func findingsForBaseline(decks chosen: Set<String>? = nil) throws(CopydeckError) -> LintResult {
        let analysis = try analyze(tables: false)
        var lint = LintResult(project: analysis.project, diagnostics: [], tables: [])
        let emitted: [String: [Diagnostic]]
        do {
            let decks = analysis.project.decks.filter { chosen?.contains($0.id) ?? true }
            emitted = try ArtifactRun.run(Self.deckProducers(analysis.project), decks: decks, into: MemorySink { _ in false })
        } catch {
            throw .outputFailed(path: directory.root.path, reason: "encoding failed: \(error)")
        }
        lint.diagnostics = Self.finish(analysis.findings + Self.writerFindings(emitted, of: analysis.project.decks), analysis.project)
        return lint
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

public struct BuildResult: Sendable {
    /// The project as loaded and checked; nil when the build found nothing changed since the
    /// last one (`upToDate`) and loaded nothing. Its project holds the decks the build read:
    /// every deck, but those it took unread from the last build (`unreadDecks`).
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
    /// When not written: whether the preview was written all the same, for the failing
    /// project's copy with its findings and a banner (`preview/` replaced, the bundles kept).
    public var wrotePreviewOfFailure = false
    /// Paths written, relative to the output folder.
    public var files: [String]
    /// How long each stage took.
    public var timings = BuildTimings()
    /// The decks that did not change since the last build, whose files were taken from its output.
    public var reusedDecks: [String] = []
    /// The decks whose inputs did not change since the last build: not even read, their
    /// findings taken from it.
    public var unreadDecks: [String] = []
    public var summary: DiagnosticSummary { DiagnosticSummary(diagnostics) }

    init(lint: LintResult, deckCount: Int? = nil, written: Bool, keptPreviousOutput: Bool, files: [String]) {
        self.lint = lint
        diagnostics = lint.diagnostics
        sources = lint.project.files
        self.deckCount = deckCount ?? lint.project.decks.count
        self.written = written
        upToDate = false
        self.keptPreviousOutput = keptPreviousOutput
        self.files = files
    }

    /// The last build's result, from its cache; the sources its findings are in are read from
    /// `project` (unchanged since, as the fingerprint showed) to quote their lines.
    init(replaying cache: BuildCache, project: URL) {
        lint = nil
        diagnostics = cache.diagnostics
        sources = CompilerDriver.sources(of: cache.diagnostics, in: project)
        deckCount = cache.deckCount
        written = true
        upToDate = true
        keptPreviousOutput = false
        files = cache.files
    }
}
