import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A table is a namespace: a key is unique within its table and target, as Xcode holds it. An
/// Xcode export of an app with a watch app holds `CFBundleDisplayName` in two targets'
/// `InfoPlist` tables: two keys, each built where its target keeps it.
@Suite struct AdoptTargetsTests {
    static func file(_ original: String, _ units: String) -> String {
        """
          <file original="\(original)" source-language="en" target-language="ja" datatype="plaintext">
            <header><tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="16.0" build-num="16A242d"/></header>
            <body>
        \(units)
            </body>
          </file>
        """
    }

    static func unit(_ id: String, _ source: String, _ target: String) -> String {
        "      <trans-unit id=\"\(id)\" xml:space=\"preserve\"><source>\(source)</source><target state=\"translated\">\(target)</target></trans-unit>"
    }

    static let export = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
        \(file("Trips/en.lproj/InfoPlist.strings", unit("CFBundleDisplayName", "Trips", "トリップ") + "\n" + unit("NSCameraUsageDescription", "Scan your tickets", "チケットを読み取ります")))
        \(file("TripsWatch Extension/en.lproj/InfoPlist.strings", unit("CFBundleDisplayName", "Trips Watch", "トリップ ウォッチ")))
        \(file("Trips/en.lproj/Localizable.strings", unit("Name", "Name", "名前")))
        \(file("TripsKit/en.lproj/Localizable.strings", unit("Name", "Trip name", "旅の名前")))
        </xliff>
        """

    @Test func twoTargetsTablesAreTwoNamespaces() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([("Trips.xcloc/Localized Contents/ja.xliff", Data(Self.export.utf8))])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        #expect(result.written)
        #expect(result.plan.messages.map { "\($0.table) \($0.key)" } == [
            "Trips/InfoPlist CFBundleDisplayName", "Trips/InfoPlist NSCameraUsageDescription",
            "TripsWatch Extension/InfoPlist CFBundleDisplayName", "Trips/Localizable Name", "TripsKit/Localizable Name",
        ])
        let ja = try String(contentsOf: trip.project.root.appendingPathComponent("locales/ja/app.yml"), encoding: .utf8)
        #expect(ja.contains("TripsWatch Extension/InfoPlist:\n  CFBundleDisplayName: トリップ ウォッチ\n"), "\(ja)")

        _ = try trip.built()
        let apple = trip.project.root.appendingPathComponent("build/app/apple")
        let manager = FileManager.default
        for path in ["Trips/ja.lproj/InfoPlist.strings", "TripsWatch Extension/ja.lproj/InfoPlist.strings", "TripsKit/en.lproj/Localizable.strings",
                     "Trips/InfoPlist.xcstrings", "TripsWatch Extension/InfoPlist.xcstrings"] {
            #expect(manager.fileExists(atPath: apple.appendingPathComponent(path).path), "\(path) was not written")
        }
        // The build's XLIFF holds a `<file>` per table and target, units under the app's keys, as
        // Xcode writes them; imported back, it changes nothing and says nothing.
        let xliffURL = trip.project.root.appendingPathComponent("build/app/xliff/ja.xliff")
        let xliff = try Data(contentsOf: xliffURL)
        let document = XLIFFReader().readDocument(xliff, path: xliffURL.path)
        #expect(document.files.compactMap(\.original) == [
            "app/Trips/InfoPlist.xcstrings", "app/TripsWatch Extension/InfoPlist.xcstrings",
            "app/Trips/Localizable.xcstrings", "app/TripsKit/Localizable.xcstrings",
        ])
        #expect(document.files.last?.strings.map(\.key) == ["Name"])
        let back = try trip.project.driver.importTables([ImportInput(path: xliffURL.path, data: xliff, format: .xliff)], check: true)
        #expect(back.diagnostics.isEmpty && back.plan.changes.isEmpty, "\(back.diagnostics) \(back.plan.changes)")
        // No empty table: these tables have no plural, so no .stringsdict.
        #expect(!manager.fileExists(atPath: apple.appendingPathComponent("Trips/ja.lproj/InfoPlist.stringsdict").path))
        if StringsOracle.hasPlutil {
            let watch = try StringsOracle.json(of: apple.appendingPathComponent("TripsWatch Extension/ja.lproj/InfoPlist.strings"))
            #expect(watch as NSDictionary == ["CFBundleDisplayName": "トリップ ウォッチ"] as NSDictionary)
            let app = try StringsOracle.json(of: apple.appendingPathComponent("Trips/ja.lproj/InfoPlist.strings"))
            #expect(app["CFBundleDisplayName"] as? String == "トリップ")
            #expect(app["NSCameraUsageDescription"] as? String == "チケットを読み取ります")
            let kit = try StringsOracle.json(of: apple.appendingPathComponent("TripsKit/ja.lproj/Localizable.strings"))
            #expect(kit as NSDictionary == ["Name": "旅の名前"] as NSDictionary)
        }
    }

    /// The way back: the very export the app was adopted from, imported, changes nothing and
    /// reports nothing (each `<file>` finds its target's table); a translation changed in it
    /// goes to its own target's key.
    @Test func theExportAnAppWasAdoptedFromImportsBackUnchanged() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let path = "Trips.xcloc/Localized Contents/ja.xliff"
        _ = try trip.adopt([(path, Data(Self.export.utf8))])
        let url = trip.project.root.appendingPathComponent("app-tables").appendingPathComponent(path)
        let same = try trip.project.driver.importTables([ImportInput(path: url.path, data: Data(Self.export.utf8), format: .xliff)], check: true)
        #expect(same.diagnostics.isEmpty, "\(same.diagnostics)")
        #expect(same.plan.changes.isEmpty && same.plan.unchanged == 5)
        let edited = Self.export.replacingOccurrences(of: "トリップ ウォッチ", with: "トリップ・ウォッチ")
        let changed = try trip.project.driver.importTables([ImportInput(path: url.path, data: Data(edited.utf8), format: .xliff)], check: true)
        #expect(changed.diagnostics.isEmpty, "\(changed.diagnostics)")
        #expect(changed.plan.changes.map(\.key) == ["app.TripsWatch Extension/InfoPlist.CFBundleDisplayName"])
    }

    /// The folders that tell two tables apart are the fewest last ones: `A/App` and `B/App` are
    /// `A/App/InfoPlist` and `B/App/InfoPlist`; a table in no folder keeps its name.
    @Test func tablesAreNamedByTheFewestFoldersThatTellThemApart() {
        func item(_ folders: [String]) -> AdoptableString {
            var item = AdoptableString(table: "InfoPlist", string: ImportedString(
                key: "k", locale: "en", text: .format("x"), range: SourceRange(file: "f", start: SourceLocation(line: 1, column: 1))))
            item.folders = folders
            return item
        }
        let named = Adopter.targetTables([item(["x", "A", "App"]), item(["y", "B", "App"]), item(["Watch"]), item([]), item(["x", "A", "App"])])
        #expect(named.map(\.table) == ["A/App/InfoPlist", "B/App/InfoPlist", "Watch/InfoPlist", "InfoPlist", "A/App/InfoPlist"])
        #expect(Adopter.targetTables([item(["Only"]), item(["Only"])]).map(\.table) == ["InfoPlist", "InfoPlist"])
        #expect(AdoptedTable.isValidName("TripsWatch Extension/InfoPlist") && AdoptedTable.isValidName("3DTouchActions"))
        #expect(AdoptedTable.isValidName("Default Browser"))
        #expect(!AdoptedTable.isValidName("../InfoPlist") && !AdoptedTable.isValidName("A//InfoPlist") && !AdoptedTable.isValidName("Info  Plist")
                && !AdoptedTable.isValidName(" InfoPlist") && !AdoptedTable.isValidName("InfoPlist ") && !AdoptedTable.isValidName("Info.Plist"))
    }

    /// The app's own InfoPlist table, adopted from a String Catalog, is written with its strings,
    /// after the usage descriptions of the deck's permissions.
    @Test func anAdoptedInfoPlistCatalogIsWrittenWithItsStrings() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "CFBundleDisplayName" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Trips" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "トリップ" } }
                  }
                },
                "NSLocationWhenInUseUsageDescription" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Shows trips near you" } },
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "近くの旅を表示します" } }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let result = try trip.adopt([("Trips/InfoPlist.xcstrings", Data(catalog.utf8))])
        #expect(result.leftOut.isEmpty && result.written, "\(result.diagnostics)")
        _ = try trip.built()
        let apple = trip.project.root.appendingPathComponent("build/app/apple")
        let built = try JSONSerialization.jsonObject(with: Data(contentsOf: apple.appendingPathComponent("InfoPlist.xcstrings"))) as? [String: Any]
        #expect((built?["strings"] as? [String: Any])?.keys.sorted() == ["CFBundleDisplayName", "NSLocationWhenInUseUsageDescription"])
        if StringsOracle.hasPlutil {
            let ja = try StringsOracle.json(of: apple.appendingPathComponent("ja.lproj/InfoPlist.strings"))
            #expect(ja as NSDictionary == ["CFBundleDisplayName": "トリップ", "NSLocationWhenInUseUsageDescription": "近くの旅を表示します"] as NSDictionary)
        }
    }
}
