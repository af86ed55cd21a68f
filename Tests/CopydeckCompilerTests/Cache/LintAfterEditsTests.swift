import Foundation
import Testing
@testable import CopydeckCompiler

/// The language server's lint after an edit (`CompilerDriver.lint(after:touched:baseline:)`)
/// reads only the decks the edited files are inputs of. It must give what a lint of everything
/// gives, the baseline applied: the same findings, and the same project for hover and
/// definition (every deck, every file's text).
@Suite struct LintAfterEditsTests {
    static let decks = ["demo", "other", "third"]
    static let locales = ["ko", "ja", "en"]

    /// A deck's locale file: `word` in every text (the ko word in ja is untranslated), the
    /// button `next` told apart by deck, the intro's title quoting `quote` when given, and a
    /// suppression of the untranslated title when `suppress`.
    static func localeText(deck: Int, word: String, quote: String? = nil, suppress: Bool = false) -> String {
        var title = quote.map { "Tap “\($0)”" } ?? "\(word) title"
        if suppress { title += "   # copydeck: ignore message.untranslated" }
        return Fixtures.locale(word)
            .replacingOccurrences(of: "  title: \(word) title\n  next:", with: "  title: \(title)\n  next:")
            .replacingOccurrences(of: "  next: \(word) next", with: "  next: \(word) next \(deck)")
    }

    /// `IncrementalBuildTests`' project: findings in every deck (demo's ja untranslated, other's
    /// suppressions, third without en, reported on its line of `copydeck.yml`).
    private func project(config: String = IncrementalBuildTests.config()) throws -> TestProject {
        var files: [String: String] = ["copydeck.yml": config]
        for (index, deck) in Self.decks.enumerated() {
            files["content/\(deck)/screens.yml"] = Fixtures.content
            for locale in Self.locales { files["locales/\(locale)/\(deck).yml"] = Self.localeText(deck: index, word: locale) }
        }
        files["locales/ja/demo.yml"] = Self.localeText(deck: 0, word: "ko")
        files["locales/ja/other.yml"] = Self.localeText(deck: 1, word: "ko", suppress: true)
        files["locales/en/third.yml"] = nil
        return try TestProject(files)
    }

