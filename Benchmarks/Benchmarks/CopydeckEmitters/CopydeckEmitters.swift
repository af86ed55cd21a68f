import Benchmark
import CopydeckCompiler
import CopydeckCorpus
import Foundation

// Each stage and emitter of a build on the standard corpus, measured by ordo-one's harness:
// wall clock, processor time (every thread), allocations and peak memory. The corpus is written
// and checked once; every emitter then runs over all of its decks, as the build runs it.
//
//     swift package --package-path Benchmarks benchmark --target CopydeckEmitters
//     COPYDECK_BENCH_SCALE=2 swift package --package-path Benchmarks benchmark --target CopydeckEmitters

/// The corpus, loaded and checked once for every benchmark.
final class Fixture: @unchecked Sendable {
    let root: URL
    let driver: CompilerDriver
    let lint: LintResult

    init() throws {
        let scale = Int(ProcessInfo.processInfo.environment["COPYDECK_BENCH_SCALE"] ?? "") ?? 1
        root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-emitters-\(scale)-\(UUID().uuidString)")
        // This file is Benchmarks/Benchmarks/CopydeckEmitters/CopydeckEmitters.swift.
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        try Corpus(scale: scale, exampleRoot: example).write(to: root)
        driver = CompilerDriver(directory: ProjectDirectory(root: root))
        lint = try driver.lint(tables: true)
        precondition(lint.diagnostics.isEmpty, "the corpus must lint clean")
    }

    var site: PreviewSite { PreviewSite(project: lint.project, diagnostics: lint.diagnostics) }

    deinit { try? FileManager.default.removeItem(at: root) }
}

nonisolated(unsafe) var fixture: Fixture?

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(20),
        maxIterations: 5
    )
    func corpus() -> Fixture {
        if let fixture { return fixture }
        let made = try! Fixture()
        fixture = made
        return made
    }

    Benchmark("lint: load and check") { benchmark in
        let driver = corpus().driver
        benchmark.startMeasurement()
        blackHole(try driver.lint())
    }

    Benchmark("bundle: <deck>/bundle/<locale>.json") { benchmark in
        let lint = corpus().lint
        let emitter = BundleEmitter(config: lint.project.config)
        benchmark.startMeasurement()
        for deck in lint.project.decks {
            var tree = OutputTree()
            try emitter.emit(deck, into: &tree)
            blackHole(tree)
        }
    }

    Benchmark("flows: flows.json, <flow>.json, <flow>.dot") { benchmark in
        let lint = corpus().lint
        benchmark.startMeasurement()
        for deck in lint.project.decks {
            var tree = OutputTree()
            try FlowEmitter().emit(deck, into: &tree)
            blackHole(tree)
        }
    }

    Benchmark("tables: Apple, Android, XLIFF") { benchmark in
        let lint = corpus().lint
        let emitter = TableEmitter(config: lint.project.config)
        benchmark.startMeasurement()
        for (deck, tables) in zip(lint.project.decks, lint.tables) {
            var tree = OutputTree()
            blackHole(emitter.emit(deck, tables: tables, into: &tree))
            blackHole(tree)
        }
    }

    Benchmark("preview: every page, in memory") { benchmark in
        let site = corpus().site
        benchmark.startMeasurement()
        let tree = try site.render()
        benchmark.stopMeasurement()
        blackHole(tree.files.values.reduce(0) { $0 + $1.count })
    }

    Benchmark("flow drawings: <flow>.svg") { benchmark in
        let site = corpus().site
        benchmark.startMeasurement()
        let tree = try site.flowDrawings()
        benchmark.stopMeasurement()
        blackHole(tree.files.values.reduce(0) { $0 + $1.count })
    }

    Benchmark("build: into a new folder") { benchmark in
        let fixture = corpus()
        let output = fixture.root.appendingPathComponent("out-\(UUID().uuidString)")
        benchmark.startMeasurement()
        blackHole(try fixture.driver.build(output: output))
        benchmark.stopMeasurement()
        try? FileManager.default.removeItem(at: output)
    }
}
