import Foundation
import Testing
@testable import CopydeckCompiler

/// An app's adopted keys (`content/<deck>/tables.yml`) in a diff and on the changes page: a key
/// added to a table is a field and its texts are messages, shown among the other changes (no
/// screen shows them). Found on a real catalog: IceCubesApp's, adopted at two commits.
@Suite struct AdoptedTableDiffTests {
    static let config = "version: 1\nsourceLocale: en\nlocales: [en, ja]\ndecks:\n  app: {}\n"

    func project(keys: [(String, String, String)]) throws -> TestProject {
        var tables = "tables:\n  Localizable:\n"
        var en = "Localizable:\n", ja = "Localizable:\n"
        for (key, english, japanese) in keys {
            tables += "    \(key): { note: \"Shown on the timeline.\" }\n"
            en += "  \(key): \(english)\n"
            ja += "  \(key): \(japanese)\n"
        }
        return try TestProject(["copydeck.yml": Self.config, "content/app/tables.yml": tables, "locales/en/app.yml": en, "locales/ja/app.yml": ja])
    }

    @Test func anAddedKeyIsAFieldWithItsTextsAndTheChangesPageListsIt() throws {
        let old = try project(keys: [("timeline.title", "Timeline", "タイムライン")])
        let new = try project(keys: [("timeline.title", "Timeline", "タイムライン"), ("timeline.metrics", "Metrics", "指標")])
        defer { old.remove(); new.remove() }
        let diff = try new.driver.diff(against: .folder(old.root))
        #expect(diff.listing == [
            "app message added app.Localizable.timeline.metrics en",
            "app message added app.Localizable.timeline.metrics ja",
            "app field added Localizable.timeline.metrics",
        ])
        #expect(diff.changes.last?.after?["note"] == "Shown on the timeline.")
        let output = new.root.appendingPathComponent("build")
        let built = try new.driver.build(output: output, base: .folder(old.root))
        #expect(built.written, "\(built.diagnostics)")
        let page = try String(contentsOf: output.appendingPathComponent("preview/changes.html"), encoding: .utf8)
        let other = try #require(page.components(separatedBy: "<h3>Other changes</h3>").dropFirst().first)
        #expect(other.contains("<code>field Localizable.timeline.metrics</code>"))
        #expect(other.contains("<code>message app.Localizable.timeline.metrics [ja]</code>"))
    }
}
