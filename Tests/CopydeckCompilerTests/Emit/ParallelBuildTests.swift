import Foundation
import Testing
@testable import CopydeckCompiler

/// The build runs its loaders, checks, emitters, preview pages and writes on every core; what it
/// writes must not depend on that: a build with every piece run in turn on one thread gives the
/// same files with the same bytes.
@Suite struct ParallelBuildTests {
    @Test func theParallelBuildIsByteIdenticalToASerialOne() throws {
        // The example project: five decks, flows, permissions, templates, shields, findings.
        let driver = CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-parallel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let parallel = try driver.build(output: scratch.appendingPathComponent("parallel"))
        let serial = try Parallel.$serial.withValue(true) { try driver.build(output: scratch.appendingPathComponent("serial")) }
        #expect(parallel.written && serial.written)
        #expect(parallel.files.count > 100, "the example project builds every artifact (\(parallel.files.count) files)")
        #expect(parallel.files == serial.files)
        #expect(parallel.diagnostics == serial.diagnostics)
        var first = FolderSnapshot(scratch.appendingPathComponent("parallel"))
        var second = FolderSnapshot(scratch.appendingPathComponent("serial"))
        // The cache holds the files' times and inodes: the one file that is not output.
        first.entries[BuildCache.fileName] = nil
        second.entries[BuildCache.fileName] = nil
        #expect(first == second)
    }

    @Test func serialRunsEveryPieceInTurnOnTheCallingThread() {
        final class Log: @unchecked Sendable {
            let lock = NSLock()
            var entries: [(index: Int, thread: String)] = []
        }
        let log = Log()
        let caller = "\(pthread_self())"
        // Each piece waits a little: on two cores, pieces run side by side would interleave.
        Parallel.$serial.withValue(true) {
            _ = Parallel.map(32) { index in
                usleep(1_000)
                log.lock.withLock { log.entries.append((index, "\(pthread_self())")) }
            }
        }
        #expect(log.entries.map(\.index) == Array(0..<32))
        #expect(Set(log.entries.map(\.thread)) == [caller])
    }
}
