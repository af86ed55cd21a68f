import CopydeckCompiler
import CopydeckCorpus
import Foundation

/// Issue 15's figures on the standard corpus, in one run: the floor (reading every source file
/// and writing the build's output bytes), the lint, a build into a new folder (with each stage's
/// median), a build with nothing changed, a build after one locale file of one deck changed, and
/// the peak memory of a whole build in a fresh process.
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

    struct Figures {
        var lines: [String] = []
        var build: Duration = .zero
    }

    /// Measures the corpus of `scale`. The corpus and the outputs are added to `folders` as they
    /// are made, for the caller to delete when every scale is measured: thousands of files
    /// deleted between two scales would slow the next one's runs (`settleFileSystem`).
    static func run(scale: Int, folders: inout [URL]) throws -> Figures {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-corpus-out-\(UUID().uuidString)")
        folders.append(scratch)
        let project = try corpus(scale: scale)
        folders.append(project)
        var figures = Figures()
        let driver = CompilerDriver(directory: ProjectDirectory(root: project))
        let lint = try driver.lint()
        precondition(lint.diagnostics.isEmpty, "the corpus must lint clean: \(lint.diagnostics.prefix(3))")
        // The peak memory of a build, first, in a process of its own.
        let peak = try peakMemoryOfBuild(project: project, output: scratch.appendingPathComponent("memory"))

        // One build, kept, whose files the floors write again.
        let kept = scratch.appendingPathComponent("kept")
        let built = try driver.build(output: kept)
        precondition(built.written)
        let sources = paths(under: project).map(\.url)
        var run = 0
        let settle = { settleFileSystem(sources: sources) }
        let (floor, writesOnly) = try floors(sources: sources, output: kept, scratch: scratch, run: &run, settle: settle)
        let lintTime = try Measurement("lint", runs: 3) { try driver.lint() }
        var stages: [String: [Duration]] = [:]
        var order: [String] = []
        let build = try Measurement("build into a new folder", runs: 3, prepare: settle) {
            run += 1
            let result = try driver.build(output: scratch.appendingPathComponent("build-\(run)"))
            for stage in result.timings.stages {
                if stages[stage.name] == nil { order.append(stage.name) }
                stages[stage.name, default: []].append(stage.duration)
            }
            return result
        }
        let noOp = try Measurement("build again, nothing changed", runs: 5) {
            let result = try driver.build(output: kept)
            precondition(result.upToDate)
            return result
        }
        // One locale file of one deck, changed back and forth: each build has one deck to make.
        let localeFile = project.appendingPathComponent("locales/en/d007.yml")
        let original = try Data(contentsOf: localeFile)
        var variant = 0
        var localeStages: [String: [Duration]] = [:]
        var localeOrder: [String] = []
        let oneLocale = try Measurement("build after one locale file of one deck changed", runs: 5) {
            variant += 1
            try (original + Data("# edit \(variant)\n".utf8)).write(to: localeFile)
            let result = try driver.build(output: kept)
            precondition(result.reusedDecks.count == result.deckCount - 1)
            for stage in result.timings.stages {
                if localeStages[stage.name] == nil { localeOrder.append(stage.name) }
                localeStages[stage.name, default: []].append(stage.duration)
            }
            return result
        }
        // One message's text of the same file changed, as a translator's edit changes it: the
        // pages and files that show it are made again, the rest taken as they are.
        let edited = String(decoding: original, as: UTF8.self)
        let line = "  headline: Hear about openings first\n"
        precondition(edited.contains(line), "the corpus's locale file changed: pick another line to edit")
        let oneMessage = try Measurement("build after one message of one locale file changed", runs: 5) {
            variant += 1
            try Data(edited.replacingOccurrences(of: line, with: "  headline: Hear about openings first (\(variant))\n").utf8).write(to: localeFile)
            let result = try driver.build(output: kept)
            precondition(result.reusedDecks.count == result.deckCount - 1)
            return result
        }
        // A translator's slip and its mending: a message that does not parse fails the build
        // (the output and the cache are kept), and the build after the fix makes one deck.
        let broken = Data(edited.replacingOccurrences(of: line, with: "  headline: \"{name\"\n").utf8)
        let afterError = try Measurement("build after a failed build's error was mended", runs: 5, prepare: {
            try broken.write(to: localeFile)
            let failed = try driver.build(output: kept)
            precondition(!failed.written)
        }) {
            variant += 1
            try Data(edited.replacingOccurrences(of: line, with: "  headline: Hear about openings first (\(variant))\n").utf8).write(to: localeFile)
            let result = try driver.build(output: kept)
            precondition(result.written && result.reusedDecks.count == result.deckCount - 1)
            return result
        }
        func multiple(_ measurement: Measurement) -> String {
            String(format: "%.1f× the floor", seconds(measurement.median) / seconds(floor.median))
        }
        figures.build = build.median
        figures.lines = [
            "scale \(scale): \(sources.count) source files; before each floor and each build into a new folder, "
                + (canDropCaches ? "the file system synced and its caches dropped, the sources read again" : "the file system synced (caches not dropped: not root)"),
            floor.line,
            writesOnly.line,
            lintTime.line + " (\(multiple(lintTime)))",
            build.line + " (\(multiple(build)); "
                + String(format: "%.1f× the writes alone)", seconds(build.median) / seconds(writesOnly.median)),
            noOp.line,
            oneLocale.line,
            oneMessage.line,
            afterError.line,
            String(format: "peak memory of a build (a process of its own): %.0f MB", Double(peak) / 1_000_000),
            "stages of the build into a new folder (median of the runs):",
        ]
        for name in order {
            let sorted = stages[name]!.sorted()
            figures.lines.append("  \(name): \(Measurement.milliseconds(sorted[sorted.count / 2])) ms")
        }
        figures.lines.append("stages of the build after one locale file changed (median of the runs):")
        for name in localeOrder {
            let sorted = localeStages[name]!.sorted()
            figures.lines.append("  \(name): \(Measurement.milliseconds(sorted[sorted.count / 2])) ms")
        }
        return figures
    }

    /// The floor of a build: every source file read and the output's bytes written again, from
    /// memory, one file after another. Beside it, the output's bytes alone written from memory on
    /// every core, nothing read, into folders made before the clock starts: what no build of
    /// this project can beat on this machine. The output's bytes are released when both are
    /// measured, before any build is.
    static func floors(sources: [URL], output kept: URL, scratch: URL, run: inout Int,
                       settle: () -> Void) throws -> (floor: Measurement, writesOnly: Measurement) {
        let output = try files(under: kept).filter { !$0.path.hasPrefix(".copydeck-") }
        let outputBytes = output.reduce(0) { $0 + $1.data.count }
        let described = "\(output.count) files (\(outputBytes / 1_048_576) MiB)"
        func makeFolders(under destination: URL) throws {
            let folders = Set(output.map { destination.appendingPathComponent($0.path).deletingLastPathComponent().path })
            for folder in folders.sorted() {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
        }
        let floor = try Measurement("floor: read \(sources.count) sources, write \(described)", runs: 3, prepare: settle) {
            run += 1
            var total = 0
            for source in sources { total += try Data(contentsOf: source).count }
            let destination = scratch.appendingPathComponent("floor-\(run)")
            try makeFolders(under: destination)
            for file in output { try file.data.write(to: destination.appendingPathComponent(file.path)) }
            return total
        }
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var destination = scratch
        let writesOnly = try Measurement("writes only: \(described) from memory on \(cores) cores", runs: 3, prepare: {
            settle()
            run += 1
            destination = scratch.appendingPathComponent("writes-\(run)")
            try makeFolders(under: destination)
        }) {
            let (failures, destination) = (Failures(), destination)
            DispatchQueue.concurrentPerform(iterations: cores) { core in
                for index in stride(from: core, to: output.count, by: cores) {
                    do {
                        try output[index].data.write(to: destination.appendingPathComponent(output[index].path))
                    } catch {
                        failures.add(error)
                    }
                }
            }
            if let failure = failures.first { throw failure }
            return outputBytes
        }
        return (floor, writesOnly)
    }

    /// The first error of work on several threads.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var error: (any Error)?
        func add(_ error: any Error) { lock.withLock { self.error = self.error ?? error } }
        var first: (any Error)? { lock.withLock { error } }
    }

    /// Brings the file system to the same state before each run that writes a whole output:
    /// every dirty page written (`sync`), then, when this process may (root), the page, inode
    /// and directory caches dropped and the project's sources read back in, as hyperfine's
    /// cold-cache recipe does. Without it, what earlier runs left decides much of a run's system
    /// time: on ext4 without a journal (this machine's), a new file's inode is found by scanning
    /// past the inodes freed in the last minutes whose table blocks are still cached, and a
    /// scale's runs would pay for the files the scale before deleted.
    static func settleFileSystem(sources: [URL]) {
        sync()
        guard canDropCaches, let handle = FileHandle(forWritingAtPath: "/proc/sys/vm/drop_caches") else { return }
        handle.write(Data("3\n".utf8))
        try? handle.close()
        for source in sources { _ = try? Data(contentsOf: source) }
    }

    static let canDropCaches = FileManager.default.isWritableFile(atPath: "/proc/sys/vm/drop_caches")

    /// The peak resident memory of `copydeck-bench build-once`, run as a child: what a build of
    /// the project needs at its peak. The child reports its own high-water mark (`VmHWM`, which
    /// starts anew at exec): a parent's `RUSAGE_CHILDREN` would count the pages a child shares
    /// with its parent between fork and exec.
    static func peakMemoryOfBuild(project: URL, output: URL) throws -> Int {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["build-once", project.path, output.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let said = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "build-once failed")
        guard let bytes = said.split(separator: "\n").compactMap({ $0.hasPrefix("peak ") ? Int($0.dropFirst(5)) : nil }).first else {
            preconditionFailure("build-once did not say its peak: \(said)")
        }
        return bytes
    }

    /// This process's peak resident memory in bytes: `VmHWM` where `/proc` has it, else
    /// `ru_maxrss`.
    static func ownPeakMemory() -> Int {
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
           let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
           let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "") {
            return kilobytes * 1024
        }
        let usage = Measurement.resourceUsage()
        #if os(Linux)
        return Int(usage.ru_maxrss) * 1024
        #else
        return Int(usage.ru_maxrss)
        #endif
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    /// Every file under `root`, by path relative to it, in a stable order.
    static func paths(under root: URL) -> [(path: String, url: URL)] {
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.sorted() ?? []
        return paths.compactMap { path in
            let url = root.appendingPathComponent(path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { return nil }
            return (path, url)
        }
    }

    /// The same, with each file's bytes.
    static func files(under root: URL) throws -> [(path: String, url: URL, data: Data)] {
        try paths(under: root).map { ($0.path, $0.url, try Data(contentsOf: $0.url)) }
    }
}
