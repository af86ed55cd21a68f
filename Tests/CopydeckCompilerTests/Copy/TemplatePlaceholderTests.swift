import Foundation
import Testing
@testable import CopydeckCompiler

/// A permission template's placeholders are its parameters (issue 14, miss 2): a name that is no
/// parameter is reported where it is written, not blamed on the locales that leave it out.
@Suite struct TemplatePlaceholderTests {
    func project(ko: String, en: String) throws -> TestProject {
        let root = PackagePaths.fixtures.appendingPathComponent("demo")
        var files: [String: String] = [:]
        for path in ["copydeck.yml", "content/demo/screens.yml", "content/demo/permissions.yml", "content/demo/onboarding.md",
                     "locales/ko/demo.yml", "locales/ja/demo.yml", "locales/en/demo.yml"] {
            files[path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        files["locales/ko/demo.yml"] = files["locales/ko/demo.yml"]?.replacingOccurrences(of: "  title: \"{headline}\"", with: ko)
        files["locales/en/demo.yml"] = files["locales/en/demo.yml"]?.replacingOccurrences(of: "  title: \"{headline}\"", with: en)
        return try TestProject(files)
    }

    @Test func aNameThatIsNoParameterIsReportedWhereItIsWritten() throws {
        let project = try project(ko: "  title: \"{headline} {⟪oops⟫oops}\"", en: "  title: \"{headline}\"")
        defer { project.remove() }
        let found = try project.lint().diagnostics(PlaceholderCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("locales/ko/demo.yml", "oops")])
        #expect(found.first?.message == "message `demo.just_in_time.title` in ko uses `{oops}`, which is not a parameter of template `just_in_time` (`{headline}`, `{cta}`); use the template's parameters, or add it to its `parameters`")
    }

    @Test func aTranslationThatDropsAParameterIsStillReported() throws {
        let project = try project(ko: "  title: \"{headline}\"", en: "  title: ⟪dropped⟫\"Stay in the loop\"")
        defer { project.remove() }
        let found = try project.lint().diagnostics(PlaceholderCheck.rule)
        #expect(found.map(\.range?.start) == [project.marker("locales/en/demo.yml", "dropped")])
        #expect(found.first?.message == "message `demo.just_in_time.title` in en does not use the placeholder `{headline}`; use it where the sentence needs the value")
    }
}
