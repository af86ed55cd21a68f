import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// `copydeck import` reads Android `strings.xml`: Copydeck's own resources come back unchanged,
/// a translator's edit in `values-ja` comes in under the message key its resource name stands for.
@Suite struct ImportAndroidTests {
    @Test func copydecksOwnResourcesComeBackAndAnEditComesIn() throws {
        let project = try TestProject([
            "copydeck.yml": "version: 1\nsourceLocale: en\nlocales: [en, ko, ja]\ndecks:\n  demo: {}\n",
            "content/demo/screens.yml": """
                screens:
                  intro:
                    kind: page
                    fields:
                      title: title
                      hint: { surface: body, placeholders: { name: string } }
                      streak: { surface: body, placeholders: { days: integer } }
                """,
            "locales/en/demo.yml": "intro:\n  title: Tap <b>Allow</b>\n  hint: \"{name}, it's 100% yours\"\n  streak: \"{days, plural, one {# day} other {# days}}\"\n",
            "locales/ko/demo.yml": "intro:\n  title: <b>허용</b>을 눌러 주세요\n  hint: \"{name}님, 100% 당신 거예요\"\n  streak: \"{days, plural, other {#일}}\"\n",
            "locales/ja/demo.yml": "intro:\n  title: <b>許可</b>をタップ\n  hint: \"{name}さん、100%あなたのものです\"\n  streak: \"{days, plural, other {#日}}\"\n",
        ])
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        let build = try project.driver.build(output: output)
        #expect(build.diagnostics.filter { $0.severity == .error }.isEmpty, "\(build.diagnostics)")
        func input(_ folder: String, _ edit: (String) -> String = { $0 }) throws -> ImportInput {
            let url = output.appendingPathComponent("demo/android/\(folder)/strings.xml")
            let (format, locale) = try ImportInput.format(of: url.path).get()
            #expect(format == .android)
            let text = edit(try String(contentsOf: url, encoding: .utf8))
            return ImportInput(path: url.path, data: Data(text.utf8), format: format, locale: locale)
        }
        let same = try project.driver.importTables([try input("values"), try input("values-ko"), try input("values-ja")], check: true)
        #expect(same.diagnostics.isEmpty, "\(same.diagnostics)")
        #expect(same.plan.changes.isEmpty, "\(same.plan.changes)")
        #expect(same.plan.unchanged == 9)

        let edited = try input("values-ja") { $0.replacingOccurrences(of: "をタップ", with: "を押してください") }
        let result = try project.driver.importTables([edited])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.plan.changes.map { "\($0.locale) \($0.key) \($0.newText)" } == ["ja demo.intro.title <b>許可</b>を押してください"])
        #expect(result.written)
    }
}
