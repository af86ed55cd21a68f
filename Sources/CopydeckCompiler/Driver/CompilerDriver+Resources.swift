import Foundation

extension CompilerDriver {
    /// `copydeck build --layout resources`, which the SwiftPM build plugin runs: every deck's
    /// bundle files in one flat folder, named `<deck>.manifest.json`, `<deck>.<locale>.json` and
    /// `<deck>.flows.json`, as a target's processed resources hold them (SwiftPM flattens
    /// resource folders) and as `CopydeckBundle(bundle:deck:)` finds them. Nothing else is
    /// written; with errors (or warnings under `strict`) nothing is written at all.
    public func buildResources(output: URL, strict: Bool = false, baseline: Baseline? = nil) throws(CopydeckError) -> BuildResult {
        var timings = BuildTimings()
        var result = try buildResources(output: output, strict: strict, baseline: baseline, timings: &timings)
        result.timings = timings
        return result
    }

    private func buildResources(output: URL, strict: Bool, baseline: Baseline?, timings: inout BuildTimings) throws(CopydeckError) -> BuildResult {
        let analysis = try analyze(tables: false, timings: &timings)
        let lint = timings.measure("findings") {
            LintResult(project: analysis.project, diagnostics: Self.finish(analysis.findings, analysis.project, baseline: baseline), tables: [])
        }
        guard !lint.summary.fails(strict: strict) else {
            return BuildResult(lint: lint, written: false, keptPreviousOutput: false, files: [])
        }
        // The bundle files alone, each deck on whichever core is free (and its files too).
        let sink = MemorySink { $0.resourceName != nil }
        try timings.measure("emit decks") { () throws(CopydeckError) in
            do {
                _ = try ArtifactRun.run([BundleArtifacts(project: lint.project), FlowArtifacts(project: lint.project, bundleOnly: true)],
                                        decks: lint.project.decks, into: sink)
            } catch {
                throw .outputFailed(path: output.path, reason: "encoding failed: \(error)")
            }
        }
        var tree = OutputTree()
        for (file, data) in sink.files {
            if let name = file.resourceName { tree.add(name, data) }
        }
        try timings.measure("write") { () throws(CopydeckError) in
            try OutputWriter(destination: output, project: directory.root).write(tree)
        }
        return BuildResult(lint: lint, written: true, keptPreviousOutput: false, files: tree.paths)
    }
}
