import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Copydeck's own tables carry, for a locale without a text, what its fallback chain gives: the
/// English title in `ko.lproj`, en's `one` and `other` in the ja `.stringsdict`. Imported back,
/// that text is a fallback, never a translation: nothing is written into `locales/ko` or
/// `locales/ja`, and nothing is refused.
@Suite struct ImportFallbackTests {
    @Test func fallbackTextsComingBackAreLeftOut() throws {
        let project = try TestProject([
            "copydeck.yml": "version: 1\nsourceLocale: en\nlocales: [en, ko, ja]\ndecks:\n  demo: {}\nrules:\n  message.missing: warning\n",
            "content/demo/screens.yml": """
                screens:
                  intro:
                    kind: page
                    fields:
                      title: title
                      streak: { surface: body, placeholders: { days: integer } }
                """,
            "locales/en/demo.yml": "intro:\n  title: Hello\n  streak: \"{days, plural, one {# day} other {# days}}\"\n",
            "locales/ko/demo.yml": "intro:\n  streak: \"{days, plural, other {#일}}\"\n",
            "locales/ja/demo.yml": "intro:\n  title: こんにちは\n",
        ])
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        let build = try project.driver.build(output: output)
        #expect(build.diagnostics.filter { $0.severity == .error }.isEmpty, "\(build.diagnostics)")
        let apple = output.appendingPathComponent("demo/apple")
        var inputs: [ImportInput] = []
        for path in ["ko.lproj/Localizable.strings", "ko.lproj/Localizable.stringsdict", "ja.lproj/Localizable.strings", "ja.lproj/Localizable.stringsdict"] {
            let url = apple.appendingPathComponent(path)
            let (format, locale) = try ImportInput.format(of: url.path).get()
            inputs.append(ImportInput(path: url.path, data: try Data(contentsOf: url), format: format, locale: locale))
        }
        // What the build wrote: the fallbacks are there, in the tables.
        let koStrings = String(decoding: inputs[0].data, as: UTF8.self)
        #expect(koStrings.contains("\"demo.intro.title\" = \"Hello\";"))
        #expect(String(decoding: inputs[3].data, as: UTF8.self).contains("<key>one</key>"))

        let before = try FileManager.default.contentsOfDirectory(atPath: project.root.appendingPathComponent("locales/ko").path)
        let result = try project.driver.importTables(inputs)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.plan.changes.isEmpty, "\(result.plan.changes)")
        #expect(result.plan.fallbacks == 2)
        #expect(result.plan.unchanged == 2)
        #expect(!result.written)
        let ko = try String(contentsOf: project.root.appendingPathComponent("locales/ko/demo.yml"), encoding: .utf8)
        #expect(ko == "intro:\n  streak: \"{days, plural, other {#일}}\"\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.appendingPathComponent("locales/ko").path) == before)

        // A real translation in the same table still comes in.
        let translated = koStrings.replacingOccurrences(of: "\"Hello\"", with: "\"안녕하세요\"")
        let again = try project.driver.importTables([ImportInput(path: inputs[0].path, data: Data(translated.utf8), format: .strings, locale: "ko")], check: true)
        #expect(again.plan.changes.map { "\($0.locale) \($0.newText)" } == ["ko 안녕하세요"])
    }
}
