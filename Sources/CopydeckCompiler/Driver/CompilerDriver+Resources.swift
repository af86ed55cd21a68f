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
        // Each deck on whichever core is free (and a deck's locales too, within it).
        let emitter = BundleEmitter(config: lint.project.config)
        let decks = lint.project.decks
        let made = timings.measure("emit decks") {
            Parallel.map(decks.count) { index in
                Result { () throws -> OutputTree in
                    var built = OutputTree()
                    try emitter.emit(decks[index], into: &built)
                    try FlowEmitter().emitBundle(decks[index], into: &built)
                    return built
                }
            }
        }
        var tree = OutputTree()
        for result in made {
            let built: OutputTree
            do {
                built = try result.get()
            } catch {
                throw .outputFailed(path: output.path, reason: "encoding failed: \(error)")
            }
            for (path, data) in built.files {
                if let name = Self.resourceName(path) { tree.add(name, data) }
            }
        }
        try timings.measure("write") { () throws(CopydeckError) in
            try OutputWriter(destination: output, project: directory.root).write(tree)
        }
        return BuildResult(lint: lint, written: true, keptPreviousOutput: false, files: tree.paths)
    }

    /// A bundle file's name among the resources: `<deck>/bundle/<file>` is `<deck>.<file>`
    /// (nil for any other output).
    static func resourceName(_ path: String) -> String? {
        OutputFile.bundleFile(atPath: path)?.resourceName
    }
}
