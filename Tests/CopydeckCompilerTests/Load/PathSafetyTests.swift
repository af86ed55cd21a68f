import Foundation
import Testing
@testable import CopydeckCompiler

/// Locale codes and ids become folder and file names: only well-formed ones ever do.
@Suite struct PathSafetyTests {
    @Test(arguments: ["ko", "ja", "en", "en-GB", "zh-Hant", "zh-Hant-TW", "es-419", "sr-Latn", "de-CH-1996",
                      "x-private", "en-a-bbb-x-a", "zh-yue-HK", "sl-rozaj-biske", "EN-gb", "ast", "de-1996-fonipa"])
    func wellFormedTagsAreAccepted(_ tag: String) {
        #expect(LocaleCode.isWellFormed(tag))
    }

    @Test(arguments: ["", "../escape", "../../../escape", "en_US", "한국어", "ja.json", "e", "en-", "-en", "abcd",
                      "en-GB-", "en--GB", "toolongtag", "en-a", "x", "x-", "en/GB", "ko\u{0}", "en-GB-toolongvar1", "./ko"])
    func anythingElseIsRefused(_ tag: String) {
        #expect(!LocaleCode.isWellFormed(tag))
    }

    @Test func aLocaleThatIsNotATagIsReportedAndNeverAPath() throws {
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-escape-\(UUID().uuidString)")
        let project = try Fixtures.demo()
        defer { project.remove(); try? FileManager.default.removeItem(at: outside) }
        // `locales/<code>/demo.yml` and `bundle/<code>.json` would both leave the project.
        let escape = "../../" + outside.lastPathComponent
        try project.write("copydeck.yml", """
            version: 1
            sourceLocale: ko
            locales: [ko, ja, en, "\(escape)"]
            decks:
              demo: {}
            """)
        let result = try project.lint()
        let invalid = result.diagnostics(Rules.invalidValue)
        #expect(invalid.map { $0.range?.description } == ["copydeck.yml:3:23"])
        #expect(invalid.first?.message.contains("not a BCP 47 language tag") == true)
        #expect(result.project.decks.first?.locales == ["ko", "ja", "en"])

        let output = project.root.appendingPathComponent("build")
        #expect(try project.driver.build(output: output).written == false)
        #expect(!FileManager.default.fileExists(atPath: outside.path))
    }

    @Test func localesThatDifferOnlyInCaseAreOne() throws {
        let project = try TestProject([
            "copydeck.yml": "version: 1\nsourceLocale: ko\nlocales: [ko, en-GB, ⟪again⟫en-gb]\ndecks:\n  demo: {}\n",
            "content/demo/screens.yml": Fixtures.content,
            "locales/ko/demo.yml": Fixtures.locale("ko"),
            "locales/en-GB/demo.yml": Fixtures.locale("en"),
        ])
        defer { project.remove() }
        let result = try project.lint()
        let invalid = result.diagnostics(Rules.invalidValue)
        #expect(invalid.map { $0.range?.start } == [project.marker("copydeck.yml", "again")])
        #expect(invalid.first?.message.contains("case-insensitive") == true)
        #expect(result.project.decks.first?.locales == ["ko", "en-GB"])
    }

    @Test func aFlowIdTakenFromAFileNameIsChecked() throws {
        let project = try FlowFixture.project(flow: FlowFixture.valid.replacingOccurrences(of: "%% @flow onboarding\n", with: ""),
                                              path: "content/demo/사진 흐름.mmd")
        defer { project.remove() }
        let invalid = try project.lint().diagnostics(Rules.invalidValue)
        #expect(invalid.map { $0.range?.description } == ["content/demo/사진 흐름.mmd:1:1"])
        #expect(invalid.first?.message.contains("`사진_흐름`") == true)
        #expect(invalid.first?.message.contains("@flow") == true)

        // Named with `@flow`, the file's name does not matter.
        let named = try FlowFixture.project(flow: FlowFixture.valid, path: "content/demo/사진 흐름.mmd")
        defer { named.remove() }
        #expect(try named.lint().diagnostics(Rules.invalidValue).isEmpty)
    }

    @Test func anInvalidFlowIdNeverNamesTheFlow() throws {
        let project = try FlowFixture.project(flow: FlowFixture.valid.replacingOccurrences(of: "@flow onboarding", with: "@flow ../../x"))
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(Rules.invalidValue).count == 1)
        #expect(result.project.decks.first?.flows.map(\.id.value) == ["onboarding"])
    }
}
