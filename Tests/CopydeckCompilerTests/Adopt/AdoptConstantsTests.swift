import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// The app's constants (Android's `translatable="false"` or `donottranslate.xml`, a String
/// Catalog's `shouldTranslate: false`) come in as `translate: false`: never translated, never
/// missing, and written back as each format marks them.
@Suite struct AdoptConstantsTests {
    @Test func androidConstantsAreKeptAndWrittenBackUntranslatable() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("res/values/strings.xml", AdoptKeepsGoingTests.android("""
                <string name="app_name" translatable="false">Wander</string>
                <string name="hello">Hello</string>

                """)),
            ("res/values/donottranslate.xml", AdoptKeepsGoingTests.android("<string name=\"url\">https://example.org</string>\n")),
            ("res/values-ja/strings.xml", AdoptKeepsGoingTests.android("<string name=\"hello\">こんにちは</string>\n")),
        ])
        #expect(result.written && result.leftOut.isEmpty, "\(result.diagnostics)")
        #expect(result.plan.messages.map { "\($0.key) \($0.translatable)" } == ["app_name false", "hello true", "url false"])
        let content = try String(contentsOf: trip.project.root.appendingPathComponent("content/app/tables.yml"), encoding: .utf8)
        #expect(content.contains("    app_name:\n      translate: false\n"))
        // No ja text is missing: the constants have their source text only.
        let lint = try trip.project.driver.lint()
        #expect(!lint.diagnostics.contains { $0.rule == MissingMessageCheck.rule.id }, "\(lint.diagnostics)")

        _ = try trip.built()
        let build = trip.project.root.appendingPathComponent("build/app")
        let values = try String(contentsOf: build.appendingPathComponent("android/values/strings.xml"), encoding: .utf8)
        #expect(values.contains("<string name=\"app_name\" translatable=\"false\">Wander</string>"))
        let valuesJa = try String(contentsOf: build.appendingPathComponent("android/values-ja/strings.xml"), encoding: .utf8)
        #expect(!valuesJa.contains("app_name") && valuesJa.contains("こんにちは"))
        let catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: build.appendingPathComponent("apple/Localizable.xcstrings"))) as? [String: Any]
        let entry = (catalog?["strings"] as? [String: Any])?["app_name"] as? [String: Any]
        #expect(entry?["shouldTranslate"] as? Bool == false)
        #expect((entry?["localizations"] as? [String: Any])?.keys.sorted() == ["en"])
        let xliff = try String(contentsOf: build.appendingPathComponent("xliff/ja.xliff"), encoding: .utf8)
        #expect(!xliff.contains("app_name") && xliff.contains("hello"))
    }

    @Test func aCatalogsShouldTranslateFalseIsKept() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "brand" : {
                  "extractionState" : "manual",
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Wander" } } },
                  "shouldTranslate" : false
                },
                "subtitle" : {
                  "extractionState" : "extracted_with_value",
                  "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Trips" } } }
                },
                "title" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Title" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "題名" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let result = try trip.adopt([("Localizable.xcstrings", Data(catalog.utf8))])
        #expect(result.plan.messages.map { "\($0.key) \($0.translatable)" } == ["brand false", "subtitle true", "title true"])
        _ = try trip.built()
        let built = try JSONSerialization.jsonObject(with: Data(contentsOf: trip.project.root.appendingPathComponent("build/app/apple/Localizable.xcstrings"))) as? [String: Any]
        let strings = built?["strings"] as? [String: Any]
        #expect((strings?["brand"] as? [String: Any])?["shouldTranslate"] as? Bool == false)
        // Each key's extraction state as the catalog had it: Xcode keeps syncing what it extracts
        // from code (`title` had none), and only the manual key says manual.
        #expect((strings?["brand"] as? [String: Any])?["extractionState"] as? String == "manual")
        #expect((strings?["subtitle"] as? [String: Any])?["extractionState"] as? String == "extracted_with_value")
        #expect((strings?["title"] as? [String: Any])?.keys.contains("extractionState") == false)
    }
    /// A source text its catalog marked `new` stays a draft: `draft: true` in the deck, `new` in
    /// the built catalog; a final one stays translated; imported back, nothing changes.
    @Test func aDraftSourceStaysNew() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "greeting" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "new", "value" : "Hello" } },
                  "ja" : { "stringUnit" : { "state" : "new", "value" : "こんにちは" } } } },
                "farewell" : { "localizations" : {
                  "en" : { "stringUnit" : { "state" : "translated", "value" : "Bye" } } } }
              },
              "version" : "1.0"
            }
            """
        let result = try trip.adopt([("Localizable.xcstrings", Data(catalog.utf8))])
        #expect(result.plan.messages.map { "\($0.key) \($0.draft)" } == ["greeting true", "farewell false"])
        let tables = try String(contentsOf: trip.project.root.appendingPathComponent("content/app/tables.yml"), encoding: .utf8)
        #expect(tables.contains("    greeting:\n      extraction: automatic\n      draft: true\n"), "\(tables)")
        _ = try trip.built()
        let url = trip.project.root.appendingPathComponent("build/app/apple/Localizable.xcstrings")
        let built = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        func state(_ key: String, _ locale: String) -> String? {
            let entry = (built?["strings"] as? [String: Any])?[key] as? [String: Any]
            let unit = ((entry?["localizations"] as? [String: Any])?[locale] as? [String: Any])?["stringUnit"] as? [String: Any]
            return unit?["state"] as? String
        }
        #expect(state("greeting", "en") == "new")
        #expect(state("greeting", "ja") == "new")
        #expect(state("farewell", "en") == "translated")
        let again = try trip.project.driver.importTables([ImportInput(path: url.path, data: Data(contentsOf: url), format: .xcstrings)], check: true)
        #expect(again.plan.changes.isEmpty, "\(again.plan.changes)")
    }
}
