import Foundation
import Testing
@testable import CopydeckCompiler

/// A rebuild writes only the files whose bytes changed; the others are linked from the previous
/// output, which the swap then retires, so each is left to the new output alone.
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
        #expect(links(same) == 1, "the previous output, which also held it, is gone")
        #expect(inode(changed) != changedBefore)
        #expect(try String(contentsOf: changed, encoding: .utf8).contains("en other title"))
        // Nothing else is left beside the output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path).sorted() == ["build", "content", "copydeck.yml", "locales"])
    }

    @Test func onlyFilesWithTheSameBytesAtTheSamePathAreReused() {
        var old = OutputTree()
        old.add("a.json", Data("one".utf8))
        old.add("b.json", Data("two".utf8))
        old.add("c.json", Data("three".utf8))
        var new = OutputTree()
        new.add("a.json", Data("one".utf8))
        new.add("b.json", Data("TWO".utf8))
        new.add("d.json", Data("three".utf8))
        let reused = OutputWriter.reusable(.owned(OutputMarker(tree: old)), marker: OutputMarker(tree: new))
        #expect(reused == ["a.json"])
        #expect(OutputWriter.reusable(.empty, marker: OutputMarker(tree: new)).isEmpty)
    }
}
