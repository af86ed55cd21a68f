import Foundation
import Testing
@testable import CopydeckCompiler

/// A file that cannot be read is a located diagnostic, and the rest of the project is still checked.
@Suite struct FileProblemTests {
    private func lint(_ project: TestProject) throws -> LintResult { try project.lint() }

    @Test func bytesThatAreNotUTF8AreReportedWhereTheyStand() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        // Line 3 of ja: two spaces, `next: `, two kana (one character each), then Latin-1 é.
        var ja = Data(Fixtures.locale("ja").utf8)
        let line3 = Data("  next: ".utf8) + Data("です".utf8)
        let range = try #require(ja.firstRange(of: Data("  next: ja next".utf8)))
        ja.replaceSubrange(range, with: line3 + Data([0xE9, 0x41]))
        try ja.write(to: project.root.appendingPathComponent("locales/ja/demo.yml"))
        try Data([0x66, 0x6F, 0xFF, 0xFE]).write(to: project.root.appendingPathComponent("locales/en/demo.yml"))
        // A planted finding in ko is still found.
        try project.write("locales/ko/demo.yml", Fixtures.locale("ko").replacingOccurrences(of: "ko title", with: "ko  title"))

        let result = try lint(project)
        let encoding = result.diagnostics(Rules.fileEncoding)
        #expect(encoding.map { $0.range?.file } == ["locales/en/demo.yml", "locales/ja/demo.yml"])
        #expect(encoding.map { $0.range?.start } == [SourceLocation(line: 1, column: 3), SourceLocation(line: 3, column: 11)])
        #expect(encoding[0].message.contains("0xFF 0xFE"))
        #expect(encoding[1].message.contains("0xE9"))
        #expect(result.diagnostics(WhitespaceCheck.rule).map { $0.range?.file } == ["locales/ko/demo.yml"])
        // The unreadable files are not also reported as missing every message.
        #expect(result.diagnostics(MissingMessageCheck.rule).isEmpty)
        // The excerpt shows the line as written up to the bad byte.
        #expect(result.project.files["locales/ja/demo.yml"]?.line(3)?.hasPrefix("  next: です") == true)
    }

    @Test func anUnreadableConfigIsADiagnosticNotAFailure() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try Data("version: 1\nsourceLocale: \u{1}".utf8 + [0xC0, 0x80]).write(to: project.root.appendingPathComponent("copydeck.yml"))
        let result = try lint(project)
        let encoding = result.diagnostics(Rules.fileEncoding)
        #expect(encoding.map { $0.range?.description } == ["copydeck.yml:2:16"])
        #expect(result.summary.fails(strict: false))
    }

    @Test func linksThatLeadNowhereAreNamedAndTheRestIsChecked() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let folder = project.root.appendingPathComponent("content/demo")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("gone.yml").path, withDestinationPath: "missing.yml")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("self.yml").path, withDestinationPath: "self.yml")
        // A linked folder that leads back up is named and not followed.
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("up").path, withDestinationPath: "..")
        try project.write("locales/ko/demo.yml", Fixtures.locale("ko").replacingOccurrences(of: "ko title", with: "ko  title"))

        let result = try lint(project)
        let unreadable = result.diagnostics(Rules.fileUnreadable)
        #expect(unreadable.map { $0.range?.file } == ["content/demo/gone.yml", "content/demo/self.yml", "content/demo/up/"])
        #expect(unreadable[0].message.contains("missing.yml"))
        #expect(unreadable[1].message.contains("leads back to itself"))
        #expect(unreadable[2].message.contains("symbolic link to .., which holds the link"))
        #expect(result.diagnostics(WhitespaceCheck.rule).count == 1)
        #expect(result.diagnostics(ObsoleteMessageCheck.rule).isEmpty)
    }

    /// `content/other/up -> ..` leads to `content`, which holds every deck: followed, the other
    /// decks would be read again as this one's (264 findings on the example project).
    @Test func aLinkToAFolderAboveIsOneFindingAndNotFollowed() throws {
        let project = try TestProject.twoDecks()
        defer { project.remove() }
        let before = try lint(project).diagnostics.count
        for (name, target) in [("up", ".."), ("here", "."), ("top", "../..")] {
            try FileManager.default.createSymbolicLink(
                atPath: project.root.appendingPathComponent("content/other/\(name)").path, withDestinationPath: target)
        }
        let result = try lint(project)
        let unreadable = result.diagnostics(Rules.fileUnreadable)
        #expect(unreadable.map { $0.range?.file } == ["content/other/here/", "content/other/top/", "content/other/up/"])
        #expect(result.diagnostics.count == before + 3)
        #expect(!result.diagnostics.contains { $0.range?.file.hasPrefix("content/other/up/") == true && $0.rule != Rules.fileUnreadable.id })
    }

    @Test func aLinkToASiblingFolderIsRead() throws {
        let project = try TestProject.twoDecks()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try project.write("shared/more.yml", "screens:\n  extra:\n    kind: page\n    fields:\n      title: {}\n")
        try FileManager.default.createSymbolicLink(
            atPath: project.root.appendingPathComponent("content/other/shared").path, withDestinationPath: "../../shared")
        let result = try lint(project)
        #expect(result.diagnostics(Rules.fileUnreadable).isEmpty)
        #expect(result.project.decks.first { $0.id == "other" }?.screens.contains { $0.id.value == "extra" } == true)
    }

    @Test func aFIFONamedLikeAFileIsNotOpened() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let fifo = project.root.appendingPathComponent("content/demo/pipe.yml")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let result = try lint(project)
        #expect(result.diagnostics(Rules.fileUnreadable).map(\.message) == ["the path is a FIFO, not a text file; move it out of the project"])
    }

    @Test func aFolderNamedLikeAFileIsAFolder() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("content/demo/more.yml"), withIntermediateDirectories: true)
        #expect(try lint(project).diagnostics.isEmpty)
    }

    @Test func aFileOverTheLimitIsRefusedUnread() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let url = project.root.appendingPathComponent("content/demo/huge.yml")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(ProjectDirectory.maximumFileSize + 1))   // sparse: nothing to read
        try handle.close()
        let limit = try lint(project).diagnostics(Rules.fileLimit)
        #expect(limit.map { $0.range?.description } == ["content/demo/huge.yml:1:1"])
        #expect(limit.first?.message.contains("\(ProjectDirectory.maximumFileSize + 1) bytes") == true)
    }

    @Test func aSecondByteOrderMarkIsReportedAndOneIsNot() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try project.write("locales/ja/demo.yml", "\u{FEFF}" + Fixtures.locale("ja"))
        #expect(try lint(project).diagnostics.isEmpty)
        try project.write("locales/ja/demo.yml", "\u{FEFF}\u{FEFF}" + Fixtures.locale("ja"))
        let encoding = try lint(project).diagnostics(Rules.fileEncoding)
        #expect(encoding.map { $0.range?.description } == ["locales/ja/demo.yml:1:1"])
        #expect(encoding.first?.message.contains("two byte-order marks") == true)
    }

    @Test func whatNothingDeclaresIsNamed() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("content/dmo"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("locales/fr"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("content/.hidden"), withIntermediateDirectories: true)
        try project.write("locales/ja/dem.yml", "a: b\n")
        try project.write("locales/en/demo.yaml", "a: b\n")
        try project.write("locales/en/README.md", "notes\n")
        let unlisted = try lint(project).diagnostics(Rules.unlisted)
        #expect(unlisted.map { $0.range?.file } == ["content/dmo/", "locales/en/demo.yaml", "locales/fr/", "locales/ja/dem.yml"])
        #expect(unlisted.allSatisfy { $0.severity == .warning })
        #expect(unlisted[0].message.contains("did you mean `demo`"))
        #expect(unlisted[1].message.contains("rename it to `demo.yml`"))
    }

    @Test func aDeckIdThatIsNotAnIdIsNeverAPath() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try project.write("copydeck.yml", TestProject.minimalConfig.replacingOccurrences(of: "demo: {}", with: "demo: {}\n  \"../../escape\": {}"))
        let result = try lint(project)
        #expect(result.project.decks.map(\.id) == ["demo"])
        #expect(result.diagnostics(Rules.invalidValue).contains { $0.message.contains("../../escape") })
    }
}

