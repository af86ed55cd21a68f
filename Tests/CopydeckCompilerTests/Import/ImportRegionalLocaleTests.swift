import Foundation
import Testing
@testable import CopydeckCompiler

/// An export to a regional locale the project does not have (`en-US`, Firefox's and Focus's
/// exports) is imported as its language's, as adopt took it, with a note; with the language's
/// own file beside it, the regional one is a locale the project lacks, as before.
@Suite struct ImportRegionalLocaleTests {
    static func xliff(target: String, text: String) -> Data {
        Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="App/en.lproj/Localizable.strings" source-language="en" target-language="\(target)" datatype="plaintext">
                <body>
                  <trans-unit id="greeting" xml:space="preserve"><source>Hello</source><target state="translated">\(text)</target></trans-unit>
                </body>
              </file>
            </xliff>
            """.utf8)
    }

    @Test func aRegionalExportIsItsLanguages() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let adopted = try trip.adopt([("App.xcloc/Localized Contents/en-US.xliff", Self.xliff(target: "en-US", text: "Hello"))])
        #expect(adopted.plan.messages.map(\.key) == ["greeting"])
        let url = trip.project.root.appendingPathComponent("app-tables/App.xcloc/Localized Contents/en-US.xliff")
        let back = try trip.project.driver.importTables([ImportInput(path: url.path, data: Data(contentsOf: url), format: .xliff)], check: true)
        #expect(back.diagnostics.filter { $0.severity != .note }.isEmpty, "\(back.diagnostics.map(\.message))")
        #expect(back.plan.changes.isEmpty)
        #expect(back.diagnostics.contains { $0.message.contains("the strings in `en-US` are imported as `en`") })
        // A changed regional text changes the language's.
        let changed = try trip.project.driver.importTables([ImportInput(path: url.path, data: Self.xliff(target: "en-US", text: "Hi there"), format: .xliff)], check: true)
        #expect(changed.plan.changes.count == 1, "\(changed.plan.changes)")
        // Beside the language's own file, the regional one is a locale the project lacks.
        let both = try trip.project.driver.importTables([
            ImportInput(path: url.path, data: Self.xliff(target: "en-US", text: "Hi there"), format: .xliff),
            ImportInput(path: url.path.replacingOccurrences(of: "en-US", with: "en"), data: Self.xliff(target: "en", text: "Hello"), format: .xliff),
        ], check: true)
        #expect(both.diagnostics.contains { $0.rule == Rules.importLocale.id && $0.message.contains("no locale `en-US`") }, "\(both.diagnostics.map(\.message))")
    }
}
