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

    @Test func aDottedKeyBesideItsNestedFormIsADuplicateMessage() throws {
        let content = "screens:\n  a:\n    fields:\n      b: body\n"
        let locale = "a:\n  b: first\n⟪dup⟫a.b: second\n"
        let project = try TestProject.demo(content: content, ko: locale, ja: "a:\n  b: 一\n", en: "a:\n  b: one\n")
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(Rules.duplicateKey).map(\.range?.start) == [project.marker("locales/ko/demo.yml", "dup")])
        #expect(result.project.decks.first?.catalogs["ko"]?["demo.a.b"]?.text == "first")
    }

    @Test func copiesOfACatalogKeepTheirOwnKeys() {
        func entry(_ key: String) -> LocaleCatalog.Entry {
            LocaleCatalog.Entry(key: key, text: key, path: "l.yml", keyAt: SourceLocation(line: 1, column: 1), valueAt: SourceLocation(line: 1, column: 4))
        }
        var original = LocaleCatalog(locale: "ko", path: "l.yml", exists: true)
        original.append(unique: [entry("d.a"), entry("d.b")])
        #expect(original.position(of: "d.b") == 1)
        var copy = original
        let addedNew = copy.add(entry("d.c")), addedAgain = copy.add(entry("d.a"))
        #expect(addedNew)
        #expect(!addedAgain)
        #expect(copy.position(of: "d.c") == 2)
        #expect(original.position(of: "d.c") == nil)
        #expect(original.entries.count == 2)
    }
}
