import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// What `copydeck import` takes from the project and the command line: the severities of
/// copydeck.yml's `rules:`, `--locale`, `Base.lproj` as the development language, a locale the
/// project lacks reported once per file.
@Suite struct ImportOptionsTests {
    static func project(rules: String = "") throws -> TestProject {
        try TestProject.demo(
            content: DeckTablesTests.content,
            ko: "intro:\n  title: 안녕하세요\n  streak: \"{days, plural, other {#일}}\"\n",
            ja: "intro:\n  title: こんにちは\n  streak: \"{days, plural, other {#日}}\"\n",
            en: "intro:\n  title: Hello\n  streak: \"{days, plural, one {# day} other {# days}}\"\n",
            config: DeckTablesTests.config + rules)
    }

    /// A catalog of five locales: the project has three.
    static let catalog = """
        {
          "sourceLanguage" : "ko",
          "strings" : {
            "demo.intro.streak" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Tage" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "%lld jours" } }
              }
            },
            "demo.intro.title" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo" } },
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Hi" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Salut" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "やあ" } },
                "ko" : { "stringUnit" : { "state" : "translated", "value" : "안녕하세요" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    func input(_ text: String = catalog, path: String = "Localizable.xcstrings") -> ImportInput {
        ImportInput(path: path, data: Data(text.utf8), format: .xcstrings)
    }

    @Test func aLocaleTheProjectLacksIsReportedOncePerFile() throws {
        let project = try Self.project()
        defer { project.remove() }
        let result = try project.driver.importTables([input()], check: true)
        let locales = result.diagnostics.filter { $0.rule == Rules.importLocale.id }
        #expect(locales.count == 2)
        #expect(locales.map { $0.range?.start.line } == [6, 7])
        #expect(locales[0].message.contains("`de`") && locales[0].message.contains("2 strings of this locale"))
        #expect(!result.written)
    }

    @Test func localeImportsOnlyTheLocalesNamed() throws {
        let project = try Self.project()
        defer { project.remove() }
        let result = try project.driver.importTables([input()], locales: ["ja", "en"])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        #expect(result.plan.changes.map { "\($0.locale) \($0.newText)" } == ["ja やあ", "en Hi"])
        #expect(result.leftOut == ["de": 2, "fr": 2, "ko": 1])
        #expect(result.written)
        let ja = try String(contentsOf: project.root.appendingPathComponent("locales/ja/demo.yml"), encoding: .utf8)
        #expect(ja == "intro:\n  title: やあ\n  streak: \"{days, plural, other {#日}}\"\n")
        #expect(throws: CopydeckError.usage("--locale fr: no deck has that locale (they have en, ja, ko)")) {
            try project.driver.importTables([input()], locales: ["fr"])
        }
    }

    @Test func theProjectsRuleSeveritiesApply() throws {
        let project = try Self.project(rules: "\nrules:\n  import.locale: off\n  import.unsupported: error\n")
        defer { project.remove() }
        let result = try project.driver.importTables([input()])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.written)

        let warned = try Self.project(rules: "\nrules:\n  import.locale: warning\n")
        defer { warned.remove() }
        let second = try warned.driver.importTables([input()])
        #expect(second.diagnostics.map(\.severity) == [.warning, .warning])
        #expect(second.written)
    }

    /// `Base.lproj` holds the development language's text: the project's source locale.
    @Test func baseLprojIsTheSourceLocale() throws {
        let path = "App/Base.lproj/Localizable.strings"
        let format = try ImportInput.format(of: path).get()
        #expect(format.0 == .strings)
        #expect(format.1 == nil)
        let project = try Self.project()
        defer { project.remove() }
        let strings = ImportInput(path: path, data: Data("\"demo.intro.title\" = \"반가워요\";\n".utf8), format: .strings, locale: nil)
        let result = try project.driver.importTables([strings], check: true)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.plan.changes.map { "\($0.locale) \($0.newText)" } == ["ko 반가워요"])
    }
}
