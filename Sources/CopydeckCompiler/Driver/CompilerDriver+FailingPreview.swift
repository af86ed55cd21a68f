import Foundation

extension CompilerDriver {
    /// The end of a build whose findings fail it. The last output stays, with its own report and
    /// the last build's cache (the build that follows still remakes only what changed). The
    /// preview is written all the same, for the copy as it is, with a banner: a reviewer never
    /// reads yesterday's copy as today's. The bundles stay the last good ones.
    func failedBuild(_ lint: LintResult, analysis: Analysis, strict: Bool, report: OutputTree, overview: [DeckSummary], changes: ProjectDiff?,
                     writer: OutputWriter, folder: URL, state: OutputInspection.State, reuse: DeckReuse,
                     timings: inout BuildTimings) throws(CopydeckError) -> BuildResult {
        let failing = timings.measure("preview") { failingPreview(lint, strict: strict, output: writer.destination, overview: overview, changes: changes) }
        let kept = try timings.measure("write") { () throws(CopydeckError) in
            guard let failing else {
                return try writer.replaceFolder(OutputFile.reportFolder, with: report, in: folder, state: state, cache: reuse.previous?.keptByFailedBuild())
            }
            let unread = analysis.unread.keys.flatMap { [OutputFile.preview($0, deck: $0).path, OutputFile.searchShard(deck: $0).path] }
            return try writer.replaceFolders([OutputFile.reportFolder: report, OutputFile.previewFolder: failing], keeping: unread, in: folder, state: state,
                                             cache: reuse.previous?.keptByFailedBuild(redrawing: Set(lint.project.decks.map(\.id))))
        }
        var result = BuildResult(lint: lint, deckCount: analysis.declared.count, written: false, keptPreviousOutput: kept, files: [])
        result.wrotePreviewOfFailure = failing != nil
        return result
    }

    /// The preview of a project whose build failed: the index and every page of every deck the
    /// build loaded, drawn from today's copy with its findings on the frames and a banner on
    /// every page; nil when a deck's content could not be read (the report says why, and the
    /// last preview stays).
    func failingPreview(_ lint: LintResult, strict: Bool, output: URL, overview: [DeckSummary], changes: ProjectDiff?) -> OutputTree? {
        guard !lint.project.decks.contains(where: \.hasUnreadableContent) else { return nil }
        var site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics,
                               sourceRoot: Self.sourceRoot(fromPreviewIn: output, project: directory.root), overview: overview)
        site.changes = changes
        let summary = lint.summary
        site.failingErrors = summary.errors + (strict ? summary.warnings : 0)
        let sink = MemorySink()
        do {
            _ = try ArtifactRun.run([site], decks: lint.project.decks, into: sink)
        } catch {
            return nil
        }
        return sink.tree.folder(OutputFile.previewFolder)
    }
}
