import Foundation
import Testing
@testable import CopydeckCompiler

/// A build keeps the tree it retired (`.copydeck-folders`): its folders, and its links to the files
/// the new output shares with it (the same file at the same path), and the next build stages into
/// it instead of making the folders and the links anew. The kept tree is never part of the output;
/// a file there that is not a link to the output's file at its path (nor one the last build's
/// cache stamped there) is someone else's: refused, not deleted.
@Suite struct OutputSkeletonTests {
    /// Two decks alike but for their ids.
    private func project() throws -> TestProject {
        try TestProject.twoDecks()
    }

    /// The project built twice into `build/`, the second build keeping the first's folders.
    private func builtTwice() throws -> (TestProject, URL) {
        let project = try project()
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        _ = try project.driver.build(output: output)
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

    /// Every file of `root`'s output (the kept tree, the marker and the cache left out), by path.
    private func outputFiles(_ root: URL) -> [String: Data] {
        let snapshot = FolderSnapshot(root).excluding(OutputSkeleton.name).excluding(BuildCache.fileName).excluding(OutputMarker.fileName)
        return snapshot.entries.reduce(into: [:]) { files, entry in
            if case .file(let data) = entry.value { files[entry.key] = data }
        }
    }

    /// The paths whose bytes two outputs share.
    private func shared(_ old: [String: Data], _ new: [String: Data]) -> [String] {
        new.filter { old[$0.key] == $0.value }.keys.sorted()
    }

    @Test func aSecondBuildKeepsTheOldFoldersAndTheThirdStagesIntoThem() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        let skeleton = output.appendingPathComponent(OutputSkeleton.name)
        _ = try project.driver.build(output: output)
        #expect(!FileManager.default.fileExists(atPath: skeleton.path), "a first build retires no tree")

        let first = outputFiles(output)
        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "en title", with: "en new title"))
        _ = try project.driver.build(output: output)
        let second = outputFiles(output)
        // The kept files are the ones the two outputs share, each the output's own file; the
        // files that changed are gone with their old bytes.
        let kept = FolderSnapshot(skeleton)
        let unchanged = shared(first, second)
        #expect(kept.files == unchanged)
        #expect(unchanged.count < second.count && unchanged.count > second.count / 2, "\(unchanged.count) of \(second.count)")
        for path in kept.files { #expect(inode(skeleton.appendingPathComponent(path)) == inode(output.appendingPathComponent(path)), "\(path)") }
        let outputFolders = folders(under: output).filter { !$0.hasPrefix(OutputSkeleton.name) }
        #expect(folders(under: skeleton) == outputFolders, "the kept folders are the output's")
        let keptBundle = try #require(inode(skeleton.appendingPathComponent("other/bundle")))
        let keptFile = try #require(kept.files.first { $0.hasPrefix("other/") })
        let keptFileInode = inode(skeleton.appendingPathComponent(keptFile))

        try project.write("locales/en/demo.yml", Fixtures.locale("en"))
        let result = try project.driver.build(output: output)
        #expect(result.written)
        #expect(inode(output.appendingPathComponent("other/bundle")) == keptBundle, "the new output was staged into the kept folders")
        #expect(inode(output.appendingPathComponent(keptFile)) == keptFileInode, "a kept file is the new output's, as it was")
        // The retired tree kept in turn: the files the second and third outputs share.
        let third = outputFiles(output)
        #expect(third == first)
        #expect(FolderSnapshot(skeleton).files == shared(second, third))
        // The kept folders are no finding of the next build, and change nothing in the output.
        let fresh = project.root.appendingPathComponent("fresh")
        _ = try project.driver.build(output: fresh)
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

    @Test func aFileAtAKeptPathThatIsNotTheOutputsIsRefusedAndLeftAlone() throws {
        let (project, output) = try builtTwice()
        defer { project.remove() }
        // The same bytes, but another file than the output's: not Copydeck's to take or delete.
        let path = "other/bundle/ko.json"
        let kept = output.appendingPathComponent("\(OutputSkeleton.name)/\(path)")
        let bytes = try Data(contentsOf: kept)
        try FileManager.default.removeItem(at: kept)
        try bytes.write(to: kept)
        #expect(inode(kept) != inode(output.appendingPathComponent(path)))

        try project.write("locales/en/demo.yml", Fixtures.locale("en"))
        #expect(throws: CopydeckError.self) { try project.driver.build(output: output) }
        #expect(try Data(contentsOf: kept) == bytes)
    }

    @Test func aKeptLinkToAnOutputFileDeletedSinceIsDeletedAndTheFileMadeAgain() throws {
        let (project, output) = try builtTwice()
        defer { project.remove() }
        // The output's file is deleted; the kept tree's link to it is all that is left of it,
        // a file the last build's cache stamped at that path: Copydeck's own.
        let path = "other/bundle/ko.json"
        let kept = output.appendingPathComponent("\(OutputSkeleton.name)/\(path)")
        #expect(inode(kept) == inode(output.appendingPathComponent(path)))
        try FileManager.default.removeItem(at: output.appendingPathComponent(path))

        try project.write("locales/en/demo.yml", Fixtures.locale("en"))
        let result = try project.driver.build(output: output)
        #expect(result.written, "\(result.diagnostics)")
        #expect(inode(output.appendingPathComponent(path)) != nil)
        // The old link went with the claimed tree; the file was made again, not shared with
        // the retired output, which had none.
        #expect(inode(kept) == nil)
        let fresh = project.root.appendingPathComponent("fresh")
        _ = try project.driver.build(output: fresh)
        #expect(FolderSnapshot(output).excluding(OutputSkeleton.name).excluding(BuildCache.fileName)
                == FolderSnapshot(fresh).excluding(BuildCache.fileName))
    }

    @Test func aKeptLinkWhereTheNewOutputHasAFolderMakesWayForIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("out")
        var old = OutputTree()
        old.add("a", Data("a file".utf8))
        old.add("x.json", Data("kept".utf8))
        try OutputWriter(destination: output).write(old)
        // The tree a build would have kept: links to both files.
        let kept = output.appendingPathComponent(OutputSkeleton.name)
        try FileManager.default.createDirectory(at: kept, withIntermediateDirectories: false)
        for name in ["a", "x.json"] { #expect(link(output.appendingPathComponent(name).path, kept.appendingPathComponent(name).path) == 0) }
        let before = inode(output.appendingPathComponent("x.json"))

        let state = try OutputInspection(folder: output).inspect()
        #expect(state.kept?.mirrored == ["a", "x.json"])
        // `a` is a folder in the new output.
        let staging = try OutputStaging(folder: output, state: state)
        staging.add("a/b.json", Data("inside".utf8))
        staging.carry("x.json")
        try staging.finish(cache: nil)
        #expect(try Data(contentsOf: output.appendingPathComponent("a/b.json")) == Data("inside".utf8))
        #expect(inode(output.appendingPathComponent("x.json")) == before)
        #expect(FolderSnapshot(output).files == [OutputMarker.fileName, "a/b.json", "x.json"])
    }

    @Test func aFileNamedLikeTheKeptFoldersIsNotCopydecks() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
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
        _ = try project.driver.buildResources(output: output)
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        _ = try project.driver.buildResources(output: output)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(OutputSkeleton.name).path))
    }
}
