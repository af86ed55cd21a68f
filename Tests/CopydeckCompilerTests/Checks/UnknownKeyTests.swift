import Testing
@testable import CopydeckCompiler

@Suite struct UnknownKeyTests {
    @Test func unknownConfigKeyIsReportedWithItsLineAndASuggestion() throws {
        let config = TestProject.minimalConfig + "\n⟪bad⟫fallback:\n  ja: [en]\n"
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"),
                                           ja: Fixtures.locale("ja"), en: Fixtures.locale("en"), config: config)
        defer { project.remove() }
        let found = try project.lint().diagnostics(Rules.unknownKey)
        #expect(found.count == 1)
        #expect(found.first?.range?.start == project.marker("copydeck.yml", "bad"))
        #expect(found.first?.message.contains("did you mean `fallbacks`?") == true)
    }

    @Test func unknownFieldMetadataKeyIsReported() throws {
        let content = """
            screens:
              intro:
                fields:
                  title: { surface: title, ⟪bad⟫maxLenght: 30 }
                  next: button
            """
        let locale = "intro:\n  title: t\n  next: n\n"
        let project = try TestProject.demo(content: content, ko: locale, ja: locale, en: locale)
        defer { project.remove() }
        let found = try project.lint().diagnostics(Rules.unknownKey)
        #expect(found.map(\.range?.start) == [project.marker("content/demo/screens.yml", "bad")])
        #expect(found.first?.message.contains("`maxLength`") == true)
    }

    @Test func configVersionIsRequiredAndChecked() throws {
        let config = TestProject.minimalConfig.replacingOccurrences(of: "version: 1", with: "version: ⟪v⟫7")
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"),
                                           ja: Fixtures.locale("ja"), en: Fixtures.locale("en"), config: config)
        defer { project.remove() }
        let found = try project.lint().diagnostics(Rules.invalidValue)
        #expect(found.first?.range?.start == project.marker("copydeck.yml", "v"))
        #expect(found.first?.message.contains("version 7 is not supported") == true)
    }

    @Test func invalidSurfaceSuggestsTheClosest() throws {
        let content = "screens:\n  intro:\n    fields:\n      next: ⟪s⟫buton\n"
        let locale = "intro:\n  next: n\n"
        let project = try TestProject.demo(content: content, ko: locale, ja: locale, en: locale)
        defer { project.remove() }
        let found = try project.lint().diagnostics(Rules.invalidValue)
        #expect(found.first?.range?.start == project.marker("content/demo/screens.yml", "s"))
        #expect(found.first?.message.contains("did you mean `button`?") == true)
    }
}
