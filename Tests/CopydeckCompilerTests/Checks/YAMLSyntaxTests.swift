import Testing
@testable import CopydeckCompiler

@Suite struct YAMLSyntaxTests {
    @Test func syntaxErrorIsReportedWhereLibYAMLStops() throws {
        let project = try TestProject.demo(
            content: Fixtures.content,
            ko: "intro:\n  title: \"unclosed\n  next: 다음\n⟪end⟫",
            ja: Fixtures.locale("ja"), en: Fixtures.locale("en"))
        defer { project.remove() }
        let result = try project.lint()
        let syntax = result.diagnostics(Rules.yamlSyntax)
        #expect(syntax.count == 1)
        #expect(syntax.first?.range?.file == "locales/ko/demo.yml")
        #expect(syntax.first?.range?.start.line == project.marker("locales/ko/demo.yml", "end")?.line)
        // The unreadable file does not also produce one "missing" per message.
        #expect(result.diagnostics(MissingMessageCheck.rule).allSatisfy { !$0.message.contains(" in ko ") })
    }

    @Test func tabIndentationIsASyntaxError() throws {
        let project = try TestProject.demo(
            content: "screens:\n\tintro: {}\n", ko: "", ja: "", en: "")
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(Rules.yamlSyntax).first?.range?.file == "content/demo/screens.yml")
    }

    /// A `copydeck.yml` that is not YAML says nothing of the decks and locales: its one error is
    /// not followed by every folder reported as left out of an empty list ("locales ()").
    @Test func anUnreadableConfigBringsNoFollowOnFindings() throws {
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"), ja: Fixtures.locale("ja"), en: Fixtures.locale("en"),
                                           config: "version: [1\nsourceLocale: ko\nlocales: [ko, ja, en]\ndecks:\n  demo: {}\n")
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(Rules.yamlSyntax).map(\.range?.file) == ["copydeck.yml"])
        #expect(result.diagnostics(Rules.unlisted).isEmpty, "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.message.contains("()") }, "\(result.diagnostics)")
    }
}
