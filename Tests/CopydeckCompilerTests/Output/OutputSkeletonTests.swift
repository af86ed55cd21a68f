import Foundation
import Testing
@testable import CopydeckCompiler

/// A build keeps the folders of the output it retired (`.copydeck-folders`, folders only) and the
/// next build stages into them instead of making them anew. The kept folders are never part of
/// the output, never hold a file, and a folder someone else put there is refused, not deleted.
@Suite struct OutputSkeletonTests {
    /// Two decks alike but for their ids.
    private func project() throws -> TestProject {
        try TestProject.twoDecks()
    }

    /// The project built twice into `build/`, the second build keeping the first's folders.
    private func builtTwice() throws -> (TestProject, URL) {
        let project = try project()
        let output = project.root.appendingPathComponent("build")
        try project.driver.build(output: output)
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        try project.driver.build(output: output)
        return (project, output)
    }

    private func inode(_ path: URL) -> UInt64? {
        var status = stat()
        return lstat(path.path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    /// Every folder under `root`, relative to it.
    private func folders(under root: URL) -> Set<String> {
        Set(FolderSnapshot(root).entries.filter { $0.value == .folder }.keys)
    }

    @Test func aSecondBuildKeepsTheOldFoldersAndTheThirdStagesIntoThem() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        let skeleton = output.appendingPathComponent(OutputSkeleton.name)
        try project.driver.build(output: output)
        #expect(!FileManager.default.fileExists(atPath: skeleton.path), "a first build retires no tree")

        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "en title", with: "en new title"))
        try project.driver.build(output: output)
        let kept = FolderSnapshot(skeleton)
        #expect(kept.files.isEmpty, "only folders are kept: \(kept.files.prefix(3))")
        let outputFolders = folders(under: output).filter { !$0.hasPrefix(OutputSkeleton.name) }
        #expect(folders(under: skeleton) == outputFolders, "the kept folders are the output's")
        let keptBundle = try #require(inode(skeleton.appendingPathComponent("other/bundle")))

        try project.write("locales/en/demo.yml", Fixtures.locale("en"))
        let result = try project.driver.build(output: output)
        #expect(result.written)
        #expect(inode(output.appendingPathComponent("other/bundle")) == keptBundle, "the new output was staged into the kept folders")
        #expect(FolderSnapshot(skeleton).files.isEmpty)
        // The kept folders are no finding of the next build, and change nothing in the output.
        let fresh = project.root.appendingPathComponent("fresh")
        try project.driver.build(output: fresh)
        #expect(FolderSnapshot(output).excluding(OutputSkeleton.name).excluding(BuildCache.fileName)
                == FolderSnapshot(fresh).excluding(BuildCache.fileName))
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        #expect(try project.driver.build(output: output).written)
    }

    @Test func keptFoldersTheNewOutputDoesNotUseAreRemoved() throws {
        let (project, output) = try builtTwice()
        defer { project.remove() }
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("\(OutputSkeleton.name)/other/bundle").path))

        // The deck `other` goes: its folders were kept, and must not come back empty.
        try project.write("copydeck.yml", TestProject.minimalConfig)
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("content/other"))
        for locale in ["ko", "ja", "en"] { try FileManager.default.removeItem(at: project.root.appendingPathComponent("locales/\(locale)/other.yml")) }
        let result = try project.driver.build(output: output)
        #expect(result.written, "\(result.diagnostics)")
        let visible = FolderSnapshot(output).excluding(OutputSkeleton.name)
        #expect(!visible.entries.keys.contains { $0 == "other" || $0.hasPrefix("other/") || $0.hasPrefix("preview/other") })
        // An empty folder in the output would be someone else's to the next build.
        try project.write("locales/en/demo.yml", Fixtures.locale("en"))
        #expect(try project.driver.build(output: output).written)
    }

    @Test func aFileInTheKeptFoldersIsRefusedAndLeftAlone() throws {
        let (project, output) = try builtTwice()
        defer { project.remove() }
        let mine = output.appendingPathComponent("\(OutputSkeleton.name)/other/notes.txt")
        try Data("mine".utf8).write(to: mine)

        try project.write("locales/en/demo.yml", Fixtures.locale("en"))
        #expect(throws: CopydeckError.self) { try project.driver.build(output: output) }
        #expect(try Data(contentsOf: mine) == Data("mine".utf8))
    }

    @Test func aFileNamedLikeTheKeptFoldersIsNotCopydecks() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        try project.driver.build(output: output)
        let mine = output.appendingPathComponent(OutputSkeleton.name)
        try Data("mine".utf8).write(to: mine)
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        #expect(throws: CopydeckError.self) { try project.driver.build(output: output) }
        #expect(try Data(contentsOf: mine) == Data("mine".utf8))
    }

    @Test func theResourcesLayoutKeepsNoFolders() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("resources")
        try project.driver.buildResources(output: output)
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        try project.driver.buildResources(output: output)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(OutputSkeleton.name).path))
    }
}
