import Testing
@testable import CopydeckCompiler

@Suite struct UnresolvedReferenceTests {
    @Test func screenPermissionThatDoesNotExist() throws {
        let content = Fixtures.content.replacingOccurrences(of: "permission: photo", with: "permission: ⟪ref⟫photos")
        let project = try TestProject.demo(content: content, ko: Fixtures.locale("ko"), ja: Fixtures.locale("ja"), en: Fixtures.locale("en"))
        defer { project.remove() }
        let found = try project.lint().diagnostics(UnresolvedReferenceCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("content/demo/screens.yml", "ref")])
        #expect(found.first?.message == "no permission `photos` in deck `demo`; did you mean `photo`?")
    }

    @Test func eventTemplateAndAccessibilityReferences() throws {
        let content = """
            screens:
              a:
                events: [⟪event⟫opened]
                fields:
                  close: { surface: button, accessibility: ⟪label⟫close_labl }
                  close_label: label
            permissions:
              p:
                system: camera
                template: ⟪template⟫missing
            """
        let locale = "a:\n  close: x\n  close_label: y\np:\n  usage: u\n"
        let project = try TestProject.demo(content: content, ko: locale, ja: locale, en: locale)
        defer { project.remove() }
        let found = try project.lint().diagnostics(UnresolvedReferenceCheck.rule)
        let path = "content/demo/screens.yml"
        #expect(Set(found.compactMap(\.range?.start)) == Set(["event", "label", "template"].compactMap { project.marker(path, $0) }))
    }

    @Test func fallbackToUnknownLocale() throws {
        let config = TestProject.minimalConfig + "\nfallbacks:\n  ja: [⟪zh⟫zh]\n"
        let project = try TestProject.demo(content: Fixtures.content, ko: Fixtures.locale("ko"),
                                           ja: Fixtures.locale("ja"), en: Fixtures.locale("en"), config: config)
        defer { project.remove() }
        let found = try project.lint().diagnostics(UnresolvedReferenceCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("copydeck.yml", "zh")])
    }
}
