import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// A target's Info.plist is its `InfoPlist` table's development-language text: many apps keep
/// no `en.lproj/InfoPlist.strings`, only the translations. Adopt reads the keys Apple localizes
/// and the ones a translation names, pairs each Info.plist with its target's `.lproj` folders,
/// and never takes a build setting (`$(PRODUCT_NAME)`) or a bundle identifier for words.
@Suite struct AdoptInfoPlistTests {
    static func plist(_ entries: [(String, String)]) -> Data {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n<dict>\n"
        out += "\t<key>UIAppFonts</key>\n\t<array>\n\t\t<string>Inter.otf</string>\n\t</array>\n"
        for (key, value) in entries { out += "\t<key>\(key)</key>\n\t<string>\(value)</string>\n" }
        return Data((out + "</dict>\n</plist>\n").utf8)
    }

    @Test func theInfoPlistIsTheSourceOfItsTranslations() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let info = Self.plist([
            ("CFBundleDisplayName", "$(PRODUCT_NAME)"),
            ("CFBundleIdentifier", "io.example.trips"),
            ("NSCameraUsageDescription", "Trips scans your tickets with the camera"),
            ("NSMicrophoneUsageDescription", "Trips records voice notes"),
            ("TripsWidgetTitle", "Next trip"),
        ])
        let ja = """
            "CFBundleDisplayName" = "トリップ";
            "NSCameraUsageDescription" = "チケットを読み取るためにカメラを使います";
            "TripsWidgetTitle" = "次の旅";

            """
        let result = try trip.adopt([("Trips/Info.plist", info), ("Trips/Resources/ja.lproj/InfoPlist.strings", Data(ja.utf8))])
        #expect(result.written)
        let messages = result.plan.messages.map { "\($0.table) \($0.key): \($0.texts.map(\.text))" }
        #expect(messages == [
            "InfoPlist NSCameraUsageDescription: [\"Trips scans your tickets with the camera\", \"チケットを読み取るためにカメラを使います\"]",
            "InfoPlist NSMicrophoneUsageDescription: [\"Trips records voice notes\"]",
            "InfoPlist TripsWidgetTitle: [\"Next trip\", \"次の旅\"]",
        ], "\(messages)")
        // The build setting is named, and its translation left out with advice that names the Info.plist.
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("`CFBundleDisplayName` is `$(PRODUCT_NAME)`") })
        let left = try #require(result.leftOut.first { $0.message.contains("`CFBundleDisplayName` in ja") }, "\(result.leftOut)")
        #expect(left.message.contains("Info.plist"))
        #expect(result.leftOut.count == 1, "\(result.leftOut)")
        #expect(!result.plan.messages.contains { $0.key == "CFBundleIdentifier" })

        _ = try trip.built()
        let en = trip.project.root.appendingPathComponent("build/app/apple/en.lproj/InfoPlist.strings")
        let written = try String(contentsOf: en, encoding: .utf8)
        #expect(written.contains("\"NSCameraUsageDescription\" = \"Trips scans your tickets with the camera\";"), "\(written)")
        if StringsOracle.hasPlutil {
            let read = try StringsOracle.json(of: en)
            #expect(read["TripsWidgetTitle"] as? String == "Next trip")
        }
    }

    @Test func anEnglishFolderWinsOverTheInfoPlistAndEachTargetKeepsItsOwn() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("Trips/Info.plist", Self.plist([("NSCameraUsageDescription", "Old words"), ("CFBundleDisplayName", "Trips")])),
            ("Trips/Resources/en.lproj/InfoPlist.strings", Data("\"NSCameraUsageDescription\" = \"Scan your tickets\";\n".utf8)),
            ("Trips/Resources/ja.lproj/InfoPlist.strings", Data("\"CFBundleDisplayName\" = \"トリップ\";\n".utf8)),
            ("TripsWatch/Info.plist", Self.plist([("CFBundleDisplayName", "Trips Watch")])),
            ("TripsWatch/ja.lproj/InfoPlist.strings", Data("\"CFBundleDisplayName\" = \"トリップ ウォッチ\";\n".utf8)),
        ])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let texts = Dictionary(result.plan.messages.map { ("\($0.table) \($0.key)", $0.texts.map(\.text)) }, uniquingKeysWith: { a, _ in a })
        #expect(texts["Resources/InfoPlist NSCameraUsageDescription"] == ["Scan your tickets"], "\(texts)")
        #expect(texts["Resources/InfoPlist CFBundleDisplayName"] == ["Trips", "トリップ"], "\(texts)")
        #expect(texts["TripsWatch/InfoPlist CFBundleDisplayName"] == ["Trips Watch", "トリップ ウォッチ"], "\(texts)")
        let note = try #require(result.diagnostics.first { $0.rule == Rules.importDuplicateKey.id }, "\(result.diagnostics)")
        #expect(note.message.contains("rather than the Info.plist's"), "\(note.message)")
    }

    @Test func aRegionalFolderIsTheLanguageBesideBase() throws {
        // Damus keeps its English in `en-US.lproj` beside `Base.lproj`: en-US is the app's en.
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("App/Base.lproj/Main.strings", Data("\"title\" = \"Welcome\";\n".utf8)),
            ("App/en-US.lproj/Localizable.strings", Data("\"sats\" = \"sats\";\n".utf8)),
            ("App/ja.lproj/Localizable.strings", Data("\"sats\" = \"サッツ\";\n".utf8)),
        ])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        #expect(result.plan.otherLocales.isEmpty, "\(result.plan.otherLocales)")
        let texts = Dictionary(result.plan.messages.map { ("\($0.table) \($0.key)", $0.texts.map(\.text)) }, uniquingKeysWith: { a, _ in a })
        #expect(texts["Localizable sats"] == ["sats", "サッツ"], "\(texts)")
        #expect(texts["Main title"] == ["Welcome"], "\(texts)")
    }
    /// An Info.plist Xcode runs through the C preprocessor (KeePassium's `#ifdef INTUNE`) is no
    /// property list yet: named as such; its pairs and the other files are adopted.
    @Test func aPreprocessedInfoPlistIsNamed() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let info = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>NSCameraUsageDescription</key>
                <string>Scan codes</string>
            #ifdef INTUNE
                <key>IntuneMAMSettings</key>
                <string>on</string>
            #endif
            </dict>
            </plist>
            """
        let result = try trip.adopt([
            ("App/Info.plist", Data(info.utf8)),
            ("App/en.lproj/Localizable.strings", Data("\"title\" = \"Trips\";\n".utf8)),
        ])
        #expect(result.diagnostics.contains { $0.severity == .error && $0.message.contains("INFOPLIST_PREPROCESS") }, "\(result.diagnostics)")
        #expect(result.plan.messages.map(\.key) == ["NSCameraUsageDescription", "title"])
        #expect(!result.leftOut.isEmpty)
    }
    /// An InfoPlist catalog without its source language (the English is the Info.plist's) never
    /// takes its keys for English words: with the Info.plist, its texts are the source; without
    /// it, the translations are named.
    @Test func anInfoPlistCatalogsKeysAreNeverItsWords() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "NSCameraUsageDescription" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "写真のためにカメラを使います" } } } }
              },
              "version" : "1.0"
            }
            """
        for withPlist in [false, true] {
            let trip = try AdoptRoundTrip.emptyProject()
            defer { trip.project.remove() }
            var files: [(path: String, data: Data)] = [("App/InfoPlist.xcstrings", Data(catalog.utf8))]
            if withPlist { files.append(("App/Info.plist", Self.plist([("NSCameraUsageDescription", "Take photos for your trips")]))) }
            let result = try trip.adopt(files)
            let texts = result.plan.messages.first { $0.key == "NSCameraUsageDescription" }?.texts.map(\.text)
            if withPlist {
                #expect(texts == ["Take photos for your trips", "写真のためにカメラを使います"], "\(String(describing: texts))")
                #expect(result.leftOut.isEmpty, "\(result.leftOut)")
            } else {
                #expect(texts == nil, "\(String(describing: texts))")
                #expect(result.leftOut.contains { $0.message.contains("Info.plist") }, "\(result.leftOut)")
            }
        }
    }
}