    /// Lints after the edits of `touched` and holds the result to a lint of everything.
    @discardableResult
    private func lintAndCompare(_ project: TestProject, after last: LintResult?, touched: Set<String>, baseline: Baseline? = nil,
                                sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> LintResult {
        let result = try project.driver.lint(after: last, touched: touched, baseline: baseline)
        let whole = try project.driver.lint()
        let expected = baseline?.filter(whole.diagnostics, files: whole.project.files) ?? whole.diagnostics
        #expect(result.diagnostics == expected, sourceLocation: sourceLocation)
        #expect(result.project.decks.map(\.id) == whole.project.decks.map(\.id), sourceLocation: sourceLocation)
        #expect(result.project.decks.map { $0.catalogs.mapValues { $0.entries.map(\.text) } } == whole.project.decks.map { $0.catalogs.mapValues { $0.entries.map(\.text) } },
                sourceLocation: sourceLocation)
        #expect(result.project.files.mapValues(\.text) == whole.project.files.mapValues(\.text), "every file, as a whole lint reads it",
                sourceLocation: sourceLocation)
        #expect(result.project.unread.isEmpty, sourceLocation: sourceLocation)
        return result
    }

    @Test func anEditReadsItsDeckAloneAndTheOthersKeepTheirFindings() throws {
        let project = try project()
        defer { project.remove() }
        var last = try lintAndCompare(project, after: nil, touched: [])
        #expect(last.unreadDecks.isEmpty, "a first lint reads everything")
        let files = Set(last.diagnostics.compactMap { $0.range?.file })
        #expect(files.isSuperset(of: ["locales/ja/demo.yml", "locales/ja/other.yml", "copydeck.yml"]), "\(files)")

        try project.write("locales/en/demo.yml", Self.localeText(deck: 0, word: "ko"))
        last = try lintAndCompare(project, after: last, touched: ["locales/en/demo.yml"])
        #expect(last.unreadDecks == ["other", "third"])
        // The deck with its en file missing gets it: its finding on copydeck.yml goes.
        try project.write("locales/en/third.yml", Self.localeText(deck: 2, word: "en"))
        last = try lintAndCompare(project, after: last, touched: ["locales/en/third.yml"])
        #expect(last.unreadDecks == ["demo", "other"])
        #expect(!last.diagnostics.contains { $0.range?.file == "copydeck.yml" })
        // A file of a deck's folder, and a review record.
        try project.write("content/other/notes.md", "# Notes\n")
        #expect(try lintAndCompare(project, after: last, touched: ["content/other/notes.md"]).unreadDecks == ["demo", "third"])
        // Nothing touched: nothing read.
        #expect(try lintAndCompare(project, after: last, touched: []).unreadDecks == Self.decks)
        // A file no deck reads (a locale file of no declared deck): every deck stays unread, the
        // project's finding about it is found again.
        try project.write("locales/en/stray.yml", "intro:\n  title: lost\n")
        let stray = try lintAndCompare(project, after: last, touched: ["locales/en/stray.yml"])
        #expect(stray.unreadDecks == Self.decks)
        #expect(stray.diagnostics.contains { $0.range?.file == "locales/en/stray.yml" }, "\(stray.diagnostics)")
    }

    @Test func whatAllDecksReadOrWhatCannotBeToldApartReadsEverything() throws {
        var project = try project()
        var last = try lintAndCompare(project, after: nil, touched: [])
        // copydeck.yml and the baseline hold every deck.
        try project.write("copydeck.yml", IncrementalBuildTests.config(extra: "# a comment"))
        last = try lintAndCompare(project, after: last, touched: ["copydeck.yml"])
        #expect(last.unreadDecks.isEmpty)
        #expect(try lintAndCompare(project, after: last, touched: [Baseline.projectFileName]).unreadDecks.isEmpty)
        // An input reached through a link: an edit of one path is an edit of another deck's file.
        try FileManager.default.createDirectory(at: project.root.appendingPathComponent("content/demo/notes"), withIntermediateDirectories: true)
        try project.write("content/demo/notes/readme.md", "# Notes\n")
        try FileManager.default.createSymbolicLink(atPath: project.root.appendingPathComponent("content/third/notes").path, withDestinationPath: "../demo/notes")
        last = try lintAndCompare(project, after: last, touched: ["content/demo/notes/readme.md"])
        try project.write("content/demo/notes/readme.md", "# Other notes\n")
        #expect(try lintAndCompare(project, after: last, touched: ["content/demo/notes/readme.md"]).unreadDecks.isEmpty)
        project.remove()

        // A suppression in copydeck.yml could silence a deck's finding on its line.
        project = try self.project(config: IncrementalBuildTests.config(extra: "# copydeck: ignore message.missing"))
        defer { project.remove() }
        last = try lintAndCompare(project, after: nil, touched: [])
        try project.write("locales/en/demo.yml", Self.localeText(deck: 0, word: "en") + "\n")
        #expect(try lintAndCompare(project, after: last, touched: ["locales/en/demo.yml"]).unreadDecks.isEmpty)
    }

    @Test func aLinkBelowTheInputsIsSeenAndAPlainTreeIsNot() throws {
        let project = try project()
        defer { project.remove() }
        #expect(LinkFreeInputs.hold(in: project.root))
        try project.write("locales/ko/extra.yml", "a: b\n")
        try FileManager.default.createSymbolicLink(atPath: project.root.appendingPathComponent("locales/ja/extra.yml").path, withDestinationPath: "../ko/extra.yml")
        #expect(!LinkFreeInputs.hold(in: project.root))
    }

    /// Random edits across the decks' locale files, content and folders (labels quoted from one
    /// deck in another, untranslated texts, suppressions, files removed and brought back), under
    /// a baseline: after each, the lint after the edit is a lint of everything.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomEditsGiveTheFindingsOfAWholeLint(seed: UInt64) throws {
        let project = try project()
        defer { project.remove() }
        let first = try project.driver.lint()
        let baseline = Baseline(diagnostics: first.diagnostics.filter { $0.range?.file == "locales/ja/demo.yml" }, files: first.project.files)
        var last = try lintAndCompare(project, after: nil, touched: [], baseline: baseline)
        var random = SeededGenerator(seed: seed)
        var (unreadSteps, readAll, labelFindings) = (0, 0, 0)
        for _ in 0..<30 {
            var touched: Set<String> = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let deck = Int.random(in: 0..<Self.decks.count, using: &random), id = Self.decks[deck]
                let locale = Self.locales.randomElement(using: &random)!
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<6:
                    let other = Int.random(in: 0..<Self.decks.count, using: &random)
                    let quote = [nil, "\(locale) next \(other)", "\(locale) allow", "Nowhere"].randomElement(using: &random)!
                    let word = Bool.random(using: &random) ? locale : "ko"
                    let path = "locales/\(locale)/\(id).yml"
                    try project.write(path, Self.localeText(deck: deck, word: word, quote: quote, suppress: Bool.random(using: &random)))
                    touched.insert(path)
                case 6:
                    let path = "locales/\(locale)/\(id).yml"
                    try? FileManager.default.removeItem(at: project.root.appendingPathComponent(path))
                    touched.insert(path)
                case 7:
                    let short = Bool.random(using: &random)
                    try project.write("content/\(id)/screens.yml", Fixtures.content.replacingOccurrences(of: "maxLength: 30", with: short ? "maxLength: 8" : "maxLength: 30"))
                    touched.insert("content/\(id)/screens.yml")
                case 8:
                    let path = "content/\(id)/notes.md"
                    if FileManager.default.fileExists(atPath: project.root.appendingPathComponent(path).path) {
                        try FileManager.default.removeItem(at: project.root.appendingPathComponent(path))
                    } else {
                        try project.write(path, "# Notes on \(id)\n")
                    }
                    touched.insert(path)
                default:
                    try project.write("copydeck.yml", IncrementalBuildTests.config(extra: Bool.random(using: &random) ? "# edited" : ""))
                    touched.insert("copydeck.yml")
                }
            }
            last = try lintAndCompare(project, after: last, touched: touched, baseline: baseline)
            if last.unreadDecks.isEmpty { readAll += 1 } else { unreadSteps += 1 }
            if last.diagnostics.contains(where: { $0.rule == LabelReferenceCheck.rule.id }) { labelFindings += 1 }
        }
        #expect(unreadSteps > 0 && readAll > 0 && labelFindings > 0,
                "edits left decks unread (\(unreadSteps)), read everything (\(readAll)), quoted a label no screen shows (\(labelFindings))")
    }
}
