import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Xcode's device variations (a String Catalog's `variations.device`, a `.stringsdict`'s
/// `NSStringDeviceSpecificRuleType`, XLIFF's `KEY|==|device.mac`) come in as
/// `{device, select, mac {…} other {…}}` on the `device` placeholder, and go back out to every
/// table as they were: the same devices, words and arguments.
@Suite struct AdoptDeviceVariationsTests {
    typealias S = AdoptRoundTrip.AppString

    /// In the shape of liamnichols/xcstrings-tool's `Variations.xcstrings` fixture (a Mac variant
    /// that says Click where the others say Tap), with a device whose text is a plural and a
    /// translation that needs review.
    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "photos.count" : {
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "ipad" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo on this iPad" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos on this iPad" } } } } },
                  "other" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } } } } } } } },
                "ja" : { "variations" : { "device" : {
                  "ipad" : { "variations" : { "plural" : {
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "このiPadの写真%lld枚" } } } } },
                  "other" : { "variations" : { "plural" : {
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "写真%lld枚" } } } } } } } }
              }
            },
            "String.Device" : {
              "comment" : "A string that should have a macOS variation to replace 'Tap' with 'Click'",
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "variations" : { "device" : {
                  "mac" : { "stringUnit" : { "state" : "translated", "value" : "Click to open %@" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "Tap to open %@" } } } } },
                "ja" : { "variations" : { "device" : {
                  "mac" : { "stringUnit" : { "state" : "needs_review", "value" : "クリックして%@を開く" } },
                  "other" : { "stringUnit" : { "state" : "needs_review", "value" : "タップして%@を開く" } } } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func aCatalogsDeviceVariationsComeBackFromEveryTable() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([("Localizable.xcstrings", Data(Self.catalog.utf8))])
        #expect(result.summary.errors == 0, "\(result.diagnostics)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let device = try #require(result.plan.messages.first { $0.key == "String.Device" })
        #expect(device.placeholders == [AdoptPlan.Placeholder(name: "arg1", type: .string, format: nil),
                                        AdoptPlan.Placeholder(name: "device", type: .device, format: nil)])
        #expect(device.texts.first { $0.locale == "en" }?.text == "{device, select, mac {Click to open {arg1}} other {Tap to open {arg1}}}")
        let photos = try #require(result.plan.messages.first { $0.key == "photos.count" })
        #expect(photos.texts.first { $0.locale == "ja" }?.text
                == "{device, select, ipad {{count, plural, other {このiPadの写真#枚}}} other {{count, plural, other {写真#枚}}}}")

        let (apple, android, diagnostics) = try trip.built()
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        // The String Catalog holds each localization as the app's did, by Foundation's reader.
        let built = try Data(contentsOf: trip.project.root.appendingPathComponent("build/app/apple/Localizable.xcstrings"))
        let strings = try #require((try JSONSerialization.jsonObject(with: built) as? [String: Any])?["strings"] as? [String: Any])
        let original = try #require((try JSONSerialization.jsonObject(with: Data(Self.catalog.utf8)) as? [String: Any])?["strings"] as? [String: Any])
        for key in ["String.Device", "photos.count"] {
            for locale in ["en", "ja"] {
                let mine = try #require(Self.localization(strings, key, locale))
                let theirs = try #require(Self.localization(original, key, locale))
                #expect(Self.texts(mine) == Self.texts(theirs), "\(key) \(locale)")
            }
        }
        // The .lproj tables: the keys are in the .stringsdict only, as device rules.
        AdoptRoundTrip.expectSame([
            S(table: "Localizable", key: "String.Device", locale: "en", text: .devices(DeviceVariations([
                "mac": .format("Click to open %@"), "other": .format("Tap to open %@")]))),
            S(table: "Localizable", key: "photos.count", locale: "ja", text: .devices(DeviceVariations([
                "ipad": .plural(PluralVariations([.other: "このiPadの写真%lld枚"])), "other": .plural(PluralVariations([.other: "写真%lld枚"]))]))),
        ], in: apple, "the .lproj tables")
        if StringsOracle.hasPlutil {
            let folder = trip.project.root.appendingPathComponent("build/app/apple")
            let read = try StringsOracle.json(of: folder.appendingPathComponent("en.lproj/Localizable.stringsdict"))
            let rule = (read["String.Device"] as? [String: Any])?["NSStringDeviceSpecificRuleType"] as? [String: Any]
            #expect(rule?["mac"] as? String == "Click to open %1$@")
            #expect(rule?["other"] as? String == "Tap to open %1$@")
            let ipad = ((read["photos.count"] as? [String: Any])?["NSStringDeviceSpecificRuleType"] as? [String: Any])?["ipad"] as? [String: Any]
            #expect((ipad?["value"] as? [String: Any])?["one"] as? String == "%1$lld photo on this iPad")
            #expect(try StringsOracle.json(of: folder.appendingPathComponent("en.lproj/Localizable.strings"))["String.Device"] == nil)
        }
        // Android is none of Apple's devices: the `other` text.
        AdoptRoundTrip.expectSame([S(table: "Localizable", key: "String_Device", locale: "en", text: .format("Tap to open %@"))],
                                  in: android, "the Android resources")
        // XLIFF: a unit per device, Xcode's ids (the app's key in its table's `<file>`), the review
        // state kept.
        let xliff = try String(contentsOf: trip.project.root.appendingPathComponent("build/app/xliff/ja.xliff"), encoding: .utf8)
        #expect(xliff.contains("id=\"String.Device|==|device.mac\""))
        #expect(xliff.contains("id=\"photos.count|==|device.ipad.plural.other\""))
        let units = XLIFFReader().read(Data(xliff.utf8), path: "ja.xliff").strings
        #expect(units.first { $0.key == "String.Device" }?.state == .needsReview)
        // The app's catalog and the built XLIFF imported back change nothing.
        for (path, data) in [("app-tables/Localizable.xcstrings", Data(Self.catalog.utf8)), ("build/app/xliff/ja.xliff", Data(xliff.utf8))] {
            let url = trip.project.root.appendingPathComponent(path)
            let (format, locale) = try ImportInput.format(of: url.path).get()
            let again = try trip.project.driver.importTables([ImportInput(path: url.path, data: data, format: format, locale: locale)], check: true)
            #expect(again.plan.changes.isEmpty && again.plan.reviews.isEmpty, "\(path): \(again.plan.changes) \(again.plan.reviews)")
            #expect(again.diagnostics.filter { $0.severity == .error }.isEmpty, "\(path): \(again.diagnostics)")
        }
    }

    /// A `.stringsdict` device rule: strings per device, and a device whose text is a plural
    /// under a variable of its own name (Apple's documented shape).
    @Test func aStringsdictDeviceRuleComesBack() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
              <key>tap.hint</key>
              <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                  <key>iphone</key><string>Tap here</string>
                  <key>mac</key><string>Click here</string>
                  <key>appletv</key><string>Press here</string>
                  <key>other</key><string>Tap here</string>
                </dict>
              </dict>
              <key>lights</key>
              <dict>
                <key>NSStringDeviceSpecificRuleType</key>
                <dict>
                  <key>mac</key>
                  <dict>
                    <key>NSStringLocalizedFormatKey</key><string>%#@lights@</string>
                    <key>lights</key>
                    <dict>
                      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                      <key>NSStringFormatValueTypeKey</key><string>lld</string>
                      <key>one</key><string>%lld desktop beacon</string>
                      <key>other</key><string>%lld desktop beacons</string>
                    </dict>
                  </dict>
                  <key>other</key><string>%lld lights</string>
                </dict>
              </dict>
            </dict>
            </plist>
            """
        let result = try trip.adopt([("en.lproj/Localizable.stringsdict", Data(stringsdict.utf8))])
        #expect(result.summary.errors == 0, "\(result.diagnostics)")
        #expect(result.plan.messages.first { $0.key == "tap.hint" }?.texts.first?.text
                == "{device, select, appletv {Press here} iphone {Tap here} mac {Click here} other {Tap here}}")
        let (apple, _, _) = try trip.built()
        AdoptRoundTrip.expectSame([
            S(table: "Localizable", key: "tap.hint", locale: "en", text: .devices(DeviceVariations([
                "appletv": .format("Press here"), "iphone": .format("Tap here"), "mac": .format("Click here"), "other": .format("Tap here")]))),
            S(table: "Localizable", key: "lights", locale: "en", text: .devices(DeviceVariations([
                "mac": .plural(PluralVariations([.one: "%lld desktop beacon", .other: "%lld desktop beacons"])), "other": .format("%lld lights")]))),
        ], in: apple, "the .lproj tables")
    }

    /// CopydeckKit picks the device the app runs on when the app does not pass one (`other` on
    /// Linux), and the one given when it does.
    @Test func theRuntimeFillsInTheDevice() throws {
        let message = try MessageParser().parse("{device, select, mac {Click to open {name}} other {Tap to open {name}}}")
        let formatter = MessageFormatter(locale: "en")
        #expect(try formatter.format(message, ["name": .string("Trips")]) == (DeviceIdiom.current == "mac" ? "Click to open Trips" : "Tap to open Trips"))
        #expect(try formatter.format(message, ["name": .string("Trips"), "device": .string("mac")]) == "Click to open Trips")
        // Any other select still needs its argument.
        #expect(throws: MessageFormatError.missingArgument("mode")) {
            try formatter.format(try MessageParser().parse("{mode, select, a {A} other {B}}"), [:])
        }
    }

    /// A case that is not a device Apple names cannot go to a table: the key is left out, and
    /// lint says where.
    @Test func aCaseThatIsNoDeviceIsReported() throws {
        let project = try TestProject([
            "copydeck.yml": "version: 1\nsourceLocale: en\nlocales: [en]\ndecks:\n  demo: {}\n",
            "content/demo/screens.yml": "screens:\n  intro:\n    kind: page\n    fields:\n      hint: { placeholders: { device: device } }\n",
            "locales/en/demo.yml": "intro:\n  hint: \"{device, select, iphone {Tap} ⟪tablet⟫tablet {Tap} other {Tap}}\"\n",
        ])
        defer { project.remove() }
        let found = try project.lint().diagnostics(Rules.exportUnsupported)
        #expect(found.map { $0.range?.start } == [project.marker("locales/en/demo.yml", "tablet")])
        #expect(found.first?.message.contains("`tablet` is not a device") == true)
        #expect(try project.lint().diagnostics(PlaceholderTypeCheck.rule).isEmpty)
    }

    /// A localization's texts by device (and plural category), states aside.
    static func localization(_ strings: [String: Any], _ key: String, _ locale: String) -> [String: Any]? {
        ((strings[key] as? [String: Any])?["localizations"] as? [String: Any])?[locale] as? [String: Any]
    }

    static func texts(_ object: Any, path: String = "") -> [String: String] {
        guard let dictionary = object as? [String: Any] else { return [:] }
        if let value = dictionary["value"] as? String { return [path: Self.meaning(value)] }
        var found: [String: String] = [:]
        for (key, child) in dictionary where key != "state" { found.merge(texts(child, path: path + "/" + key)) { a, _ in a } }
        return found
    }

    /// `%lld` and `%@` as the first argument's positional spelling, as Copydeck writes them.
    static func meaning(_ text: String) -> String {
        TableText.format(text).meaning.formatText
    }
}

private extension TableText {
    var formatText: String {
        if case .format(let text) = self { return text }
        return ""
    }
}
