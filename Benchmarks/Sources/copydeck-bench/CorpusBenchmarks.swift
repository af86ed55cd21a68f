import CopydeckCompiler
import CopydeckCorpus
import Foundation

/// Issue 15's figures on the standard corpus: the whole build, the lint beside it, and the floor
/// (reading every source file and writing the build's output bytes), measured in the same run.
enum CorpusBenchmarks {
    /// Writes the corpus of `scale` into a fresh temporary folder.
    static func corpus(scale: Int) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-corpus-\(scale)-\(UUID().uuidString)")
        // This file is Benchmarks/Sources/copydeck-bench/CorpusBenchmarks.swift.
        let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        try Corpus(scale: scale, exampleRoot: example).write(to: root)
        return root
    }

    static func run(scale: Int) throws -> [String] {
        let project = try corpus(scale: scale)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-corpus-out-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: scratch)
        }
        let driver = CompilerDriver(directory: ProjectDirectory(root: project))
        let lint = try driver.lint()
        precondition(lint.diagnostics.isEmpty, "the corpus must lint clean: \(lint.diagnostics.prefix(3))")
        // One build, kept, whose files the floor writes again.
        let kept = scratch.appendingPathComponent("kept")
        let built = try driver.build(output: kept)
        precondition(built.written)
        let output = try files(under: kept)
        let sources = try files(under: project)
        let outputBytes = output.reduce(0) { $0 + $1.data.count }

        var run = 0
        let floor = try Measurement("floor: read \(sources.count) sources, write \(output.count) files (\(outputBytes / 1_048_576) MiB)", runs: 3) {
            run += 1
            var total = 0
            for file in sources { total += try Data(contentsOf: file.url).count }
            let destination = scratch.appendingPathComponent("floor-\(run)")
            for file in output {
                let url = destination.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            }
            return total
        }
        let lintTime = try Measurement("lint", runs: 3) { try driver.lint() }
        let build = try Measurement("build into a new folder", runs: 3) {
            run += 1
            return try driver.build(output: scratch.appendingPathComponent("build-\(run)"))
        }
        let again = try Measurement("build again, nothing changed", runs: 3) { try driver.build(output: kept) }
        func multiple(_ measurement: Measurement) -> String {
            String(format: "%.1f× the floor", seconds(measurement.median) / seconds(floor.median))
        }
        return [
            "scale \(scale): \(sources.count) source files",
            floor.line,
            lintTime.line + " (\(multiple(lintTime)))",
            build.line + " (\(multiple(build)))",
            again.line + " (\(multiple(again)))",
        ]
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Every file under `root`, by path relative to it, with its bytes, in a stable order.
    static func files(under root: URL) throws -> [(path: String, url: URL, data: Data)] {
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.sorted() ?? []
        return try paths.compactMap { path in
            let url = root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
            return (path, url, try Data(contentsOf: url))
        }
    }
}
