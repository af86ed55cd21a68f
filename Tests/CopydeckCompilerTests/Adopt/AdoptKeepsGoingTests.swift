import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// One odd string never costs the rest: what cannot be held is left out and named (file, line,
/// key, why), and everything else is adopted.
@Suite struct AdoptKeepsGoingTests {
    static func android(_ body: String) -> Data {
        Data("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)</resources>\n".utf8)
    }

    /// A string aapt2 refuses (an unescaped apostrophe) is named; its translation says its source
    /// was left out (not that the source table is missing), and the other keys come in.
    @Test func aRefusedStringLeavesOutItsKeyOnly() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("res/values/strings.xml", Self.android("""
                <string name="hello">Hello</string>
                <string name="broken">Don't</string>
                <string name="bye">Bye</string>

                """)),
            ("res/values-ja/strings.xml", Self.android("""
                <string name="hello">こんにちは</string>
                <string name="broken">だめ</string>
                <string name="bye">さようなら</string>

                """)),
        ])
        #expect(result.written)
        #expect(result.plan.messages.map(\.key) == ["hello", "bye"])
        #expect(result.leftOut.count == 2, "\(result.leftOut)")
        let source = result.leftOut.first { $0.range?.file.hasSuffix("values/strings.xml") == true }
        #expect(source?.rule == Rules.importSyntax.id)
        #expect(source?.range?.start.line == 4)
        #expect(source?.message.contains("`broken`") == true)
        let translation = result.leftOut.first { $0.range?.file.hasSuffix("values-ja/strings.xml") == true }
        #expect(translation?.message.contains("`broken` in ja is left out: its en text") == true, "\(translation?.message ?? "")")
        #expect(translation?.message.contains("adopt the en table too") == false)
        #expect(read(trip, "locales/ja/app.yml") == "Localizable:\n  hello: こんにちは\n  bye: さようなら\n")
    }

    /// A key given two texts in one locale and table: that locale's text is left out (which one
    /// the app shows is not known), both files are named, and every other locale's comes in.
    @Test func aKeyWithTwoTextsNamesBothAndKeepsTheOtherLocales() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("en.lproj/Localizable.strings", Data("\"title\" = \"Title\";\n\"body\" = \"Body\";\n".utf8)),
            ("ja.lproj/Localizable.strings", Data("\"title\" = \"題名\";\n\"body\" = \"本文\";\n".utf8)),
            // The same table of the same target, as a String Catalog beside the old tables.
            ("Localizable.xcstrings", Data("""
                {"sourceLanguage": "en", "version": "1.0", "strings": {"title": {"localizations": {
                  "en": {"stringUnit": {"state": "translated", "value": "Title"}},
                  "ja": {"stringUnit": {"state": "translated", "value": "タイトル"}}}}}}
                """.utf8)),
        ])
        #expect(result.written)
        #expect(result.leftOut.map(\.rule) == [Rules.importConflict.id])
        let clash = try #require(result.leftOut.first)
        #expect(clash.message.contains("`title` in ja has two texts in table `Localizable`"))
        #expect(clash.message.contains("`app-tables/ja.lproj/Localizable.strings`") && clash.message.contains("app-tables/Localizable.xcstrings`"), "\(clash.message)")
        #expect(clash.notes.count == 1)
        #expect(result.plan.messages.map(\.key) == ["title", "body"])
        #expect(result.plan.messages.first?.texts.map(\.locale) == ["en"])
        #expect(read(trip, "locales/ja/app.yml") == "Localizable:\n  body: 本文\n")
    }

    /// Where Foundation picks one of two texts, the one the app shows is adopted and the other
    /// noted: `en.lproj`'s over `Base.lproj`'s, a `.stringsdict` entry over its `.strings` text.
    @Test func theTextTheAppShowsWinsWhereFoundationPicksOne() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("Base.lproj/Localizable.strings", Data("\"title\" = \"Old title\";\n\"only.base\" = \"Base\";\n".utf8)),
            ("en.lproj/Localizable.strings", Data("\"title\" = \"Title\";\n\"photos\" = \"%d photos\";\n".utf8)),
            ("en.lproj/Localizable.stringsdict", Data(Self.pluralStringsdict(key: "photos", one: "%d picture", other: "%d pictures").utf8)),
        ])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        let texts = Dictionary(uniqueKeysWithValues: result.plan.messages.map { ($0.key, $0.texts.first?.text ?? "") })
        #expect(texts == ["title": "Title", "only.base": "Base", "photos": "{n, plural, one {# picture} other {# pictures}}"])
        let notes = result.diagnostics.filter { $0.severity == .note && $0.rule == Rules.importDuplicateKey.id }
        #expect(notes.count == 2)
        #expect(notes.contains { $0.range?.file.hasSuffix("Base.lproj/Localizable.strings") == true && $0.message.contains("`en.lproj`") })
        #expect(notes.contains { $0.range?.file.hasSuffix("en.lproj/Localizable.strings") == true && $0.message.contains("`.stringsdict` entry") })
    }

    /// A regional folder is the project's language only when the tables have no text of the
    /// language itself: `values-ja-rJP` alone is Japanese; a catalog's `en-GB` beside `en` is not.
    @Test func aRegionalLocaleIsItsLanguageOnlyWhenTheLanguageIsNotThere() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([
            ("res/values/strings.xml", Self.android("<string name=\"hello\">Hello</string>\n")),
            ("res/values-ja-rJP/strings.xml", Self.android("<string name=\"hello\">こんにちは</string>\n")),
            ("res/values-en-rGB/strings.xml", Self.android("<string name=\"hello\">Hullo</string>\n")),
        ])
        #expect(result.leftOut.isEmpty, "\(result.leftOut)")
        #expect(result.plan.messages.first?.texts.map { "\($0.locale) \($0.text)" } == ["en Hello", "ja こんにちは"])
        #expect(result.plan.otherLocales == ["en-GB": 1])
        #expect(result.diagnostics.contains { $0.severity == .note && $0.message.contains("`ja-JP` are adopted as `ja`") })
    }

    /// A typed `<array>` of words is named and left out (written back as a `<string-array>`, it
    /// would break `obtainTypedArray`); one of numbers or references, and an `<integer-array>`,
    /// are no text at all: a note.
    @Test func aTypedArrayOfWordsIsNamed() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([("res/values/strings.xml", Self.android("""
            <string name="a">A</string>
            <array name="benefits"><item>Support us</item><item>Keep going</item></array>
            <array name="icons"><item>@drawable/one</item><item>@drawable/two</item></array>
            <integer-array name="seconds"><item>30</item></integer-array>

            """))])
        #expect(result.leftOut.count == 1)
        #expect(result.leftOut.first?.message.contains("`benefits` is a typed `<array>` holding text") == true)
        #expect(result.diagnostics.filter { $0.severity == .note && $0.rule == Rules.importUnsupported.id }.count == 2)
        #expect(result.plan.messages.map(\.key) == ["a"])
    }

    /// A table whose file name no table can have is named and left out, never merged into
    /// `Localizable` (where its keys would meet the app's own); `--keys` applies first.
    @Test func aTableNoTableCanBeIsNamed() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([("en.lproj/Main~ipad.strings", Data("\"title\" = \"Title\";\n\"other\" = \"Other\";\n".utf8)),
                                     ("en.lproj/Localizable.strings", Data("\"title\" = \"Mine\";\n".utf8))], keys: "title")
        #expect(result.leftOut.map(\.message) == [
            "`title` in en is left out: its table `Main~ipad` cannot be a table's name (letters, digits, `_`, `-` and single spaces, as a file is named); rename the table's file in the app and adopt again",
        ])
        #expect(result.plan.messages.map { "\($0.table) \($0.key)" } == ["Localizable title"])
        #expect(result.plan.messages.first?.texts.first?.text == "Mine")
    }

    /// Comments are kept wherever they stand above a string: a section's heading and the
    /// string's own comment together make its note; one separated by text is not its.
    @Test func everyCommentAboveAStringIsItsNote() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([("res/values/strings.xml", Self.android("""
            <!-- Settings screen -->

            <!-- The screen's title -->
            <string name="settings_title">Settings</string>
            <string name="settings_about">About</string>

            """))])
        let notes = Dictionary(uniqueKeysWithValues: result.plan.messages.map { ($0.key, $0.note) })
        #expect(notes["settings_title"] == "Settings screen\nThe screen's title")
        #expect(notes["settings_about"] == .some(nil))
    }

    /// A `.strings` file's comments above a key, `//` lines and section headings too, make its
    /// note; one on the line of the entry before is not the next key's; Xcode's placeholder
    /// says nothing.
    @Test func everyCommentAboveAStringsKeyIsItsNote() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let table = """
            // MARK: - Settings

            /* The settings title */
            "title" = "Settings"; /* about the title, on its line */
            "body" = "Body";
            /* No comment provided by engineer. */
            "x" = "X";

            """
        let result = try trip.adopt([("en.lproj/Localizable.strings", Data(table.utf8))])
        let notes = Dictionary(uniqueKeysWithValues: result.plan.messages.map { ($0.key, $0.note) })
        #expect(notes["title"] == "MARK: - Settings\nThe settings title")
        #expect(notes["body"] == .some(nil))
        #expect(notes["x"] == .some(nil))
    }

    /// `allOrNothing`: the same adoption writes nothing, and says what it would have left out.
    @Test func allOrNothingWritesNothingWhenAnythingIsLeftOut() throws {
        let trip = try AdoptRoundTrip.emptyProject()
        defer { trip.project.remove() }
        let result = try trip.adopt([("res/values/strings.xml", Self.android("<string name=\"a\">A</string>\n<string name=\"b\">It's</string>\n"))],
                                    allOrNothing: true)
        #expect(!result.written)
        #expect(result.leftOut.count == 1)
        #expect(read(trip, "content/app/tables.yml") == nil)
        let clean = try trip.adopt([("res/values/strings.xml", Self.android("<string name=\"a\">A</string>\n"))], allOrNothing: true)
        #expect(clean.written && clean.leftOut.isEmpty)
    }

    /// A folder is accepted wherever a file is: a `values` folder stands for its resource files
    /// that hold strings (not its colours), a `res` folder for its language folders'.
    @Test func androidFoldersStandForTheirStringFiles() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-expand-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "res/values/strings.xml": "<resources><string name=\"a\">A</string></resources>",
            "res/values/plurals.xml": "<resources><plurals name=\"p\"><item quantity=\"other\">%d</item></plurals></resources>",
            "res/values/colors.xml": "<resources><color name=\"c\">#fff</color></resources>",
            "res/values-ja/strings.xml": "<resources><string name=\"a\">エー</string></resources>",
            "res/values-night/strings.xml": "<resources><string name=\"a\">Night</string></resources>",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        let values = ImportInput.expand(root.appendingPathComponent("res/values").path).map { String($0.dropFirst(root.path.count + 1)) }
        #expect(values == ["res/values/plurals.xml", "res/values/strings.xml"])
        let res = ImportInput.expand(root.appendingPathComponent("res").path).map { String($0.dropFirst(root.path.count + 1)) }
        #expect(res == ["res/values/plurals.xml", "res/values/strings.xml", "res/values-ja/strings.xml"])
    }

    static func pluralStringsdict(key: String, one: String, other: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>\(key)</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \t\t\t<key>one</key>
        \t\t\t<string>\(one)</string>
        \t\t\t<key>other</key>
        \t\t\t<string>\(other)</string>
        \t\t</dict>
        \t</dict>
        </dict>
        </plist>

        """
    }

    static func stringsdict(key: String, text: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>\(key)</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>\(text)</string>
        \t</dict>
        </dict>
        </plist>

        """
    }

    func read(_ trip: AdoptRoundTrip, _ path: String) -> String? {
        try? String(contentsOf: trip.project.root.appendingPathComponent(path), encoding: .utf8)
    }
}
