import Foundation
import Testing
@testable import CopydeckCompiler

/// The String Catalogs a build writes are in the format `copydeck.yml` names (`tables:
/// stringCatalogVersion`), by default what current Xcode writes; any other value is refused
/// where it stands.
@Suite struct CatalogVersionTests {
    func catalog(_ tables: String) throws -> (String?, [Diagnostic]) {
        let project = try TestProject.demo(
            content: "screens:\n  intro:\n    kind: page\n    fields:\n      title: title\n",
            ko: "intro:\n  title: 안녕\n", ja: "intro:\n  title: やあ\n", en: "intro:\n  title: Hi\n",
            config: TestProject.minimalConfig + tables)
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        let result = try project.driver.build(output: output)
        let text = try? String(contentsOf: output.appendingPathComponent("demo/apple/Localizable.xcstrings"), encoding: .utf8)
        return (text, result.diagnostics)
    }

    @Test func theConfiguredFormatIsWritten() throws {
        let (current, _) = try catalog("")
        #expect(current?.hasSuffix("\"version\" : \"1.1\"\n}") == true)
        let (old, _) = try catalog("\ntables:\n  stringCatalogVersion: \"1.0\"\n")
        #expect(old?.hasSuffix("\"version\" : \"1.0\"\n}") == true)
        #expect(old.map { $0.replacingOccurrences(of: "\"1.0\"", with: "\"1.1\"") } == current)
        let (_, refused) = try catalog("\ntables:\n  stringCatalogVersion: \"2.0\"\n  catalogs: yes\n")
        #expect(refused.map { "\($0.range?.start.line ?? 0) \($0.rule)" }.sorted() == ["7 schema.invalid-value", "8 schema.unknown-key"])
    }
}
