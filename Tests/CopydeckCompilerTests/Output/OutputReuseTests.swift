import Foundation
import Testing
@testable import CopydeckCompiler

/// A rebuild writes only the files whose bytes changed; the others are linked from the previous
/// output, which the swap then retires. The retired tree keeps its links to the files the new
/// output shares, and nothing else, for the next build (`OutputSkeleton`).
@Suite struct OutputReuseTests {
    private func inode(_ url: URL) -> UInt64? {
        var status = stat()
        return lstat(url.path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    private func links(_ url: URL) -> Int? {
        var status = stat()
        return lstat(url.path, &status) == 0 ? Int(status.st_nlink) : nil
    }

    @Test func unchangedFilesAreCarriedOverAndChangedOnesWritten() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        #expect(try project.driver.build(output: output).written)
        let same = output.appendingPathComponent("demo/bundle/ja.json")
        let changed = output.appendingPathComponent("demo/bundle/en.json")
        let sameBefore = try #require(inode(same))
        let sameBytes = try Data(contentsOf: same)
        let changedBefore = try #require(inode(changed))

        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "en title", with: "en other title"))
        let result = try project.driver.build(output: output)
        #expect(result.written && !result.upToDate)
        #expect(inode(same) == sameBefore, "an unchanged file is the same file")
        #expect(try Data(contentsOf: same) == sameBytes)
        // Its other link is the retired tree's, kept for the next build at the same path; the
        // changed file's old bytes are gone.
        let kept = output.appendingPathComponent(OutputSkeleton.name)
        #expect(links(same) == 2)
        #expect(inode(kept.appendingPathComponent("demo/bundle/ja.json")) == sameBefore)
        #expect(inode(kept.appendingPathComponent("demo/bundle/en.json")) == nil)
        #expect(inode(changed) != changedBefore)
        #expect(try String(contentsOf: changed, encoding: .utf8).contains("en other title"))
        // Nothing else is left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path).sorted() == ["build", "content", "copydeck.yml", "locales"])
    }

    @Test func aFailedBuildKeepsThePreviousFilesAsTheyAreAndReplacesTheReport() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        #expect(try project.driver.build(output: output).written)
        let bundle = output.appendingPathComponent("demo/bundle/ko.json")
        let before = try #require(inode(bundle))
        let bytes = try Data(contentsOf: bundle)

        try project.write("locales/ko/demo.yml", "intro: [\n")
        let failed = try project.driver.build(output: output)
        #expect(!failed.written && failed.keptPreviousOutput)
        // Kept without being read or written again: the same file.
        #expect(inode(bundle) == before)
        #expect(try Data(contentsOf: bundle) == bytes)
        let report = try String(contentsOf: output.appendingPathComponent("report/lint.json"), encoding: .utf8)
        #expect(report.contains("locales/ko/demo.yml"))
        // The other link is the retired tree's, kept for the next build.
        #expect(links(bundle) == 2)
        #expect(inode(output.appendingPathComponent("\(OutputSkeleton.name)/demo/bundle/ko.json")) == before)
        // The marker is still true: a fixed project builds over it.
        try project.write("locales/ko/demo.yml", Fixtures.locale("ko"))
        #expect(try project.driver.build(output: output).written)
    }

    @Test func onlyFilesWithTheSameBytesAtTheSamePathAreLinked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-reuse-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        var old = OutputTree()
        old.add("a.json", Data("one".utf8))
        old.add("b.json", Data("two".utf8))
        old.add("c.json", Data("three".utf8))
        try OutputWriter(destination: output).write(old)
        let before = ["a.json", "b.json", "c.json"].map { inode(output.appendingPathComponent($0)) }
        var new = OutputTree()
        new.add("a.json", Data("one".utf8))
        new.add("b.json", Data("TWO".utf8))
        new.add("d.json", Data("three".utf8))
        try OutputWriter(destination: output).write(new)
        #expect(inode(output.appendingPathComponent("a.json")) == before[0])
        #expect(inode(output.appendingPathComponent("b.json")) != before[1])
        #expect(inode(output.appendingPathComponent("d.json")) != before[2], "the same bytes at another path are written")
        #expect(try Data(contentsOf: output.appendingPathComponent("b.json")) == Data("TWO".utf8))
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("c.json").path))
    }
}
