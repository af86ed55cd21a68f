import Foundation
import Testing
@testable import CopydeckCompiler

/// A translation typed by hand has no review record; in a git repository its history says what
/// the source said when it was last changed, and `lint` reports it stale as `diff` does.
@Suite struct StaleHistoryTests {
    /// The fixture deck (ko source, ja and en by hand, no records) in a new repository, committed.
    private func repository() throws -> (TestProject, ExampleRepository.Git) {
        let project = try Fixtures.demo()
        let git = ExampleRepository.Git(root: project.root)
        try git.run("init", "-q", "-b", "main")
        try git.commit("the project")
        return (project, git)
    }

    /// `deck.key locale` of every stale finding of lint, and of every stale change of diff.
    private func staleOfLint(_ project: TestProject) throws -> Set<String> {
        Set(try project.lint().diagnostics(StaleTranslationCheck.rule).map { finding in
            let key = finding.message.split(separator: "`")[0]
            return "\(key) \(finding.message.contains(" in ja ") ? "ja" : "en")"
        })
    }

    private func staleOfDiff(_ project: TestProject, base: String) throws -> Set<String> {
        Set(try project.driver.diff(against: .revision(base)).changes.filter { $0.change == .stale }.map { "\($0.id) \($0.locale ?? "")" })
    }

    private func replace(_ project: TestProject, _ path: String, _ old: String, _ new: String) throws {
        let url = project.root.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2)
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    @Test func lintAndDiffAgreeOnTranslationsWithoutRecords() throws {
        let (project, git) = try repository()
        defer { project.remove() }
        #expect(try staleOfLint(project).isEmpty)

        // The source changes and is committed: both translations were made from the old words.
        try replace(project, "locales/ko/demo.yml", "title: ko title", "title: ko new title")
        try git.commit("a new Korean title")
        let both: Set<String> = ["demo.intro.title ja", "demo.intro.title en"]
        let found = try staleOfLint(project)
        #expect(found == both, "\(found)")
        #expect(try staleOfDiff(project, base: "HEAD~1") == both)
        let finding = try #require(try project.lint().diagnostics(StaleTranslationCheck.rule).first)
        #expect(finding.message.contains("when the ko source said \"ko title\"") && finding.message.contains("git history"), "\(finding.message)")

        // ja is brought up to date and committed: en alone is stale, by either command.
        try replace(project, "locales/ja/demo.yml", "title: ja title", "title: ja new title")
        try git.commit("the Japanese title follows")
        #expect(try staleOfLint(project) == ["demo.intro.title en"])
        #expect(try staleOfDiff(project, base: "HEAD~2") == ["demo.intro.title en"])

        // An uncommitted source edit: stale against HEAD by either command; a translation edited
        // and not yet committed was made from today's source.
        try replace(project, "locales/ko/demo.yml", "next: ko next", "next: ko onward")
        try replace(project, "locales/en/demo.yml", "next: en next", "next: en onward")
        #expect(try staleOfLint(project) == ["demo.intro.title en", "demo.intro.next ja"])
        #expect(try staleOfDiff(project, base: "HEAD") == ["demo.intro.next ja"])
    }

    @Test func aReviewRecordStaysTheExactPathAndOutsideGitItIsTheOnlyOne() throws {
        let (project, git) = try repository()
        defer { project.remove() }
        // The record says the ja title was made from today's source: history is not asked for it.
        try replace(project, "locales/ko/demo.yml", "title: ko title", "title: ko new title")
        try Data("intro.title: { source: \"ko new title\" }\n".utf8).write(to: project.root.appendingPathComponent("locales/ja/demo.review.yml"))
        try git.commit("a new title, the ja record up to date")
        #expect(try staleOfLint(project) == ["demo.intro.title en"])

        // The same change in a folder git does not hold: the record alone decides.
        let plain = try Fixtures.demo()
        defer { plain.remove() }
        try replace(plain, "locales/ko/demo.yml", "title: ko title", "title: ko new title")
        #expect(try staleOfLint(plain).isEmpty)
    }
}
