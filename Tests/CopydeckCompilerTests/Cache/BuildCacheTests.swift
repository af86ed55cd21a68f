import Foundation
import Testing
@testable import CopydeckCompiler

/// An unchanged project builds as a no-op from the cache in its output; anything that could make
/// the output differ (an input, the options, the Copydeck, the output itself) makes it build in
/// full, and a cache that is corrupted, foreign or stale is ignored and written anew.
@Suite struct BuildCacheTests {
    private func output(_ project: TestProject) -> URL { project.root.appendingPathComponent("build") }
    private func cacheURL(_ project: TestProject) -> URL { output(project).appendingPathComponent(BuildCache.fileName) }

    /// The demo project with one warning: a suppression that silences nothing.
    private func project() throws -> TestProject {
        let project = try Fixtures.demo()
        try project.write("locales/ko/demo.yml", Fixtures.locale("ko").replacingOccurrences(
            of: "  title: ko title", with: "  title: ko title   # copydeck: ignore message.length"))
        return project
    }

    private func cache(_ project: TestProject) throws -> BuildCache {
        try JSONDecoder().decode(BuildCache.self, from: Data(contentsOf: cacheURL(project)))
    }

    @Test func anUnchangedProjectIsANoOpThatReplaysItsFindings() throws {
        let project = try project()
        defer { project.remove() }
        let first = try project.driver.build(output: output(project))
        #expect(first.written && !first.upToDate)
        #expect(first.diagnostics.map(\.rule.rawValue) == ["suppression.unused"])
        let before = FolderSnapshot(output(project))
        let stamp = FileStamp(path: output(project).appendingPathComponent("demo/bundle/ko.json").path)

        let second = try project.driver.build(output: output(project))
        #expect(second.upToDate && second.written)
        #expect(second.lint == nil, "an up-to-date build loads nothing")
        #expect(second.diagnostics == first.diagnostics)
        #expect(second.deckCount == 1)
        #expect(second.files == first.files)
        // The finding's line can still be quoted.
        let file = try #require(second.diagnostics.first?.range?.file)
        #expect(second.sources[file]?.text == first.sources[file]?.text)
        // Nothing was written: the same bytes, the same file (not a copy of it).
        #expect(FolderSnapshot(output(project)) == before)
        #expect(FileStamp(path: output(project).appendingPathComponent("demo/bundle/ko.json").path) == stamp)
    }

