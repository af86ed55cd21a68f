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
}
