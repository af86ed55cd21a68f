import Testing
@testable import CopydeckCompiler

@Suite struct DuplicateIDTests {
    @Test func screenIdReusedInAnotherFileIsReportedWithTheFirstDeclaration() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        try project.write("content/demo/more.yml", "shields:\n  intro: {}\n")
        let found = try project.lint().diagnostics(DuplicateIDCheck.rule)
        #expect(found.count == 1)
        #expect(found.first?.range?.file == "content/demo/more.yml")
        #expect(found.first?.range?.start.line == 2)
        #expect(found.first?.notes.first?.range?.file == "content/demo/screens.yml")
        #expect(found.first?.message.contains("already used by a screen") == true)
    }

    @Test func duplicateVariantIsReported() throws {
        let content = "screens:\n  a:\n    fields:\n      b: { surface: button, variants: [x, ⟪dup⟫x] }\n"
        let locale = "a:\n  b:\n    x: t\n"
        let project = try TestProject.demo(content: content, ko: locale, ja: locale, en: locale)
        defer { project.remove() }
        let found = try project.lint().diagnostics(DuplicateIDCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("content/demo/screens.yml", "dup")])
    }

    @Test func duplicateKeyInOneMappingIsAYAMLDuplicate() throws {
        let content = "screens:\n  a:\n    fields:\n      b: body\n  ⟪dup⟫a:\n    fields: {}\n"
        let locale = "a:\n  b: t\n"
        let project = try TestProject.demo(content: content, ko: locale, ja: locale, en: locale)
        defer { project.remove() }
        let found = try project.lint().diagnostics(Rules.duplicateKey)
        #expect(found.map(\.range?.start) == [project.marker("content/demo/screens.yml", "dup")])
    }
}