@Suite struct UTF8ValidationTests {
    @Test(arguments: [
        ([0x61, 0xC0, 0x80], 1, 2, [0xC0, 0x80]),              // overlong
        ([0xED, 0xA0, 0x80], 1, 1, [0xED]),                    // a surrogate
        ([0xF4, 0x90, 0x80, 0x80], 1, 1, [0xF4]),              // past U+10FFFF
        ([0x61, 0x0D, 0x0A, 0x62, 0xE2, 0x82], 2, 2, [0xE2, 0x82]),   // truncated, after CRLF
        ([0x61, 0x0D, 0x62, 0x0D, 0xFF], 3, 1, [0xFF]),        // after lone CRs
        ([0xED, 0x95, 0x9C, 0x0A, 0x0A, 0xED, 0x95, 0x9C, 0x80], 3, 2, [0x80]),   // after 한, a blank line
    ] as [([UInt8], Int, Int, [UInt8])])
    func theFirstBadByteIsFound(_ bytes: [UInt8], _ line: Int, _ column: Int, _ bad: [UInt8]) throws {
        let failure = try #require(UTF8Validation.firstFailure(in: bytes))
        #expect(failure.line == line)
        #expect(failure.column == column)
        #expect(failure.bytes.prefix(bad.count) == bad[...])
    }

    @Test func validTextHasNoFailure() {
        #expect(UTF8Validation.firstFailure(in: Array("한국어 日本語 English 👩‍💻\r\n".utf8)) == nil)
    }
}

@Suite struct ConfigLinkTests {
    @Test func aDanglingConfigLinkIsTheProjectAndIsNamed() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let config = project.root.appendingPathComponent("copydeck.yml")
        try FileManager.default.removeItem(at: config)
        try FileManager.default.createSymbolicLink(atPath: config.path, withDestinationPath: "shared/copydeck.yml")
        let located = try ProjectDirectory.locate(from: project.root.appendingPathComponent("content/demo"))
        #expect(located.root.standardizedFileURL.path == project.root.standardizedFileURL.path)
        let unreadable = try project.lint().diagnostics(Rules.fileUnreadable)
        #expect(unreadable.map { $0.range?.file } == ["copydeck.yml"])
        #expect(unreadable.first?.message.contains("shared/copydeck.yml") == true)
    }
}
