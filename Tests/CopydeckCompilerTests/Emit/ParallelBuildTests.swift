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

    @Test func serialMeansOneThreadForEveryPiece() {
        let threads = Parallel.$serial.withValue(true) {
            Parallel.map(64) { _ in Thread.isMainThread ? "main" : "\(pthread_self())" }
        }
        #expect(Set(threads).count == 1)
    }
}
