import ArgumentParser
import CopydeckCompiler
import Foundation

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile every deck into bundles and string tables under build/.")

    @OptionGroup var options: ProjectOptions

    @Option(help: "The output folder (default: build/ in the project).", completion: .directory)
    var out: String?

    @Flag(help: "Treat warnings as errors: keep the previous output and exit 1.")
    var strict = false

    @OptionGroup var baseline: BaselineOption
    @OptionGroup var base: BaseOption
    @OptionGroup var paths: PathOptions

    @Flag(help: "Print how long each stage of the build took, and the processor time it used on every core (to standard error).")
    var timings = false

    enum Layout: String, ExpressibleByArgument, CaseIterable {
        /// build/<deck>/bundle/, apple/, android/, xliff/, flows/, preview/, report/.
        case standard
        /// Only the bundles, flat: <deck>.manifest.json, <deck>.<locale>.json, <deck>.flows.json.
        case resources
    }

    @Option(help: "standard: every artifact, under <out>/<deck>/, <out>/preview/ and <out>/report/ (the README's layout). resources: only the bundles, flattened to <deck>.<file> as an app's resources hold them (the SwiftPM build plugin's layout).")
    var layout: Layout = .standard

    @Flag(help: "With --layout resources: print the names of the files the build would write, one a line, from copydeck.yml alone, and build nothing (what the SwiftPM build plugin declares before a build).")
    var listOutputs = false

    func validate() throws {
        if listOutputs, layout != .resources {
            throw ValidationError("--list-outputs names the files of --layout resources; add --layout resources")
        }
        if base.base != nil, layout != .standard {
            throw ValidationError("--base adds the preview's changes page, which --layout resources does not build; leave out one of them")
        }
    }

    func run() throws {
        let directory = try options.directory()
        let recorded = try baseline.load(project: directory)
        if listOutputs {
            let outline = CompilerDriver(directory: directory).resourceOutline(baseline: recorded)
            try DiagnosticFormat.text.print(outline.diagnostics, files: outline.sources, paths: .here(project: directory), absolute: paths.absolutePaths)
            guard !outline.summary.fails(strict: strict) else { throw ExitCode(1) }
            Terminal.standardOutput(outline.files.map { $0 + "\n" }.joined())
            Terminal.exit(0)
        }
        let output = out.map { URL(fileURLWithPath: $0) } ?? directory.url("build")
        let result = try Failure.run { () throws(CopydeckError) in
            let driver = CompilerDriver(directory: directory)
            return layout == .standard ? try driver.build(output: output, strict: strict, baseline: recorded, base: base.changesBase)
                : try driver.buildResources(output: output, strict: strict, baseline: recorded)
        }
        try DiagnosticFormat.text.print(result.diagnostics, files: result.sources, paths: .here(project: directory), absolute: paths.absolutePaths)
        if timings { Terminal.standardError(Self.render(result.timings)) }
        guard result.written else {
            let report = output.appendingPathComponent("report").path
            let what = switch (result.keptPreviousOutput, result.wrotePreviewOfFailure, layout) {
            case (true, true, .standard): "kept the previous bundles in \(output.path); the findings are in \(report)"
            case (true, false, .standard): "kept the previous output in \(output.path); the findings are in \(report)"
            case (false, true, .standard): "no bundle was written; the findings are in \(report)"
            case (false, false, .standard): "nothing was written but the findings, in \(report)"
            case (_, _, .resources): "nothing was written"
            }
            Terminal.standardError("copydeck: build failed; \(what)\n")
            if result.wrotePreviewOfFailure {
                Terminal.standardError("copydeck: the preview at \(output.appendingPathComponent("preview/index.html").path) shows today's copy with its findings, under a banner saying the build failed\n")
            }
            throw ExitCode(1)
        }
        if result.upToDate {
            Terminal.standardError("copydeck: \(output.path) is up to date (\(result.deckCount) deck(s); nothing changed since the last build)\n")
        } else {
            let unchanged = result.reusedDecks.isEmpty ? "" : " (\(result.reusedDecks.count) unchanged, taken from the last build)"
            Terminal.standardError("copydeck: built \(result.deckCount) deck(s) into \(output.path)\(unchanged)\n")
        }
        guard layout == .standard else { Terminal.exit(0) }
        Terminal.standardError("copydeck: preview at \(output.appendingPathComponent("preview/index.html").path)\n")
        Terminal.exit(0)
    }

    /// One line a stage, in milliseconds, then the total; beside each, the processor time the
    /// process spent meanwhile on every core.
    static func render(_ timings: BuildTimings) -> String {
        func milliseconds(_ duration: Duration) -> String {
            let (seconds, attoseconds) = duration.components
            return String(format: "%9.1f ms", Double(seconds) * 1000 + Double(attoseconds) / 1e15)
        }
        func line(_ name: String, _ duration: Duration, _ processor: Duration) -> String {
            "copydeck: \(name.padding(toLength: 14, withPad: " ", startingAt: 0))\(milliseconds(duration)), processor\(milliseconds(processor))\n"
        }
        return timings.stages.map { line($0.name, $0.duration, $0.processor) }.joined()
            + line("total", timings.total, timings.totalProcessor)
    }
}
