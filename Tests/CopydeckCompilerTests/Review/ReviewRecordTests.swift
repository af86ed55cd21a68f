import Foundation
import Testing
@testable import CopydeckCompiler

/// A locale's review record (`locales/<locale>/<deck>.review.yml`): read by the loader, checked
/// by `review.record`, carried into the String Catalog, XLIFF and Android tables, kept apart in
/// the build cache, and written by import.
@Suite struct ReviewRecordTests {
    /// `Fixtures`' deck with a ja record that holds one text back for review and an en draft.
    func project(ja record: String = "intro.title: needs_review\n", en enRecord: String = "intro.next: new\n") throws -> TestProject {
        try TestProject(Self.files(adding: ["locales/ja/demo.review.yml": record, "locales/en/demo.review.yml": enRecord]))
    }

    /// `Fixtures.demo()`'s files, and `extra`.
    static func files(adding extra: [String: String]) -> [String: String] {
        var files = ["copydeck.yml": TestProject.minimalConfig, "content/demo/screens.yml": Fixtures.content]
        for locale in ["ko", "ja", "en"] { files["locales/\(locale)/demo.yml"] = Fixtures.locale(locale) }
        return files.merging(extra) { _, new in new }
    }

    func catalogStates(_ output: URL) throws -> [String: [String: String]] {
        let data = try Data(contentsOf: output.appendingPathComponent("demo/apple/Localizable.xcstrings"))
        var states: [String: [String: String]] = [:]
        for string in XCStringsReader().read(data, path: "Localizable.xcstrings").strings {
            states[string.key, default: [:]][string.locale] = string.state?.rawValue
        }
        return states
    }

