import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct OutputSwapTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-swap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func twoFoldersTradePlaces() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let a = root.appendingPathComponent("a"), b = root.appendingPathComponent("b")
        for (folder, text) in [(a, "A"), (b, "B")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent("file"))
        }
        let outcome = try DirectoryExchange.exchange(a, with: b, retired: root.appendingPathComponent("retired"))
        #expect(try String(contentsOf: b.appendingPathComponent("file"), encoding: .utf8) == "A")
        switch outcome {
        case .exchanged: #expect(try String(contentsOf: a.appendingPathComponent("file"), encoding: .utf8) == "B")
        case .renamedAside: #expect(try String(contentsOf: root.appendingPathComponent("retired/file"), encoding: .utf8) == "B")
        }
        #if os(Linux)
        // Every file system CI writes its temporary folders on supports the atomic exchange.
        #expect(outcome == .exchanged)
        #endif
    }

    @Test func leftoversOfDeadBuildsAreRemovedAndThoseOfLiveOnesKept() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try Fixtures.demo()
        defer { project.remove() }
        // A process id that is certainly not running: a child that has exited and been reaped.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        let dead = child.processIdentifier
        let names = [".out.copydeck-\(dead)-abc", ".out.staging-\(dead)-123", ".out.old-\(dead)-456",
                     ".out.copydeck-1-live", ".out.copydeck-notapid", ".other.copydeck-\(dead)-abc", "unrelated"]
        for name in names {
            try FileManager.default.createDirectory(at: root.appendingPathComponent("\(name)/demo"), withIntermediateDirectories: true)
        }
        #expect(try project.driver.build(output: root.appendingPathComponent("out")).written)
        let left = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
        #expect(left == [".other.copydeck-\(dead)-abc", ".out.copydeck-1-live", ".out.copydeck-notapid", "out", "unrelated"])
    }

    /// A build killed after its new tree took the output's place, while it deleted the old one,
    /// leaves that tree beside an output that is complete: the next build finds nothing to do
    /// and still clears it.
    @Test func anUpToDateBuildClearsWhatAKilledOneLeft() throws {
        let root = try scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try Fixtures.demo()
        defer { project.remove() }
        let out = root.appendingPathComponent("out")
        #expect(try project.driver.build(output: out).written)
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".out.copydeck-\(child.processIdentifier)-abc/demo"),
                                                withIntermediateDirectories: true)
        let again = try project.driver.build(output: out)
        #expect(again.upToDate)
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["out"])
    }
}
