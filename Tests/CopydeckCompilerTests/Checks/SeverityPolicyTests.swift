import Testing
@testable import CopydeckCompiler

@Suite struct SeverityPolicyTests {
    func project(rules: String) throws -> TestProject {
        let ja = Fixtures.locale("ja").replacingOccurrences(of: "  title: ja title", with: "  title: \"\"")
        return try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"), ja: ja, en: Fixtures.locale("en"),
                                    config: TestProject.minimalConfig + "\nrules:\n" + rules)
    }

    @Test func ruleCanBeDowngradedToWarning() throws {
        let project = try project(rules: "  message.empty: warning\n")
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(EmptyMessageCheck.rule).map(\.severity) == [.warning])
        #expect(!result.summary.fails(strict: false))
        #expect(result.summary.fails(strict: true))
    }

    @Test func ruleCanBeTurnedOff() throws {
        let project = try project(rules: "  message.empty: off\n")
        defer { project.remove() }
        #expect(try project.lint().diagnostics.isEmpty)
    }

    @Test func unknownRuleIsReported() throws {
        let project = try project(rules: "  ⟪r⟫message.emptty: off\n")
        defer { project.remove() }
        let found = try project.lint().diagnostics(Rules.unknownRule)
        #expect(found.map(\.range?.start) == [project.marker("copydeck.yml", "r")])
        #expect(found.first?.message.contains("did you mean `message.empty`?") == true)
    }
}
