import Testing
@testable import CopydeckCompiler

@Suite struct ValidProjectTests {
    @Test func fixtureLintsClean() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let deck = try #require(result.project.decks.first)
        #expect(deck.screens.map(\.id.value) == ["intro", "health"])
        #expect(deck.permissions.first?.fields.map(\.id.value) == ["title", "body", "allow", "later", "denied", "settings", "usage"])
        #expect(deck.declaredMessages.map(\.key).contains("demo.health.allow.granted"))
    }
}