    @Test func theTablesCarryTheRecordedStates() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        let result = try project.driver.build(output: output)
        #expect(result.diagnostics.filter { $0.rule.rawValue.hasPrefix("review") || $0.rule == Rules.unlisted.id }.isEmpty, "\(result.diagnostics)")
        let states = try catalogStates(output)
        #expect(states["demo.intro.title"] == ["ko": "translated", "ja": "needs_review", "en": "translated"])
        #expect(states["demo.intro.next"] == ["ko": "translated", "ja": "translated", "en": "new"])
        // The XLIFF says the same, and keeps the draft's own text as its target.
        let ja = XLIFFReader().read(try Data(contentsOf: output.appendingPathComponent("demo/xliff/ja.xliff")), path: "ja.xliff").strings
        #expect(ja.first { $0.key == "demo.intro.title" }?.state == .needsReview)
        let en = XLIFFReader().read(try Data(contentsOf: output.appendingPathComponent("demo/xliff/en.xliff")), path: "en.xliff").strings
        let draft = en.first { $0.key == "demo.intro.next" }
        #expect(draft?.state == .new)
        #expect(draft?.text == .format("en next"))
        // Android has no states: the draft is en's own text, written where a fallback is not.
        let android = try String(contentsOf: output.appendingPathComponent("demo/android/values-en/strings.xml"), encoding: .utf8)
        #expect(android.contains("<string name=\"demo_intro_next\">en next</string>"))
    }

    @Test func theCheckReportsLinesThatSayNothingTrue() throws {
        var files = Self.files(adding: [:])
        files["locales/ja/demo.review.yml"] = """
            intro:
              title: ⟪bad⟫needs-review
              next: ⟪translated⟫translated
            ⟪gone⟫photo.footer: new
            focus.title: stale
            """
        files["locales/ko/demo.review.yml"] = "⟪source⟫intro.title: new\n"
        let project = try TestProject(files)
        defer { project.remove() }
        let found = try project.lint().diagnostics(ReviewRecordCheck.rule)
        let ja = "locales/ja/demo.review.yml", ko = "locales/ko/demo.review.yml"
        #expect(Set(found.compactMap(\.range).map { "\($0.file):\($0.start.line):\($0.start.column)" }) == Set([
            (ko, "source"), (ja, "bad"), (ja, "translated"), (ja, "gone"),
        ].map { "\($0.0):\(project.marker($0.0, $0.1)!.line):\(project.marker($0.0, $0.1)!.column)" }))
        #expect(found.allSatisfy { $0.severity == .error })
        #expect(found.contains { $0.message.contains("`needs-review` is not a state the record holds") })
        // A record beside a deck's locale file is the deck's: not an unlisted file.
        #expect(try project.lint().diagnostics(Rules.unlisted).isEmpty)
    }

    @Test func aRecordOfNoDeckIsUnlisted() throws {
        let project = try TestProject(Self.files(adding: ["locales/ja/dmeo.review.yml": "intro.title: new\n"]))
        defer { project.remove() }
        #expect(try project.lint().diagnostics(Rules.unlisted).map { $0.range?.file } == ["locales/ja/dmeo.review.yml"])
    }

    @Test func aChangedRecordRemakesItsDeck() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        try project.write("locales/ja/demo.review.yml", "intro.title: stale\n")
        let again = try project.driver.build(output: output)
        #expect(again.reusedDecks.isEmpty)
        #expect(try catalogStates(output)["demo.intro.title"]?["ja"] == "stale")
        // Removing the line makes the text translated again.
        try project.write("locales/ja/demo.review.yml", "# nothing awaits review\n")
        _ = try project.driver.build(output: output)
        #expect(try catalogStates(output)["demo.intro.title"]?["ja"] == "translated")
    }

    @Test func importWritesAndEndsRecordLines() throws {
        let project = try project(ja: "intro.next: new\n", en: "")
        defer { project.remove() }
        func xliff(_ units: String) -> ImportInput {
            let text = """
                <xliff version="1.2"><file original="demo/Localizable.xcstrings" source-language="ko" target-language="ja"><body>
                \(units)
                </body></file></xliff>
                """
            return ImportInput(path: "ja.xliff", data: Data(text.utf8), format: .xliff)
        }
        // A text to look at again comes in with its state; the draft, now translated, ends its line.
        let first = try project.driver.importTables([xliff("""
            <trans-unit id="demo.intro.title"><source>ko title</source><target state="needs-review-translation">ja new title</target></trans-unit>
            <trans-unit id="demo.intro.next"><source>ko next</source><target state="translated">ja next</target></trans-unit>
            """)])
        #expect(first.summary.errors == 0, "\(first.diagnostics)")
        #expect(first.plan.reviews.map(\.key) == ["demo.intro.next", "demo.intro.title"])
        let record = try String(contentsOf: project.root.appendingPathComponent("locales/ja/demo.review.yml"), encoding: .utf8)
        // The draft, now translated, follows today's source; the text to look at again keeps its state.
        #expect(record.split(separator: "\n").filter { !$0.hasPrefix("#") } == ["intro.next: { source: \"ko next\" }", "intro.title: needs_review"])
        #expect(try String(contentsOf: project.root.appendingPathComponent("locales/ja/demo.yml"), encoding: .utf8).contains("title: ja new title"))
        // The same file again changes nothing; marked translated, the line goes.
        #expect(try project.driver.importTables([xliff("""
            <trans-unit id="demo.intro.title"><source>ko title</source><target state="needs-review-translation">ja new title</target></trans-unit>
            """)]).files.isEmpty)
        let done = try project.driver.importTables([xliff("""
            <trans-unit id="demo.intro.title"><source>ko title</source><target state="final">ja new title</target></trans-unit>
            """)])
        #expect(done.files == ["locales/ja/demo.review.yml"])
        let emptied = try String(contentsOf: project.root.appendingPathComponent("locales/ja/demo.review.yml"), encoding: .utf8)
        #expect(emptied.split(separator: "\n").filter { !$0.hasPrefix("#") } == ["intro.next: { source: \"ko next\" }", "intro.title: { source: \"ko title\" }"])
        #expect(try project.lint().diagnostics.filter { $0.severity == .error }.isEmpty)
    }
}
