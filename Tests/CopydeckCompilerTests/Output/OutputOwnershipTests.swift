import Foundation
import Testing
@testable import CopydeckCompiler

/// Copydeck replaces only a folder it wrote: the marker lists every file, and anything else in the
/// folder (or a listed file changed since) makes the build refuse and leave the folder untouched.
@Suite struct OutputOwnershipTests {
    private func output(_ project: TestProject) -> URL { project.root.appendingPathComponent("out") }

    private func expectRefused(_ project: TestProject, mentioning text: String) {
        let before = FolderSnapshot(output(project))
        do {
            _ = try project.driver.build(output: output(project))
            Issue.record("the build was not refused")
        } catch {
            guard case .outputRefused(_, let reason) = error else { Issue.record("\(error)"); return }
            #expect(reason.contains(text), "\(reason)")
        }
        #expect(FolderSnapshot(output(project)) == before)
    }

    @Test func someoneElsesFolderIsRefused() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: output(project), withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: output(project).appendingPathComponent("important.txt"))
        expectRefused(project, mentioning: "important.txt")
    }

    @Test func aFileAddedToABuiltFolderIsRefused() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        #expect(try project.driver.build(output: output(project)).written)
        try Data("notes".utf8).write(to: output(project).appendingPathComponent("demo/notes.txt"))
        expectRefused(project, mentioning: "demo/notes.txt")
    }

    @Test func anEmptyFolderAddedToABuiltFolderIsRefused() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        #expect(try project.driver.build(output: output(project)).written)
        try FileManager.default.createDirectory(at: output(project).appendingPathComponent("drafts"), withIntermediateDirectories: true)
        expectRefused(project, mentioning: "drafts/")
    }

    @Test func anEditedOutputFileIsRefused() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        #expect(try project.driver.build(output: output(project)).written)
        let file = output(project).appendingPathComponent("demo/bundle/ko.json")
        var data = try Data(contentsOf: file)
        data[data.startIndex + 3] ^= 0x01   // same size, other bytes
        try data.write(to: file)
        expectRefused(project, mentioning: "demo/bundle/ko.json")
    }

    @Test func aLinkInsideTheOutputIsRefused() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        #expect(try project.driver.build(output: output(project)).written)
        try FileManager.default.createSymbolicLink(at: output(project).appendingPathComponent("demo/link"),
                                                   withDestinationURL: project.root.appendingPathComponent("content"))
        expectRefused(project, mentioning: "demo/link")
    }

    @Test func anUnreadableMarkerIsRefused() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        #expect(try project.driver.build(output: output(project)).written)
        try Data("{\"tool\":\"other\"}".utf8).write(to: output(project).appendingPathComponent(OutputMarker.fileName))
        expectRefused(project, mentioning: OutputMarker.fileName)
    }

    @Test func aFileInPlaceOfTheFolderIsRefused() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try Data("a file".utf8).write(to: output(project))
        expectRefused(project, mentioning: "not a folder")
        #expect(try String(contentsOf: output(project), encoding: .utf8) == "a file")
    }

    @Test func keptFilesAloneDoNotMakeAFolderSomeoneElses() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: output(project), withIntermediateDirectories: true)
        try Data("# build\n".utf8).write(to: output(project).appendingPathComponent("README.md"))
        try Data().write(to: output(project).appendingPathComponent(".gitkeep"))
        #expect(try project.driver.build(output: output(project)).written)
        #expect(try project.driver.build(output: output(project)).written)
        #expect(try String(contentsOf: output(project).appendingPathComponent("README.md"), encoding: .utf8) == "# build\n")
        #expect(FileManager.default.fileExists(atPath: output(project).appendingPathComponent(".gitkeep").path))
    }

    @Test func theMarkerListsExactlyWhatTheBuildWrote() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let result = try project.driver.build(output: output(project))
        let data = try Data(contentsOf: output(project).appendingPathComponent(OutputMarker.fileName))
        let marker = try #require(OutputMarker.decode(data))
        #expect(marker.files.map(\.path) == result.files)
        #expect(FolderSnapshot(output(project)).files == (result.files + [OutputMarker.fileName, BuildCache.fileName]).sorted())
        for entry in marker.files {
            let bytes = try Data(contentsOf: output(project).appendingPathComponent(entry.path))
            #expect(entry.size == bytes.count)
        }
    }

    @Test func anOutputMarkedByTheFormerMarkerIsStillCopydecksOwn() throws {
        // Copydeck before the build cache marked files with FNV-1a (format 1): its output is
        // replaced, and a file edited in it is still seen.
        let project = try Fixtures.demo()
        defer { project.remove() }
        #expect(try project.driver.build(output: output(project)).written)
        let markerURL = output(project).appendingPathComponent(OutputMarker.fileName)
        var marker = try #require(OutputMarker.decode(Data(contentsOf: markerURL)))
        marker.format = 1
        for index in marker.files.indices {
            let data = try Data(contentsOf: output(project).appendingPathComponent(marker.files[index].path))
            marker.files[index].hash = nil
            marker.files[index].fnv1a = OutputMarker.fnv1a(data)
        }
        try marker.encoded().write(to: markerURL)
        try FileManager.default.removeItem(at: output(project).appendingPathComponent(BuildCache.fileName))
        #expect(try project.driver.build(output: output(project)).written)
        #expect(OutputMarker.decode(try Data(contentsOf: markerURL))?.format == OutputMarker.currentFormat)

        try marker.encoded().write(to: markerURL)
        try FileManager.default.removeItem(at: output(project).appendingPathComponent(BuildCache.fileName))
        let file = output(project).appendingPathComponent("demo/bundle/ko.json")
        var data = try Data(contentsOf: file)
        data[data.startIndex + 3] ^= 0x01
        try data.write(to: file)
        expectRefused(project, mentioning: "demo/bundle/ko.json")
    }

    @Test func aRebuildGivesTheSameBytesAndRemovesWhatIsNoLongerBuilt() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        #expect(try project.driver.build(output: output(project)).written)
        let first = FolderSnapshot(output(project))
        #expect(try project.driver.build(output: output(project)).written)
        #expect(FolderSnapshot(output(project)) == first)
        // A deck renamed: the old deck's files were Copydeck's, so they go.
        try FileManager.default.moveItem(at: project.root.appendingPathComponent("content/demo"),
                                         to: project.root.appendingPathComponent("content/other"))
        for locale in ["ko", "ja", "en"] {
            try FileManager.default.moveItem(at: project.root.appendingPathComponent("locales/\(locale)/demo.yml"),
                                             to: project.root.appendingPathComponent("locales/\(locale)/other.yml"))
        }
        try project.write("copydeck.yml", TestProject.minimalConfig.replacingOccurrences(of: "demo: {}", with: "other: {}"))
        #expect(try project.driver.build(output: output(project)).written)
        #expect(!FileManager.default.fileExists(atPath: output(project).appendingPathComponent("demo").path))
        #expect(FileManager.default.fileExists(atPath: output(project).appendingPathComponent("other/bundle/ko.json").path))
    }

    @Test func aFailedBuildKeepsTheOutputAndItsMarkerTrue() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let first = try project.driver.build(output: output(project))
        try project.write("locales/ko/demo.yml", "intro: [broken\n")
        let failed = try project.driver.build(output: output(project))
        #expect(!failed.written && failed.keptPreviousOutput)
        let marker = try #require(OutputMarker.decode(Data(contentsOf: output(project).appendingPathComponent(OutputMarker.fileName))))
        #expect(marker.files.map(\.path) == first.files)
        #expect(try String(contentsOf: output(project).appendingPathComponent("report/lint.json"), encoding: .utf8).contains("yaml.syntax"))
        // The folder is still Copydeck's: fixing the project builds over it.
        try project.write("locales/ko/demo.yml", Fixtures.locale("ko"))
        #expect(try project.driver.build(output: output(project)).written)
    }

    @Test func aFailedFirstBuildSaysThereWasNothingToKeep() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try project.write("locales/ko/demo.yml", "intro: [broken\n")
        let failed = try project.driver.build(output: output(project))
        #expect(!failed.written && !failed.keptPreviousOutput && failed.wrotePreviewOfFailure)
        // The findings, and the preview of the failing copy: no bundle.
        let files = FolderSnapshot(output(project)).files
        #expect(files.filter { !$0.hasPrefix("preview/") } == [OutputMarker.fileName, "report/lint.json", "report/lint.sarif"])
        #expect(files.contains("preview/index.html"), "\(files)")
    }

    @Test func aLinkedOutputFolderIsWrittenThroughAndStaysALink() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let target = project.root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: output(project), withDestinationURL: target)
        #expect(try project.driver.build(output: output(project)).written)
        #expect(try project.driver.build(output: output(project)).written)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: output(project).path) == target.path)
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("demo/bundle/ko.json").path))
    }

    @Test func pathsOutsideTheFolderAreRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-out-\(UUID().uuidString)/out")
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for path in ["../escape.json", "a/../../escape.json", "/etc/escape", "a//b", "./a", OutputMarker.fileName] {
            var tree = OutputTree()
            tree.add(path, Data("x".utf8))
            #expect(throws: CopydeckError.self, "\(path)") { try OutputWriter(destination: folder).write(tree) }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.deletingLastPathComponent().path).isEmpty)
    }
}
