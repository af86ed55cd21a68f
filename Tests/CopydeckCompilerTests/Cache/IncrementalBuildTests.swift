import Foundation
import Testing
@testable import CopydeckCompiler

/// A build leaves unread the decks whose inputs did not change since the last build, and takes
/// their findings and files from it. Every such build must give what a build from nothing gives:
/// the same findings (suppressions, severities and baseline applied) and the same bytes.
@Suite struct IncrementalBuildTests {
    /// Three decks, each with findings of its own, all warnings so that every build writes:
    /// `demo`'s ja text is its ko text (`message.untranslated`); `other` has a suppression that
    /// silences one of those and one that silences nothing (`suppression.unused`); `third` has
    /// no en file, which is reported on its line of `copydeck.yml` (`message.missing`).
    static func config(decks: String = "\n  demo: {}\n  other: {}\n  third: {}", extra: String = "") -> String {
        """
        version: 1
        sourceLocale: ko
        locales: [ko, ja, en]
        rules:
          message.untranslated: warning
          message.missing: warning
          message.length: warning
        decks:\(decks)
        \(extra)
        """
    }

    private func project(config: String = config()) throws -> TestProject {
        var files: [String: String] = ["copydeck.yml": config]
        for deck in ["demo", "other", "third"] {
            files["content/\(deck)/screens.yml"] = Fixtures.content
            for locale in ["ko", "ja", "en"] { files["locales/\(locale)/\(deck).yml"] = Fixtures.locale(locale) }
        }
        // A flow through the intro and the shield's deck: its page's prototype walks their copy.
        files["content/demo/onboarding.mmd"] = """
            flowchart TD
                %% @flow onboarding
                %% @start launch
                %% @end home
                %% @screen intro=intro ask=health
                launch([App launch]) --> intro[Welcome page]
                intro --> ask[Photos pre-prompt]
                ask --> home[Home]
            """
        files["locales/ja/demo.yml"] = Fixtures.locale("ko")
        files["locales/ja/other.yml"] = Fixtures.locale("ko")
            .replacingOccurrences(of: "  title: ko title", with: "  title: ko title   # copydeck: ignore message.untranslated")
            .replacingOccurrences(of: "  next: ko next", with: "  next: ja next   # copydeck: ignore message.length")
        files["locales/en/third.yml"] = nil
        return try TestProject(files)
    }

    @Test func theProjectHasFindingsInEveryDeckAndOnADeclarationLine() throws {
        let project = try project()
        defer { project.remove() }
        let result = try project.driver.build(output: project.root.appendingPathComponent("build"))
        #expect(result.written)
        let rules = Set(result.diagnostics.map { "\($0.rule.rawValue) \($0.range?.file ?? "")" })
        #expect(rules.contains("message.untranslated locales/ja/demo.yml"))
        #expect(rules.contains("message.untranslated locales/ja/other.yml"))
        #expect(rules.contains("suppression.unused locales/ja/other.yml"))
        #expect(rules.contains("message.missing copydeck.yml"), "\(rules)")
        let owners = FindingOwners(decks: try project.driver.analyze(tables: false).project.decks)
        let missing = try #require(result.diagnostics.first { $0.rule.rawValue == "message.missing" && $0.range?.file == "copydeck.yml" })
        #expect(owners.owner(of: missing) == "third", "a finding on a deck's line of copydeck.yml is the deck's")
    }

