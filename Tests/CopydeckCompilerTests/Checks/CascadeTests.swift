import Testing
@testable import CopydeckCompiler

/// A content file that does not parse is one finding, not a cascade of "unknown screen" and
/// "obsolete message" for everything it would have declared.
@Suite struct CascadeTests {
    @Test func aBrokenContentFileIsReportedAlone() throws {
        let project = try FlowFixture.project(flow: FlowFixture.valid)
        defer { project.remove() }
        try project.write("content/demo/screens.yml", Fixtures.content.replacingOccurrences(of: "maxLength: 30 }", with: "maxLength: 30"))
        let result = try project.lint()
        #expect(result.diagnostics.map(\.rule.rawValue) == ["yaml.syntax"], "\(result.diagnostics.map(\.message))")
    }

    /// A deck refused for its id leaves the declared locales declared: its locale folder is not
    /// also "not one of the project's locales ()" (found by the issue-14 examples).
    @Test func aRefusedDeckIdLeavesTheLocalesDeclared() throws {
        let project = try TestProject([
            "copydeck.yml": "version: 1\nsourceLocale: ko\nlocales: [ko, ja]\ndecks:\n  \"demo|==|x\": {}\n",
            "locales/ko/demo.yml": "{}\n",
            "locales/ja/demo.yml": "{}\n",
        ])
        defer { project.remove() }
        let found = try project.lint().diagnostics
        #expect(found.map(\.rule.rawValue) == ["schema.invalid-value", "project.unlisted", "project.unlisted"], "\(found.map(\.message))")
        // The locale files name no deck, and say so; the folders are the project's.
        #expect(found.filter { $0.rule == Rules.unlisted.id }.compactMap(\.range?.file) == ["locales/ja/demo.yml", "locales/ko/demo.yml"])
    }
}
