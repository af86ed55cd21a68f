import Foundation
import Testing
@testable import CopydeckCompiler

/// A fix of a source text keeps what it says, so the translations made from it stay fresh: their
/// review records take the fixed text as their source (with a record, or in git for one typed by
/// hand), while a translation that was stale before stays stale.
@Suite struct FixedSourceTests {
    static let content = """
        screens:
          hello:
            kind: page
            fields:
              title: title
              body: body
        """

    private func project(jaRecord: String?) throws -> TestProject {
        var files = [
            "copydeck.yml": TestProject.minimalConfig,
            "content/demo/screens.yml": Self.content,
            "locales/ko/demo.yml": "hello:\n  title: \"반가워요 \"\n  body: 시작해요\n",
            "locales/ja/demo.yml": "hello:\n  title: ようこそ\n  body: 始めましょう\n",
            "locales/en/demo.yml": "hello:\n  title: Welcome\n  body: Let's start\n",
        ]
        if let jaRecord { files["locales/ja/demo.review.yml"] = jaRecord }
        return try TestProject(files)
    }

    private func stale(_ result: LintResult) -> [String] {
        result.diagnostics.filter { $0.rule == StaleTranslationCheck.rule.id }.compactMap(\.range?.file)
    }

    @Test func aFreshTranslationsRecordFollowsTheFixedSource() throws {
        let project = try project(jaRecord: "hello.title: { source: \"반가워요 \" }\nhello.body: { source: \"시작해요\" }\n")
        defer { project.remove() }
        #expect(try stale(project.lint()).isEmpty)
        let result = try project.driver.fix(check: false)
        #expect(result.files == ["locales/ja/demo.review.yml", "locales/ko/demo.yml"])
        #expect(stale(result.lint).isEmpty)
        #expect(try stale(project.lint()).isEmpty)
        let record = try String(contentsOf: project.root.appendingPathComponent("locales/ja/demo.review.yml"), encoding: .utf8)
        #expect(record.contains("title: { source: \"반가워요\" }") && record.contains("body: { source: \"시작해요\" }"), "\(record)")
        // Outside git, en has no record and gets none.
        #expect(!FileManager.default.fileExists(atPath: project.root.appendingPathComponent("locales/en/demo.review.yml").path))
    }

    @Test func aStaleTranslationStaysStale() throws {
        let project = try project(jaRecord: "hello.title: { source: \"어서 오세요\" }\n")
        defer { project.remove() }
        #expect(try stale(project.lint()) == ["locales/ja/demo.yml"])
        let result = try project.driver.fix(check: false)
        #expect(result.files == ["locales/ko/demo.yml"])
        #expect(try stale(project.lint()) == ["locales/ja/demo.yml"])
    }

    /// In git, translations typed by hand get a record of the fixed source: otherwise the history
    /// would call them stale once the fix is made.
    @Test func inGitATranslationTypedByHandStaysFresh() throws {
        let project = try project(jaRecord: nil)
        defer { project.remove() }
        let git = ExampleRepository.Git(root: project.root)
        try git.run("init", "-q", "-b", "main")
        try git.commit("the project")
        #expect(try stale(project.lint()).isEmpty)
        let result = try project.driver.fix(check: false)
        #expect(result.files == ["locales/en/demo.review.yml", "locales/ja/demo.review.yml", "locales/ko/demo.yml"])
        #expect(try stale(project.lint()).isEmpty)
        try git.commit("fixed")
        #expect(try stale(project.lint()).isEmpty)
    }
}