    @Test func anEditedLocaleFileRebuilds() throws {
        let project = try project()
        defer { project.remove() }
        _ = try project.driver.build(output: output(project))
        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "en title", with: "en new title"))
        let result = try project.driver.build(output: output(project))
        #expect(!result.upToDate && result.written)
        let bundle = try String(contentsOf: output(project).appendingPathComponent("demo/bundle/en.json"), encoding: .utf8)
        #expect(bundle.contains("en new title"))
        #expect(try project.driver.build(output: output(project)).upToDate)
    }

    /// Sources settled before the build are trusted on their stamps next time; an edit that keeps
    /// the size and puts the modification time back still changes the stamp (its change time).
    @Test func anEditThatPutsItsModificationTimeBackRebuildsFromSettledSources() async throws {
        let project = try project()
        defer { project.remove() }
        try await Task.sleep(for: .nanoseconds(SourceStamp.settling + 200_000_000))
        _ = try project.driver.build(output: output(project))
        let recorded = try cache(project)
        #expect(recorded.sourceStamps.keys.sorted() == recorded.sources.entries.filter { $0.value != "dir" }.keys.sorted())
        #expect(try project.driver.build(output: output(project)).upToDate)

        let path = project.root.appendingPathComponent("locales/ko/demo.yml").path
        var status = stat()
        #expect(stat(path, &status) == 0)
        try project.write("locales/ko/demo.yml", try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "ko title", with: "KO TITLE"))
        #if canImport(Darwin)
        var times = [status.st_mtimespec, status.st_mtimespec]
        #else
        var times = [status.st_mtim, status.st_mtim]
        #endif
        #expect(utimensat(AT_FDCWD, path, &times, 0) == 0)
        let result = try project.driver.build(output: output(project))
        #expect(!result.upToDate && result.written)
        let bundle = try String(contentsOf: output(project).appendingPathComponent("demo/bundle/ko.json"), encoding: .utf8)
        #expect(bundle.contains("KO TITLE"))
    }

    /// A source folder with a name that is not UTF-8 in it cannot be fingerprinted: no build
    /// after it is a no-op, and no deck is taken from the last build.
    @Test func aNameThatIsNotUTF8MakesEveryBuildAWholeOne() throws {
        let project = try project()
        defer { project.remove() }
        let path = Array(project.root.appendingPathComponent("content/demo").path.utf8) + Array("/notes-".utf8) + [0xFF] + Array(".md".utf8) + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT, 0o644) }
        }
        guard descriptor >= 0 else { return }  // a file system that refuses such names
        close(descriptor)
        _ = try project.driver.build(output: output(project))
        let again = try project.driver.build(output: output(project))
        #expect(!again.upToDate)
        #expect(again.reusedDecks.isEmpty)
    }

    @Test(arguments: ["content/demo/notes.md", "locales/fr/demo.yml", "content/drafts/screens.yml"])
    func aFileAddedWhereTheBuildLooksRebuilds(path: String) throws {
        let project = try project()
        defer { project.remove() }
        _ = try project.driver.build(output: output(project))
        let url = project.root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# notes\n".utf8).write(to: url)
        let result = try project.driver.build(output: output(project))
        #expect(!result.upToDate)
    }

    @Test func aRemovedFileAndAnEmptyFolderRebuild() throws {
        let project = try project()
        defer { project.remove() }
        _ = try project.driver.build(output: output(project))
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("content/empty"), withIntermediateDirectories: true)
        let withFolder = try project.driver.build(output: output(project))
        #expect(!withFolder.upToDate)
        #expect(withFolder.diagnostics.contains { $0.rule.rawValue == "project.unlisted" })
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("locales/ja/demo.yml"))
        #expect(try !project.driver.build(output: output(project)).upToDate)
    }

    @Test func aCorruptedCacheIsIgnoredAndWrittenAnew() throws {
        let project = try project()
        defer { project.remove() }
        _ = try project.driver.build(output: output(project))
        for garbage in [Data("{\"tool\": \"copydeck-build-cache\", \"format\": 1, \"key\": ".utf8), Data([0xFF, 0xFE, 0x00]), Data()] {
            try garbage.write(to: cacheURL(project))
            let result = try project.driver.build(output: output(project))
            #expect(!result.upToDate && result.written)
            #expect(try cache(project).sources.entries.isEmpty == false, "a new cache is written")
        }
        #expect(try project.driver.build(output: output(project)).upToDate)
    }

    @Test func aForeignOrOtherFormatCacheIsIgnored() throws {
        let project = try project()
        defer { project.remove() }
        _ = try project.driver.build(output: output(project))
        var foreign = try cache(project)
        foreign.tool = "someone-elses-cache"
        try foreign.encoded().write(to: cacheURL(project))
        #expect(try !project.driver.build(output: output(project)).upToDate)
        var future = try cache(project)
        future.format = BuildCache.currentFormat + 1
        try future.encoded().write(to: cacheURL(project))
        #expect(try !project.driver.build(output: output(project)).upToDate)
    }

    @Test func anotherCopydeckOrOtherOptionsMakeTheCacheStale() throws {
        let project = try project()
        defer { project.remove() }
        _ = try project.driver.build(output: output(project))
        // Another build of Copydeck: its executable has another stamp.
        var stale = try cache(project)
        stale.key.executableStamp = (stale.key.executableStamp ?? "") + "0"
        try stale.encoded().write(to: cacheURL(project))
        #expect(try !project.driver.build(output: output(project)).upToDate)
        // Another project built into the same folder.
        var elsewhere = try cache(project)
        elsewhere.key.project += "-moved"
        try elsewhere.encoded().write(to: cacheURL(project))
        #expect(try !project.driver.build(output: output(project)).upToDate)
        // The output moved: the preview's links to the sources go another way.
        var moved = try cache(project)
        moved.key.output += "-elsewhere"
        try moved.encoded().write(to: cacheURL(project))
        #expect(try !project.driver.build(output: output(project)).upToDate)
        // --strict: the warning now fails the build, which a replay of the lenient one would hide.
        let strict = try project.driver.build(output: output(project), strict: true)
        #expect(!strict.upToDate && !strict.written)
        #expect(strict.keptPreviousOutput)
        // The failed build replaced the report and dropped the cache with the old output's: the
        // next lenient build runs in full, then is up to date again.
        #expect(try !project.driver.build(output: output(project)).upToDate)
        #expect(try project.driver.build(output: output(project)).upToDate)
    }

    @Test func anOutputFileDeletedOrEditedIsNotANoOp() throws {
        let project = try project()
        defer { project.remove() }
        _ = try project.driver.build(output: output(project))
        let bundle = output(project).appendingPathComponent("demo/bundle/ko.json")
        let original = try Data(contentsOf: bundle)
        try FileManager.default.removeItem(at: bundle)
        let rebuilt = try project.driver.build(output: output(project))
        #expect(!rebuilt.upToDate)
        #expect(try Data(contentsOf: bundle) == original, "the deleted file is written again")
        // An edit that keeps the size (and, within one tick of the clock, the time): the build
        // must see it and refuse, as it does without a cache.
        var edited = original
        edited[edited.startIndex + 3] ^= 0x01
        try edited.write(to: bundle)
        #expect(throws: CopydeckError.self) { try project.driver.build(output: output(project)) }
    }

    @Test func anythingPutInTheOutputSinceIsNotANoOp() throws {
        let project = try project()
        defer { project.remove() }
        let out = output(project)
        _ = try project.driver.build(output: out)
        // A file people keep at the top: still nothing to do.
        try Data("# Build\n".utf8).write(to: out.appendingPathComponent("README.md"))
        #expect(try project.driver.build(output: out).upToDate)
        // A file put deep among the build's: the build looks, and refuses to replace it.
        let stray = out.appendingPathComponent("preview/demo/notes.txt")
        try Data("mine".utf8).write(to: stray)
        #expect(throws: CopydeckError.self) { try project.driver.build(output: out) }
        try FileManager.default.removeItem(at: stray)
        #expect(try project.driver.build(output: out).upToDate)
        // A folder replaced by a link to a copy of itself: the same names, but not Copydeck's.
        let bundle = out.appendingPathComponent("demo/bundle")
        let copy = project.root.appendingPathComponent("bundle-copy")
        try FileManager.default.moveItem(at: bundle, to: copy)
        try FileManager.default.createSymbolicLink(at: bundle, withDestinationURL: copy)
        #expect(throws: CopydeckError.self) { try project.driver.build(output: out) }
    }

    @Test func theCacheIsCopydecksOwnAndNeverListedAsOutput() throws {
        let project = try project()
        defer { project.remove() }
        let result = try project.driver.build(output: output(project))
        #expect(!result.files.contains(BuildCache.fileName))
        let marker = try #require(OutputMarker.decode(Data(contentsOf: output(project).appendingPathComponent(OutputMarker.fileName))))
        #expect(!marker.files.contains { $0.path == BuildCache.fileName })
        let cache = try cache(project)
        #expect(Set(cache.outputs.keys) == Set(result.files + [OutputMarker.fileName]))
        #expect(cache.sources.entries["copydeck.yml"] != nil && cache.sources.entries["content/"] == "dir")
        // A build whose inputs changed inspects the folder with the cache in it, and replaces it.
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        #expect(try project.driver.build(output: output(project)).written)
    }

    /// A written file's stamp and hash survive the cache's round trip, and a malformed entry is
    /// refused (the cache is then not trusted) rather than read as something else.
    @Test func writtenFilesRoundTripAndMalformedOnesAreRefused() throws {
        let file = WrittenFile(stamp: FileStamp(size: 1_234, seconds: 1_764_000_000, nanoseconds: 999_999_999, inode: .max), hash: "00ff00ff00ff00ff")
        func text(_ file: WrittenFile) -> String {
            var line: [UInt8] = []
            WrittenFile.appendPathLine(file, to: &line)
            return String(decoding: line, as: UTF8.self)
        }
        func parsed(_ text: String) -> WrittenFile? {
            var text = text
            return text.withUTF8 { WrittenFile(bytes: $0) }
        }
        #expect(text(file) == "1234:1764000000:999999999:18446744073709551615:00ff00ff00ff00ff")
        #expect(parsed(text(file)) == file)
        // Each number as Swift writes it in decimal, whatever the numbers; and read back.
        for stamp in [file.stamp, FileStamp(size: 0, seconds: 0, nanoseconds: 0, inode: 0), FileStamp(size: -1, seconds: .min, nanoseconds: 7, inode: 10),
                      FileStamp(size: .max, seconds: .max, nanoseconds: 100, inode: .max)] {
            let written = WrittenFile(stamp: stamp, hash: "0123456789abcdef")
            #expect(text(written) == "\(stamp.size):\(stamp.seconds):\(stamp.nanoseconds):\(stamp.inode):0123456789abcdef")
            #expect(parsed(text(written)) == written)
        }
        #expect(parsed("-1:-1764000000:+5:0:h") == WrittenFile(stamp: FileStamp(size: -1, seconds: -1_764_000_000, nanoseconds: 5, inode: 0), hash: "h"))
        #expect(parsed("9223372036854775807:-9223372036854775808:0:1:h")?.stamp.seconds == .min)
        for bad in ["", "1:2:3:4", "1:2:3:4:", "1:2:3:4:h:x", "x:2:3:4:h", "1::3:4:h", ":1:2:3:4:h", "1:2:3:-4:h", "1:2:3:4",
                    "9223372036854775808:2:3:4:h", "1:-9223372036854775809:3:4:h", "1:2:3:18446744073709551616:h", "-:2:3:4:h", "1:2:3:+:h", "1 :2:3:4:h"] {
            #expect(parsed(bad) == nil, "\(bad)")
        }
    }

    /// The cache lists its written files as lines of one text: any path comes back as it went,
    /// and a malformed list is refused (the cache is then not trusted).
    @Test func theWrittenFileListRoundTripsEveryPathAndRefusesMalformedLines() throws {
        struct Holder: Codable, Equatable { @WrittenFileList var files: [String: WrittenFile] }
        let stamp = FileStamp(size: 3, seconds: 4, nanoseconds: 5, inode: 6)
        let paths = ["a.json", "preview/d/p 1.html", "100%/x", "tab\there", "line\nbreak", "cr\rhere", "crlf\r\nhere", "%\u{301}accent", "한국어/ファイル.js", "%25", "%"]
        let holder = Holder(files: Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, WrittenFile(stamp: stamp, hash: "h\($0)")) }))
        let data = try JSONEncoder().encode(holder)
        #expect(try JSONDecoder().decode(Holder.self, from: data) == holder)
        // One line a file, in path order.
        let text = try #require(try JSONSerialization.jsonObject(with: data) as? [String: String])["files"]
        #expect(text?.split(separator: "\n").count == paths.count)
        #expect(text?.hasPrefix("%25\t3:4:5:6:h10\n%2525\t3:4:5:6:h9\n%25\u{301}accent\t") == true, "\(text ?? "")")
        for bad in ["a\t1:2:3:4:h\na\t1:2:3:4:h\n", "no tab here\n", "a%2\t1:2:3:4:h\n", "a%zz\t1:2:3:4:h\n", "a\t1:2:3:h\n"] {
            let json = try JSONSerialization.data(withJSONObject: ["files": bad])
            #expect(throws: DecodingError.self, "\(bad)") { try JSONDecoder().decode(Holder.self, from: json) }
        }
        #expect(try JSONDecoder().decode(Holder.self, from: Data(#"{"files":""}"#.utf8)).files.isEmpty)
    }

    /// The executable in the cache's key is the one Foundation names, read more cheaply.
    @Test func theExecutableIsTheOneFoundationNames() throws {
        let foundation = try #require(Bundle.main.executableURL?.resolvingSymlinksInPath().path)
        #expect(BuildCache.Key.executablePath == foundation)
        #expect(FileManager.default.isExecutableFile(atPath: BuildCache.Key.executablePath))
    }
}

