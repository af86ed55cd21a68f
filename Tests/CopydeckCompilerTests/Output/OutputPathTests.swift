import Testing
@testable import CopydeckCompiler

/// A path an emitter names, or a cache or marker lists, is written or trusted only when it stays
/// inside the output folder.
@Suite struct OutputPathTests {
    @Test(arguments: ["a", "a.json", "wander/bundle/ko.json", "preview/assets/search/d.js", ".copydeck-x", "a/.hidden",
                      "...", "a/.../b", "..a", "a..", "a/b..c", "한국어/ファイル.js", "p 1.html", "%25/x"])
    func pathsInsideTheFolderAreSafe(_ path: String) {
        #expect(OutputPath.isSafe(path))
    }

    @Test(arguments: ["", "/", "/etc/passwd", "a/", "a//b", "//a", ".", "..", "./a", "../a", "a/.", "a/..", "a/./b",
                      "a/../b", "a\\b", "..\\a", "a\u{0}b", "\u{0}"])
    func pathsThatLeaveOrBlurTheFolderAreRefused(_ path: String) {
        #expect(!OutputPath.isSafe(path))
    }

    @Test func theFoldersAboveFilesAreEveryFolderOnTheWayToEach() {
        #expect(OutputPath.folders(above: ["a.json"]).isEmpty)
        #expect(OutputPath.folders(above: ["a/b/c.json", "a/d.json", "a/b/e.json", "x/y.json"]) == ["a", "a/b", "x"])
        #expect(OutputPath.folders(above: ["한국어/日本語/é.html", "한국어/f"]) == ["한국어", "한국어/日本語"])
        // A combining mark after the slash does not join it to the folder's name.
        #expect(OutputPath.folders(above: ["e/\u{301}.txt"]) == ["e"])
    }

    @Test func aPathIsSplitAtItsLastSlashByItsBytes() {
        #expect(OutputPath.folder(of: "a.json") == nil)
        #expect(OutputPath.folder(of: "a/b/c.json") == "a/b")
        #expect(OutputPath.folder(of: "e/\u{301}.txt") == "e")
        // Files grouped by folder for work done a folder at a time split the same way.
        let grouped = PathsByFolder(["e/\u{301}.txt", "top.json", "e/f.json", "a/b/c.json"]).folders
        #expect(grouped.map(\.path) == ["e", "", "a/b"])
        #expect(grouped.map { $0.files.map(\.name) } == [["\u{301}.txt", "f.json"], ["top.json"], ["c.json"]])
        #expect(grouped.map { $0.files.map(\.index) } == [[0, 2], [1], [3]])
    }
}
