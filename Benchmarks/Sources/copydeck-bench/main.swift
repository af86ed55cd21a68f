import CopydeckCompiler
import CopydeckKit
import Foundation

// copydeck-bench [flows]
let suites = CommandLine.arguments.dropFirst()
let all = suites.isEmpty
var lines: [String] = []
if suites.contains("parse") { print(try FlowBenchmarks.parseOnly(nodes: 100_000).line) }
if all || suites.contains("flows") {
    print("Flows")
    lines.append(try FlowBenchmarks.parseAndCheck(nodes: 100_000).line)
    print(lines.last!)
    lines.append(try FlowBenchmarks.graphChecks(nodes: 1_000_000).line)
    print(lines.last!)
}
if all || suites.contains("copy") {
    print("Copy")
    lines.append(try CopyBenchmarks.lint(messages: 60_000).line)
    print(lines.last!)
}
if all || suites.contains("tables") {
    print("String tables")
    for line in try TableBenchmarks.run(messages: 60_000) {
        print(line)
        lines.append(line)
    }
}
if all || suites.contains("adopt") {
    print("Adopt")
    for line in try AdoptBenchmarks.run() + AdoptAndroidBenchmarks.run() {
        print(line)
        lines.append(line)
    }
}
if suites.contains("diff") {
    print("Diff")
    for line in try DiffBenchmarks.run() {
        print(line)
        lines.append(line)
    }
}
if all || suites.contains("preview") {
    print("Preview")
    for line in try PreviewBenchmarks.run() {
        print(line)
        lines.append(line)
    }
}
if all || suites.contains("layout") {
    print("Layout")
    for line in try LayoutBenchmarks.run() {
        print(line)
        lines.append(line)
    }
}
if suites.contains("layout-scale") {
    print("Layout at scale")
    let words = CommandLine.arguments.dropFirst(2)
    let shapes = words.filter { $0 == "chain" || $0 == "generated" }
    let counts = words.compactMap { Int($0) }
    for line in try LayoutScaleBenchmarks.run(shapes: shapes.isEmpty ? ["chain", "generated"] : Array(shapes),
                                              counts: counts.isEmpty ? LayoutScaleBenchmarks.counts : counts) {
        print(line)
        lines.append(line)
    }
}
if all || suites.contains("kit") {
    print("CopydeckKit")
    for line in try KitBenchmarks.run() {
        print(line)
        lines.append(line)
    }
}
if suites.contains("kit-deck"), let path = CommandLine.arguments.last {
    // The 1,000-message deck with shields, built into `path`/build, for `kit-memory`.
    print(try KitBenchmarks.deck(messages: 1_000, at: URL(fileURLWithPath: path)).path)
}
if suites.contains("kit-open-loop"), let path = CommandLine.arguments.last {
    // For a profiler: open the ko locale of the bundle at `path` 100 times.
    var total = 0
    for _ in 0..<100 { total += try CopydeckBundle(directory: URL(fileURLWithPath: path), locales: .only(["ko"])).locales.count }
    print(total)
}
if suites.contains("kit-memory"), CommandLine.arguments.count == 4 {
    // In a fresh process: copydeck-bench kit-memory BUNDLE_DIR shields|all
    print(try KitBenchmarks.memory(bundle: URL(fileURLWithPath: CommandLine.arguments[2]), parts: CommandLine.arguments[3]))
}
if suites.contains("layout-once"), let count = Int(CommandLine.arguments.last ?? "") {
    // For a profiler: one layout of a generated flow of `count` nodes.
    print(LayeredLayout.layout(LayoutBenchmarks.graph(nodes: count)).crossings)
}
if suites.contains("layout-widths"), let count = Int(CommandLine.arguments.last ?? "") {
    // For a profiler: how wide a generated flow's layers come out (real nodes per row).
    let result = LayeredLayout.layout(LayoutBenchmarks.graph(nodes: count))
    var rows: [Double: Int] = [:]
    for node in result.nodes { rows[node.y, default: 0] += 1 }
    print("rows \(rows.count), widest \(rows.values.max() ?? 0), crossings \(result.crossings), width \(Int(result.width)), height \(Int(result.height))")
}
if suites.contains("layout-dot"), let path = CommandLine.arguments.last {
    try LayoutBenchmarks.writeDOT(to: URL(fileURLWithPath: path))
}
if suites.contains("linear") {
    print("Linearity (lint at n, 2n, 4n)")
    let (lines, linear) = try LinearityBenchmarks.run()
    for line in lines { print(line) }
    if !linear { exit(1) }
}
if suites.contains("corpus") {
    // copydeck-bench corpus [SCALE]: the standard corpus, built, with the floor in the same run;
    // `corpus 1 2` measures scale 1 and scale 2 and the ratio of their builds.
    let scales = CommandLine.arguments.dropFirst(2).compactMap { Int($0) }
    print("Corpus (issue 15)")
    var builds: [Int: Duration] = [:]
    var folders: [URL] = []
    defer { for folder in folders { try? FileManager.default.removeItem(at: folder) } }
    for scale in scales.isEmpty ? [1] : scales {
        let figures = try CorpusBenchmarks.run(scale: scale, folders: &folders)
        for line in figures.lines { print(line) }
        builds[scale] = figures.build
    }
    if let one = builds[1], let two = builds[2] {
        print(String(format: "build at scale 2 / build at scale 1: %.2f", CorpusBenchmarks.seconds(two) / CorpusBenchmarks.seconds(one)))
    }
}
if suites.contains("corpus-checks") {
    // copydeck-bench corpus-checks [SCALE] [RULE…]: each check alone on the standard corpus.
    let words = CommandLine.arguments.dropFirst(2)
    let scale = words.compactMap { Int($0) }.first ?? 1
    print("Checks on the corpus, each alone")
    for line in try CorpusCheckBenchmarks.run(scale: scale, rules: Set(words.filter { Int($0) == nil })) { print(line) }
}
if suites.contains("build-once"), CommandLine.arguments.count >= 4 {
    // copydeck-bench build-once PROJECT OUTPUT: one build, for a measurement of its own process.
    let arguments = CommandLine.arguments
    let result = try CompilerDriver(directory: ProjectDirectory(root: URL(fileURLWithPath: arguments[arguments.count - 2])))
        .build(output: URL(fileURLWithPath: arguments[arguments.count - 1]))
    guard result.written else { exit(1) }
    print("peak \(CorpusBenchmarks.ownPeakMemory())")
}
if suites.contains("copy-phases") {
    for line in try CopyBenchmarks.phases(messages: 60_000) { print(line) }
}
if suites.contains("copy-load"), let path = CommandLine.arguments.last {
    // For a profiler: load the project at `path` ten times.
    for _ in 0..<10 {
        var collector = DiagnosticCollector()
        _ = try ProjectLoader(directory: ProjectDirectory(root: URL(fileURLWithPath: path))).load(&collector)
    }
}
if suites.contains("lint-once"), let path = CommandLine.arguments.last {
    // For an instruction-counting profiler (callgrind): one lint of the project at `path`.
    let result = try CompilerDriver(directory: ProjectDirectory(root: URL(fileURLWithPath: path))).lint()
    print("\(result.diagnostics.count) diagnostics")
}
if suites.contains("write-copy-project"), let path = CommandLine.arguments.last {
    try CopyBenchmarks.project(messages: 60_000, at: URL(fileURLWithPath: path))
}
if suites.contains("write-compare-locales"), let path = CommandLine.arguments.last {
    try CopyBenchmarks.properties(messages: 60_000, at: URL(fileURLWithPath: path))
}