    @Test func anEditedLocaleFileLeavesTheOtherDecksUnread() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        #expect(try project.driver.build(output: output).unreadDecks.isEmpty, "a first build reads everything")

        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "en title", with: "en new title"))
        let result = try project.buildAndCompare(output: output)
        #expect(result.unreadDecks == ["other", "third"])
        #expect(result.reusedDecks == ["other", "third"])
        let loaded = result.lint?.project.decks.map { $0.id }
        #expect(loaded == ["demo"], "only the changed deck is loaded")
    }

    @Test func everyKindOfChangeGivesTheFindingsOfAWholeBuild() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)

        // A finding appears in one deck: the others are unread.
        try project.write("locales/en/other.yml", Fixtures.locale("ko"))
        #expect(try project.buildAndCompare(output: output).unreadDecks == ["demo", "third"])
        // A deck's line of copydeck.yml loses its finding when the deck's file comes.
        try project.write("locales/en/third.yml", Fixtures.locale("en"))
        var result = try project.buildAndCompare(output: output)
        #expect(result.unreadDecks == ["demo", "other"])
        #expect(!result.diagnostics.contains { $0.range?.file == "copydeck.yml" })
        // ... and has it again when the file goes.
        try FileManager.default.removeItem(at: project.root.appendingPathComponent("locales/en/third.yml"))
        result = try project.buildAndCompare(output: output)
        #expect(result.unreadDecks == ["demo", "other"])
        #expect(result.diagnostics.contains { $0.range?.file == "copydeck.yml" })
        // A suppression used up elsewhere: the deck with it is read again.
        try project.write("locales/ja/other.yml", Fixtures.locale("ja"))
        result = try project.buildAndCompare(output: output)
        #expect(result.unreadDecks == ["demo", "third"])
        #expect(!result.diagnostics.contains { $0.rule.rawValue == "suppression.unused" })
        // A file added to a deck's folder.
        try project.write("content/demo/notes.md", "# Notes\n\nNothing to draw yet.\n")
        #expect(try project.buildAndCompare(output: output).unreadDecks == ["other", "third"])
        // copydeck.yml changed: every deck is read.
        try project.write("copydeck.yml", Self.config(extra: "# a comment"))
        #expect(try project.buildAndCompare(output: output).unreadDecks.isEmpty)
        // Nothing changed at all: nothing is built.
        #expect(try project.driver.build(output: output).upToDate)
    }

    private func inode(_ url: URL) -> UInt64? {
        var status = stat()
        return lstat(url.path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    @Test func aChangedMessageRedrawsOnlyThePagesThatShowIt() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        let intro = output.appendingPathComponent("preview/demo/intro.html")
        let flow = output.appendingPathComponent("preview/demo/flows/onboarding.html")
        let flowInode = inode(flow)
        let drawing = output.appendingPathComponent("demo/flows/onboarding.svg")
        let drawingInode = inode(drawing)
        #expect(flowInode != nil && drawingInode != nil)
        let shield = output.appendingPathComponent("preview/demo/shields/focus.html")
        let (introInode, shieldInode) = (inode(intro), inode(shield))
        #expect(introInode != nil && shieldInode != nil)

        // The shield's title changes in en: its page is drawn again, the intro's is taken.
        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "title: en focus", with: "title: en focus now"))
        try project.buildAndCompare(output: output)
        #expect(inode(intro) == introInode, "a page whose key did not change is taken from the last output")
        #expect(inode(flow) == flowInode, "the flow shows no shield: its page is taken too")
        #expect(inode(drawing) == drawingInode, "a drawing shows no copy")
        #expect(inode(shield) != shieldInode)
        #expect(try String(contentsOf: shield, encoding: .utf8).contains("en focus now"))

        // A text over its budget: the finding shows on the page.
        let long = String(repeating: "long ", count: 10)
        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "title: en title", with: "title: \(long)"))
        var result = try project.buildAndCompare(output: output)
        #expect(result.diagnostics.contains { $0.rule.rawValue == "message.length" })
        #expect(inode(intro) != introInode)
        #expect(inode(flow) != flowInode, "the flow's prototype shows the intro's title")
        #expect(try String(contentsOf: flow, encoding: .utf8).contains("long long"))
        // A message gone from ja: the page shows ja falling back.
        try project.write("locales/ja/demo.yml", Fixtures.locale("ko").replacingOccurrences(of: "  next: ko next\n", with: ""))
        result = try project.buildAndCompare(output: output)
        // A line added above every message moves every finding: the pages that show one change.
        try project.write("locales/ja/demo.yml", "# a comment\n" + Fixtures.locale("ko"))
        try project.buildAndCompare(output: output)
        // The content changes what every page is drawn from.
        try project.write("content/demo/screens.yml", Fixtures.content.replacingOccurrences(of: "maxLength: 30", with: "maxLength: 31"))
        func drawingKey() throws -> String? {
            try JSONDecoder().decode(BuildCache.self, from: Data(contentsOf: output.appendingPathComponent(BuildCache.fileName)))
                .decks["demo"]?.pages["demo/flows/onboarding.svg"]
        }
        let (introBefore, drawingKeyBefore) = (inode(intro), try drawingKey())
        try project.buildAndCompare(output: output)
        #expect(inode(intro) != introBefore)
        let drawingKeyAfter = try drawingKey()
        #expect(drawingKeyBefore != nil && drawingKeyAfter != drawingKeyBefore, "the content is part of every page's key")
    }

    @Test func theFlowsFilesAreNamedByTheContentAloneAndMadeAgainWhenAFlowChanges() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        let files = ["demo/bundle/flows.json", "demo/flows/onboarding.json", "demo/flows/onboarding.dot"]
        func keys() throws -> [String?] {
            let cache = try JSONDecoder().decode(BuildCache.self, from: Data(contentsOf: output.appendingPathComponent(BuildCache.fileName)))
            return files.map { cache.decks["demo"]?.pages[$0] }
        }
        let first = try keys()
        #expect(first.allSatisfy { $0 != nil } && Set(first).count == 1, "one key for every file the flows make: \(first)")

        // A locale file is no part of them.
        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "en title", with: "en new title"))
        try project.buildAndCompare(output: output)
        #expect(try keys() == first)

        // A flow's node changes: every file the flows make is made again, as a whole build's.
        let chart = project.root.appendingPathComponent("content/demo/onboarding.mmd")
        let before = try Data(contentsOf: output.appendingPathComponent("demo/flows/onboarding.json"))
        try project.write("content/demo/onboarding.mmd", try String(contentsOf: chart, encoding: .utf8)
            .replacingOccurrences(of: "intro[Welcome page]", with: "intro[Welcome, again]"))
        try project.buildAndCompare(output: output)
        #expect(try keys() != first)
        let after = try Data(contentsOf: output.appendingPathComponent("demo/flows/onboarding.json"))
        #expect(after != before && String(decoding: after, as: UTF8.self).contains("Welcome, again"))
    }

    @Test func aFailedBuildKeepsTheCacheSoThatTheNextBuildRemakesOnlyWhatChanged() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        let cacheURL = output.appendingPathComponent(BuildCache.fileName)
        let recorded = try JSONDecoder().decode(BuildCache.self, from: Data(contentsOf: cacheURL))
        let broken = Fixtures.locale("en").replacingOccurrences(of: "title: en title", with: "title: \"{name\"")

        // A message that does not parse: the build fails, and keeps the output and the cache.
        try project.write("locales/en/demo.yml", broken)
        let failed = try project.driver.build(output: output)
        #expect(!failed.written && failed.keptPreviousOutput && failed.summary.errors > 0)
        let kept = try JSONDecoder().decode(BuildCache.self, from: Data(contentsOf: cacheURL))
        #expect(kept.failedSince && !recorded.failedSince)
        // The last good build's records, as they were, but for the deck whose preview the failed
        // build drew again (today's copy, under a banner): that one is never taken as it was.
        var unchanged = recorded.decks
        unchanged["demo"] = nil
        #expect(kept.decks == unchanged && kept.sources == recorded.sources)
        #expect(kept.outputs["report/lint.json"]?.hash != recorded.outputs["report/lint.json"]?.hash, "the failed build's report, stamped")

        // Mended another way: only the deck that changed is read.
        let mended = Fixtures.locale("en").replacingOccurrences(of: "title: en title", with: "title: en mended title")
        try project.write("locales/en/demo.yml", mended)
        #expect(try project.buildAndCompare(output: output).unreadDecks == ["other", "third"])

        // Broken again, then put back as the last good build had it: the sources are that
        // build's, but the report is the failed one's, so the build is not replayed as up to date.
        try project.write("locales/en/demo.yml", broken)
        #expect(try !project.driver.build(output: output).written)
        try project.write("locales/en/demo.yml", mended)
        let restored = try project.buildAndCompare(output: output)
        #expect(!restored.upToDate)
        #expect(restored.unreadDecks == ["other", "third"], "every deck the failed builds did not draw again is as the last good build recorded it")
        #expect(try project.driver.build(output: output).upToDate, "and the build after that one has nothing to do")
    }

    @Test func aBaselineAccountsForTheUnreadDecksFindingsAsForAWholeBuild() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        let lint = try project.driver.lint()
        // The baseline takes demo's and other's findings, not third's.
        let recorded = lint.diagnostics.filter { ($0.range?.file ?? "").hasPrefix("locales/ja/") }
        #expect(!recorded.isEmpty)
        let baseline = Baseline(diagnostics: recorded, files: lint.project.files)
        let first = try project.driver.build(output: output, baseline: baseline)
        #expect(first.written && !first.diagnostics.contains { ($0.range?.file ?? "").hasPrefix("locales/ja/") })

        try project.write("locales/en/third.yml", Fixtures.locale("en"))
        let result = try project.buildAndCompare(output: output, baseline: baseline)
        #expect(result.unreadDecks == ["demo", "other"])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func whatCannotBeToldApartByDeckIsReadAgain() throws {
        // A suppression in copydeck.yml could silence a deck's finding on its line.
        var project = try project(config: Self.config(extra: "# copydeck: ignore message.missing"))
        var output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        #expect(try project.buildAndCompare(output: output).unreadDecks.isEmpty)
        project.remove()

        // Decks declared on one line: a finding there is of no one deck.
        project = try self.project(config: Self.config(decks: " { demo: {}, other: {}, third: {} }"))
        output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        #expect(try project.buildAndCompare(output: output).unreadDecks.isEmpty)
        project.remove()

        // A baseline entry in copydeck.yml could be met by a deck's finding on its line.
        project = try self.project()
        defer { project.remove() }
        output = project.root.appendingPathComponent("build")
        let lint = try project.driver.lint()
        let baseline = Baseline(diagnostics: lint.diagnostics.filter { $0.range?.file == "copydeck.yml" }, files: lint.project.files)
        #expect(!baseline.findings.isEmpty)
        _ = try project.driver.build(output: output, baseline: baseline)
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        #expect(try project.buildAndCompare(output: output, baseline: baseline).unreadDecks.isEmpty)
    }

    @Test func aFolderReachedTwiceThroughALinkLeavesNoDeckUnread() throws {
        let project = try project()
        defer { project.remove() }
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("content/demo/notes"), withIntermediateDirectories: true)
        try project.write("content/demo/notes/readme.md", "# Notes\n")
        try FileManager.default.createSymbolicLink(atPath: project.root.appendingPathComponent("content/third/notes").path,
                                                   withDestinationPath: "../demo/notes")
        let output = project.root.appendingPathComponent("build")
        #expect(try project.driver.build(output: output).written)
        try project.write("locales/en/other.yml", Fixtures.locale("en") + "\n")
        let result = try project.buildAndCompare(output: output)
        #expect(result.unreadDecks.isEmpty)
        #expect(result.reusedDecks == ["demo", "third"], "files are still taken by their keys")
    }

    @Test func anOutputFileDeletedMakesItsDeckReadAgain() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        try FileManager.default.removeItem(at: output.appendingPathComponent("other/bundle/en.json"))
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        let result = try project.buildAndCompare(output: output)
        #expect(result.unreadDecks == ["third"])
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("other/bundle/en.json").path))
    }
}
