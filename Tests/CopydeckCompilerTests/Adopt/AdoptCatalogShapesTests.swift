import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Shapes Dimillian/IceCubesApp's 733-key, 19-locale String Catalog has, which an adoption once
/// refused (the entries are written here in those shapes): a key that is its format while its
/// English text leaves the count out (`notifications.label.favorite %lld`: "starred", German a
/// plural of the count); substitutions Xcode migrated from a `.stringsdict`, without `argNum`,
/// listed by name (`timeline.n-recent-from-n-participants %lld %lld`); a translation whose
/// specifier a translator broke (Catalan `% publicacions` for `%@ posts`); Basque and
/// Belarusian plurals.
@Suite struct AdoptCatalogShapesTests {
    typealias S = AdoptRoundTrip.AppString

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "notifications.label.favorite %lld" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "starred" } },
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                  "substitutions" : { "count" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "hat favorisiert" } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "haben favorisiert" } } } } } }
                }
              }
            },
            "timeline.n-recent-from-n-participants %lld %lld" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@arg1@ from %#@arg2@" },
                  "substitutions" : {
                    "arg1" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg recent post" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg recent posts" } } } } },
                    "arg2" : { "argNum" : 2, "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg participant" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg participants" } } } } }
                  }
                },
                "de" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@count_posts@ von %#@count_participants@" },
                  "substitutions" : {
                    "count_participants" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Teilnehmendem" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Teilnehmenden" } } } } },
                    "count_posts" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg aktueller Beitrag" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg aktuelle Beiträge" } } } } }
                  }
                }
              }
            },
            "instance.list.posts-%@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "%@ posts" } },
                "ca" : { "stringUnit" : { "state" : "translated", "value" : "% publicacions" } },
                "de" : { "stringUnit" : { "state" : "translated", "value" : "%@ Beiträge" } }
              }
            },
            "account.detail.n-fields %lld" : {
              "localizations" : {
                "en" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld field" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld fields" } } } } },
                "eu" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "Eremu %lld" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld eremu" } } } } },
                "be" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld поле" } },
                  "few" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld палі" } },
                  "many" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld палёў" } },
                  "other" : { "stringUnit" : { "state" : "needs_review", "value" : "%lld поля" } } } } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func theseShapesComeInAndGoBackOut() throws {
        let trip = try AdoptRoundTrip.emptyProject(locales: ["en", "de", "ca", "eu", "be"])
        defer { trip.project.remove() }
        let result = try trip.adopt([("Localizable.xcstrings", Data(Self.catalog.utf8))])
        #expect(result.written, "\(result.diagnostics)")
        // The one translation that cannot be held is left out, named, and the rest comes in.
        let refused = result.diagnostics.filter { $0.rule == Rules.importFormat.id }
        #expect(refused.map(\.severity) == [.warning])
        #expect(refused.first?.message.contains("`instance.list.posts-%@` in ca") == true)
        #expect(refused.first?.message.contains("this translation is left out") == true)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")

        // The key's count is the message's, though the English text leaves it out.
        let favorite = try #require(result.plan.messages.first { $0.key == "notifications.label.favorite %lld" })
        #expect(favorite.placeholders == [AdoptPlan.Placeholder(name: "arg1", type: .integer, format: nil)])
        #expect(favorite.texts.first { $0.locale == "de" }?.text == "{arg1, plural, one {hat favorisiert} other {haben favorisiert}}")

        let (apple, _, diagnostics) = try trip.built()
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        AdoptRoundTrip.expectSame([
            S(table: "Localizable", key: "notifications.label.favorite %lld", locale: "en", text: .format("starred")),
            S(table: "Localizable", key: "timeline.n-recent-from-n-participants %lld %lld", locale: "de", text: .substitutions(
                format: "%1$#@count_posts@ von %2$#@count_participants@", [
                    TableSubstitution(name: "count_posts", argumentNumber: 1, formatSpecifier: "lld",
                                      variations: PluralVariations([.one: "%arg aktueller Beitrag", .other: "%arg aktuelle Beiträge"])),
                    TableSubstitution(name: "count_participants", argumentNumber: 2, formatSpecifier: "lld",
                                      variations: PluralVariations([.one: "%arg Teilnehmendem", .other: "%arg Teilnehmenden"])),
                ])),
            S(table: "Localizable", key: "account.detail.n-fields %lld", locale: "eu",
              text: .plural(PluralVariations([.one: "Eremu %lld", .other: "%lld eremu"]))),
            S(table: "Localizable", key: "account.detail.n-fields %lld", locale: "be",
              text: .plural(PluralVariations([.one: "%lld поле", .few: "%lld палі", .many: "%lld палёў", .other: "%lld поля"]))),
            S(table: "Localizable", key: "instance.list.posts-%@", locale: "de", text: .format("%@ Beiträge")),
        ], in: apple, "the .lproj tables")

        // The app's catalog, imported back, changes nothing but refuses the broken Catalan text.
        let url = trip.project.root.appendingPathComponent("app-tables/Localizable.xcstrings")
        let again = try trip.project.driver.importTables([ImportInput(path: url.path, data: Data(Self.catalog.utf8), format: .xcstrings)], check: true)
        #expect(again.plan.changes.isEmpty, "\(again.plan.changes)")
        #expect(again.diagnostics.filter { $0.severity == .error }.map { $0.message.contains("in ca") } == [true], "\(again.diagnostics)")
    }

    /// A locale without CLDR data keeps every plural form it is given; none is known unused.
    @Test func aLocaleWithoutPluralDataKeepsItsForms() throws {
        let message = try MessageParser().parse("{n, plural, one {# thing} few {# things!} other {# things}}")
        let arguments = TableArguments(arguments: [TableArguments.Argument(name: "n", kind: .integer, type: .integer)])
        #expect(!PluralRules(locale: "tlh").isKnown)
        #expect(try TableText(message, locale: "tlh", arguments: arguments)
                == .plural(PluralVariations([.one: "%1$lld thing", .few: "%1$lld things!", .other: "%1$lld things"])))
        #expect(try TableText(message, locale: "en", arguments: arguments)
                == .plural(PluralVariations([.one: "%1$lld thing", .other: "%1$lld things"])))
    }
    /// App Shortcuts phrases (`stringSet`, each language its own list, as many as it has) come
    /// back phrase for phrase in every language, never one string whose English phrase stands in
    /// for the others; Foundation's own JSON writer writes the built catalog to the same bytes;
    /// no other table gets them; imported back, nothing changes.
    @Test func appShortcutsPhrasesComeBackPhraseForPhrase() throws {
        let trip = try AdoptRoundTrip.emptyProject(locales: ["en", "ja", "ko"])
        defer { trip.project.remove() }
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Start a trip in ${applicationName}" : {
                  "localizations" : {
                    "en" : { "stringSet" : { "state" : "translated", "values" : [ "Start a trip in ${applicationName}", "New ${applicationName} trip" ] } },
                    "ja" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName}で旅を始める" ] } },
                    "ko" : { "stringSet" : { "state" : "translated", "values" : [ "${applicationName}에서 여행 시작", "새 ${applicationName} 여행", "여행 {시작}" ] } }
                  }
                },
                "Trips" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "旅" } } } }
              },
              "version" : "1.0"
            }
            """
        let result = try trip.adopt([("AppShortcuts.xcstrings", Data(catalog.utf8))])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let phrases = try #require(result.plan.messages.first { $0.key == "Start a trip in ${applicationName}" })
        #expect(phrases.stringSet)
        _ = try trip.built()
        let url = trip.project.root.appendingPathComponent("build/app/apple/AppShortcuts.xcstrings")
        let bytes = try Data(contentsOf: url)
        let object = try JSONSerialization.jsonObject(with: bytes)
        #expect(Array(bytes) == (try XCStringsOracle.serialize(object)), "Foundation writes the catalog otherwise")
        let strings = (object as? [String: Any])?["strings"] as? [String: Any]
        let localizations = (strings?["Start a trip in ${applicationName}"] as? [String: Any])?["localizations"] as? [String: Any]
        func values(_ locale: String) -> [String]? {
            ((localizations?[locale] as? [String: Any])?["stringSet"] as? [String: Any])?["values"] as? [String]
        }
        #expect(values("en") == ["Start a trip in ${applicationName}", "New ${applicationName} trip"])
        #expect(values("ja") == ["${applicationName}で旅を始める"])
        #expect(values("ko") == ["${applicationName}에서 여행 시작", "새 ${applicationName} 여행", "여행 {시작}"])
        // A catalog's alone: no `.strings` holds them.
        let strings2 = try String(contentsOf: trip.project.root.appendingPathComponent("build/app/apple/en.lproj/AppShortcuts.strings"), encoding: .utf8)
        #expect(!strings2.contains("applicationName"), "\(strings2)")
        let again = try trip.project.driver.importTables([ImportInput(path: url.path, data: bytes, format: .xcstrings)], check: true)
        #expect(again.plan.changes.isEmpty, "\(again.plan.changes)")
    }

    /// GoMap's and Rectangle's catalogs: a plural of a float (`%.1f meters`, `%arg` printed as
    /// `.1f`), a storyboard's catalog whose keys are object ids (no English of their own: the
    /// storyboard's) beside keys that are their own English, an InfoPlist catalog's document
    /// type named by its own words.
    @Test func floatPluralsObjectKeysAndDocumentTypes() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let localizable = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%.1f meters, %ld nodes" : { "localizations" : { "en" : {
                  "stringUnit" : { "state" : "translated", "value" : "%#@meters@, %#@nodes@" },
                  "substitutions" : {
                    "meters" : { "argNum" : 1, "formatSpecifier" : ".1f", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg meter" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg meters" } } } } },
                    "nodes" : { "argNum" : 2, "formatSpecifier" : "ld", "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg node" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg nodes" } } } } } } } } }
              },
              "version" : "1.0"
            }
            """
        let main = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "0Ak-33-SM7.title" : { "comment" : "Class = \\"NSTextFieldCell\\"; title = \\"Top Right\\"; ObjectID = \\"0Ak-33-SM7\\";",
                  "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "右上" } } } },
                "Conflict with macOS tiling" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "競合" } } } }
              },
              "version" : "1.0"
            }
            """
        let infoPlist = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "GPS Exchange Format (GPX)" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "GPX形式" } } } },
                "INI" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "INI" } } } },
                "NSCameraUsageDescription" : { "localizations" : { "ja" : { "stringUnit" : { "state" : "translated", "value" : "カメラ" } } } }
              },
              "version" : "1.0"
            }
            """
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s"><objects><textFieldCell title="Top Right" id="0Ak-33-SM7"/></objects></scene></scenes>
            </document>
            """
        let result = try trip.adopt([
            ("App/Localizable.xcstrings", Data(localizable.utf8)),
            ("App/mul.lproj/Main.xcstrings", Data(main.utf8)),
            ("App/Base.lproj/Main.storyboard", Data(storyboard.utf8)),
            ("App/InfoPlist.xcstrings", Data(infoPlist.utf8)),
        ])
        let texts = Dictionary(result.plan.messages.map { ("\($0.table) \($0.key)", $0.texts.map(\.text)) }, uniquingKeysWith: { a, _ in a })
        #expect(texts["Localizable %.1f meters, %ld nodes"]?.first == "{meters, plural, one {# meter} other {# meters}}, {nodes, plural, one {# node} other {# nodes}}", "\(texts)")
        #expect(texts["Main 0Ak-33-SM7.title"] == ["Top Right", "右上"], "\(texts)")
        #expect(texts["Main Conflict with macOS tiling"] == ["Conflict with macOS tiling", "競合"], "\(texts)")
        #expect(texts["InfoPlist GPS Exchange Format (GPX)"] == ["GPS Exchange Format (GPX)", "GPX形式"], "\(texts)")
        #expect(texts["InfoPlist INI"] == ["INI", "INI"], "CotEditor's document type, no Info.plist key: \(texts)")
        // An Info.plist key is never English: without the Info.plist its translation is named.
        #expect(texts["InfoPlist NSCameraUsageDescription"] == nil)
        #expect(result.leftOut.map(\.message).contains { $0.contains("`NSCameraUsageDescription` in ja is left out") }, "\(result.leftOut)")
        #expect(result.leftOut.count == 1, "\(result.leftOut)")
        // The float plural is written back with its own conversion.
        _ = try trip.built()
        let built = try JSONSerialization.jsonObject(with: Data(contentsOf: trip.project.root.appendingPathComponent("build/app/apple/Localizable.xcstrings"))) as? [String: Any]
        let en = (((built?["strings"] as? [String: Any])?["%.1f meters, %ld nodes"] as? [String: Any])?["localizations"] as? [String: Any])?["en"] as? [String: Any]
        let meters = (en?["substitutions"] as? [String: Any])?["meters"] as? [String: Any]
        #expect(meters?["formatSpecifier"] as? String == ".1f", "\(String(describing: en))")
    }
}