/// The marker a build wrote, as its cache lists it, stands for the marker file while that file
/// keeps the stamp the cache recorded.
@Suite struct VouchedMarkerTests {
    @Test func theCachesMarkerIsTheMarkerFilesAndStandsOnlyForItsStamp() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        let cacheFile = output.appendingPathComponent(BuildCache.fileName)
        // Every file older than the cache, as a build some moments ago leaves them.
        let later = Date().addingTimeInterval(10)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: cacheFile.path)
        let vouched = try #require(BuildCache.vouchedMarker(BuildCache.read(in: output)))
        let markerFile = output.appendingPathComponent(OutputMarker.fileName)
        let decoded = try #require(OutputMarker.decode(Data(contentsOf: markerFile)))
        #expect(vouched.marker.files == decoded.files)
        #expect(vouched.marker.files.count > 10)
        #expect(vouched.stamp == FileStamp(path: markerFile.path))

        // A marker whose stamp changed is read again: one listing a file that is not there makes
        // the inspection leave it out, where the cache's would have listed it.
        var edited = decoded
        edited.files.removeAll { $0.path.hasSuffix("ko.json") }
        try edited.encoded().write(to: markerFile)
        let inspection = OutputInspection(folder: output, vouched: vouched)
        #expect(throws: CopydeckError.self, "the file the edited marker does not list is someone else's") { try inspection.inspect() }
    }
}
