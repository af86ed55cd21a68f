import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

private typealias Location = CopydeckCompiler.SourceLocation

@Suite struct StringsDictWriterTests {
    static let photos = TableText.plural(PluralVariations([.one: "%lld photo", .other: "%lld photos", .zero: "No photos"]))
    static let mixed = TableText.substitutions(format: "%1$@ has %2$#@files@ in %3$#@folders@", [
        TableSubstitution(name: "files", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.one: "%2$lld file", .other: "%2$lld files"])),
        TableSubstitution(name: "folders", argumentNumber: 3, formatSpecifier: "d", variations: PluralVariations([.other: "%3$d <folders> & more"])),
    ])

    @Test func writesPlutilsLayout() {
        let table = StringsFileWriterTests.table([
            ("z.title", "not written: a format", .format("Title")),
            ("photos", nil, Self.photos),
            ("Files", nil, Self.mixed),
        ])
        let output = StringsDictWriter.write(table, locale: "ko")
        #expect(output.diagnostics.isEmpty)
        #expect(String(decoding: output.data, as: UTF8.self) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Files</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%1$@ has %2$#@files@ in %3$#@folders@</string>
            \t\t<key>files</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>lld</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%2$lld file</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%2$lld files</string>
            \t\t</dict>
            \t\t<key>folders</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>d</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%3$d &lt;folders&gt; &amp; more</string>
            \t\t</dict>
            \t</dict>
            \t<key>photos</key>
            \t<dict>
            \t\t<key>NSStringLocalizedFormatKey</key>
            \t\t<string>%#@value@</string>
            \t\t<key>value</key>
            \t\t<dict>
            \t\t\t<key>NSStringFormatSpecTypeKey</key>
            \t\t\t<string>NSStringPluralRuleType</string>
            \t\t\t<key>NSStringFormatValueTypeKey</key>
            \t\t\t<string>lld</string>
            \t\t\t<key>one</key>
            \t\t\t<string>%lld photo</string>
            \t\t\t<key>other</key>
            \t\t\t<string>%lld photos</string>
            \t\t\t<key>zero</key>
            \t\t\t<string>No photos</string>
            \t\t</dict>
            \t</dict>
            </dict>
            </plist>

            """)
    }

    @Test func aLocaleWithoutPluralsIsAnEmptyDictionary() {
        let table = StringsFileWriterTests.table([("title", nil, .format("Title"))])
        #expect(String(decoding: StringsDictWriter.write(table, locale: "ko").data, as: UTF8.self).hasSuffix("<plist version=\"1.0\">\n<dict/>\n</plist>\n"))
    }

    @Test func keysSortAsCoreFoundationSortsThem() {
        let keys = ["b", "a", "B", "10", "9", "", "é", "e\u{301}", "😀", "\u{E000}", "\u{FF5A}", "_", "NS", "ns"]
        let sorted = keys.sorted { PlistXMLWriter.precedes($0, $1) }
        #expect(sorted == ["", "10", "9", "B", "NS", "_", "a", "b", "e\u{301}", "ns", "é", "😀", "\u{E000}", "\u{FF5A}"])
        #expect(StringsDictWriter.categoriesInKeyOrder == [.few, .many, .one, .other, .two, .zero])
    }

    @Test func entriesItCannotHoldAreLeftOutAndNamed() {
        let range = SourceRange(file: "locales/en/wander.yml", start: Location(line: 7, column: 3))
        let table = StringsFileWriterTests.table([
            ("noOther", nil, .plural(PluralVariations([.one: "one"]))),
            ("twice", nil, .substitutions(format: "%1$#@n@ %2$#@n@", [
                TableSubstitution(name: "n", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.other: "x"])),
                TableSubstitution(name: "n", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.other: "y"])),
            ])),
            ("at", nil, .substitutions(format: "%1$#@a@b@", [
                TableSubstitution(name: "a@b", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.other: "x"])),
            ])),
            ("self", nil, .substitutions(format: "%1$#@NSStringLocalizedFormatKey@", [
                TableSubstitution(name: "NSStringLocalizedFormatKey", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.other: "x"])),
            ])),
            ("bom", nil, .plural(PluralVariations([.other: "\u{FEFF}x"]))),
            ("kept", nil, Self.photos),
        ], locale: "en")
        let output = StringsDictWriter.write(table, locale: "en") { $0 == "noOther" ? range : nil }
        #expect(output.diagnostics.map(\.rule) == Array(repeating: Rules.exportStringsDict.id, count: 5))
        #expect(output.diagnostics.first?.range == range)
        #expect(output.diagnostics.allSatisfy { $0.message.contains("(en)") })
        let read = StringsDictReader.read(output.data, path: "en.lproj/Localizable.stringsdict", locale: "en")
        #expect(read.strings.map(\.key) == ["kept"])
    }

    /// A whole-message plural's value type is the conversion its forms print the count with:
    /// an integer's before a float's (a `%a` met first in a form does not make the count a
    /// float), a float's for a float plural (Thaw's `%lf seconds`), else `lld`.
    @Test func theValueTypeIsTheCountsConversion() {
        typealias F = StringsDictFormat
        #expect(F.valueType(of: PluralVariations([.other: "%a\r\n%lld"])) == "lld")
        #expect(F.valueType(of: PluralVariations([.one: "%lu photo", .other: "%lu photos"])) == "lu")
        #expect(F.valueType(of: PluralVariations([.one: "%lf second", .other: "%lf seconds"])) == "lf")
        #expect(F.valueType(of: PluralVariations([.other: "%@ photos"])) == "lld")
    }

    /// The bytes are `plutil -convert xml1`'s for the same property list.
    @Test(.enabled(if: StringsOracle.hasPlutil, StringsOracle.missing))
    func bytesAreWhatPlutilWrites() async {
        await propertyCheck(count: 60, input: StringsOracle.table()) { table in
            let folder = try StringsOracle.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let data = StringsDictWriter.write(table, locale: "ko").data
            let file = try StringsOracle.write(data, named: "Localizable.stringsdict", in: folder)
            let converted = try StringsOracle.xml1(of: file)
            #expect(converted == data, "plutil writes:\n\(String(decoding: converted, as: UTF8.self))")
        }
    }

    /// plutil reads every value back to the intended text.
    @Test(.enabled(if: StringsOracle.hasPlutil, StringsOracle.missing))
    func plutilReadsEveryValueBack() async {
        await propertyCheck(count: 60, input: StringsOracle.table()) { table in
            let folder = try StringsOracle.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let file = try StringsOracle.write(StringsDictWriter.write(table, locale: "ko").data, named: "Localizable.stringsdict", in: folder)
            let json = try StringsOracle.json(of: file)
            var expected: [[UInt8]: TableText] = [:]
            for entry in table.entries where StringsDictWriter.problem(key: entry.key, entry.localizations[0].text) == nil {
                switch entry.localizations[0].text {
                case .format: continue
                default: expected[Array(entry.key.utf8)] = entry.localizations[0].text
                }
            }
            #expect(json.count == expected.count)
            for (key, value) in json {
                let entry = try #require(value as? [String: Any])
                let text = try #require(expected[Array(key.utf8)], "unexpected key \(key.debugDescription)")
                #expect(Self.text(entry).map(\.bytes) == text.bytes, "key \(key.debugDescription)")
            }
        }
    }

    /// A `TableText` from plutil's JSON of one entry, as the format defines it (not through the reader).
    static func text(_ entry: [String: Any]) -> TableText? {
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        func variations(_ name: String) -> (String, PluralVariations)? {
            guard let variable = entry[name] as? [String: Any], variable["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType",
                  let valueType = variable["NSStringFormatValueTypeKey"] as? String else { return nil }
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases { forms[category] = variable[category.rawValue] as? String }
            return (valueType, PluralVariations(forms))
        }
        if format == "%#@value@", entry.count == 2, let (type, forms) = variations("value"), type == "lld" { return .plural(forms) }
        var substitutions: [TableSubstitution] = []
        for reference in StringsDictFormat.references(in: format) {
            guard let (type, forms) = variations(reference.name) else { return nil }
            substitutions.append(TableSubstitution(name: reference.name, argumentNumber: reference.argumentNumber, formatSpecifier: type, variations: forms))
        }
        return .substitutions(format: format, substitutions)
    }

    @Test func readingWhatWasWrittenGivesThePluralsBack() async {
        await propertyCheck(count: 300, input: StringsOracle.table()) { table in
            let output = StringsDictWriter.write(table, locale: "ko")
            let read = StringsDictReader.read(output.data, path: "ko.lproj/Localizable.stringsdict", locale: "ko")
            #expect(read.diagnostics.isEmpty)
            let expected = table.entries.compactMap { entry -> ImportedPair? in
                if case .format = entry.localizations[0].text { return nil }
                return ImportedPair(key: entry.key, text: entry.localizations[0].text)
            }.sorted { PlistXMLWriter.precedes($0.key, $1.key) }
            let writable = expected.filter { StringsDictWriter.problem(key: $0.key, $0.text) == nil }
            #expect(output.diagnostics.count == expected.count - writable.count)
            #expect(read.strings.map { ImportedPair(key: $0.key, text: $0.text) } == writable)
        }
    }
}
