import Foundation
import Testing
@testable import CopydeckCompiler

/// A project read with files from memory over the disk (what `adopt` and `lint --fix` check
/// before they write): a replaced file reads its new bytes, a new file and its folder are found
/// and listed, and the disk is never touched.
@Suite struct ProjectDirectoryOverlayTests {
    @Test func newAndReplacedFilesAreReadAndListed() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let before = FolderSnapshot(project.root)
        let directory = ProjectDirectory(root: project.root).overlaid([
            "locales/ja/demo.yml": Data("intro:\n  title: 新しい\n".utf8),
            "content/extra/tables.yml": Data("tables:\n  Localizable:\n    a: {}\n".utf8),
        ])
        #expect(try directory.readText("locales/ja/demo.yml").file.text == "intro:\n  title: 新しい\n")
        #expect(directory.exists("content/extra/tables.yml") && directory.exists("content/extra") && directory.isDirectory("content/extra"))
        #expect(directory.names(in: "content").contains("extra"))
        #expect(directory.list(under: "content", extensions: ["yml"]).files.contains("content/extra/tables.yml"))
        #expect(directory.list(under: "locales", extensions: ["yml"]).files.filter { $0 == "locales/ja/demo.yml" }.count == 1)
        #expect(FolderSnapshot(project.root) == before)
        #expect(!ProjectDirectory(root: project.root).exists("content/extra"))
    }
}
