import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// The catalog's bytes against Foundation's `JSONSerialization` with Xcode's options
/// (`XCStringsOracle`), for tables chosen to be hard and for generated ones.
@Suite struct XCStringsWriterTests {
    let writer = XCStringsWriter()

    private func expectOracleBytes(_ table: StringTable, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        expectSameBytes(writer.bytes(table), try XCStringsOracle.bytes(table), sourceLocation: sourceLocation)
    }

    private static func table(_ entries: [TableEntry], source: String = "en") -> StringTable {
        StringTable(name: "Localizable", sourceLocale: source, locales: ["en", "ko", "ja"], entries: entries)
    }

    @Test func formatsInThreeLocales() throws {
        let entry = TableEntry(key: "wander.intro.title", comment: "Title of the first screen. Budget: 24 characters. %1$@: the user's name.", localizations: [
            TableLocalization(locale: "ko", state: .translated, text: .format("%1$@님, 환영해요")),
            TableLocalization(locale: "ja", state: .needsReview, text: .format("%1$@さん、ようこそ")),
            TableLocalization(locale: "en", state: .new, text: .format("Welcome, %1$@ — 100%% ready")),
        ])
        try expectOracleBytes(Self.table([entry], source: "ko"))
    }

    @Test func theShapeXcodeWrites() {
        // Read off Xcode's catalogs: comment before extractionState, state before value, a space
        // before every colon, two spaces a level, no final line break.
        let entry = TableEntry(key: "a", comment: "Note", localizations: [
            TableLocalization(locale: "en", state: .translated, text: .format("A")),
        ])
        let text = String(decoding: writer.bytes(Self.table([entry])), as: UTF8.self)
        #expect(text == """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "a" : {
                  "comment" : "Note",
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "A"
                      }
                    }
                  }
                }
              },
              "version" : "1.1"
            }
            """)
    }

    @Test func pluralsWithZeroInFoundationsCategoryOrder() throws {
        let variations = PluralVariations([.zero: "No photos", .one: "%lld photo", .two: "%lld photos (2)", .few: "few", .many: "many", .other: "%lld photos"])
        let entry = TableEntry(key: "photos.count", comment: nil, localizations: [
            TableLocalization(locale: "en", state: .translated, text: .plural(variations)),
            TableLocalization(locale: "ko", state: .translated, text: .plural(PluralVariations([.other: "사진 %lld장"]))),
        ])
        try expectOracleBytes(Self.table([entry]))
        let text = String(decoding: writer.bytes(Self.table([entry])), as: UTF8.self)
        let order = ["\"few\"", "\"many\"", "\"one\"", "\"other\"", "\"two\"", "\"zero\""].map { text.range(of: $0)!.lowerBound }
        #expect(order == order.sorted())
    }

    @Test func substitutionsWithTwoPlurals() throws {
        let entry = TableEntry(key: "files.in.folders", comment: "Files and folders", localizations: [
            TableLocalization(locale: "en", state: .translated, text: .substitutions(format: "%1$#@files@ in %2$#@folders@", [
                TableSubstitution(name: "files", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.one: "%arg file", .other: "%arg files"])),
                TableSubstitution(name: "folders", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.zero: "no folder", .one: "%arg folder", .other: "%arg folders"])),
            ])),
            TableLocalization(locale: "ko", state: .stale, text: .substitutions(format: "폴더 %2$#@folders@에 파일 %1$#@files@", [
                TableSubstitution(name: "folders", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.other: "%arg개"])),
                TableSubstitution(name: "files", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.other: "%arg개"])),
            ])),
        ])
        try expectOracleBytes(Self.table([entry]))
        #expect(String(decoding: writer.bytes(Self.table([entry])), as: UTF8.self).contains("\"argNum\" : 2,"))
    }

    @Test func commentsAndTextsWithEverythingToEscape() throws {
        let hard = "He said \"hi\"\\n\n\tand/or </script> \u{0}\u{1}\u{1F}\u{7F}\u{2028}\u{2029} e\u{301} 👩‍👩‍👧 \r\n\u{8}\u{C}"
        let entry = TableEntry(key: "quote\"slash/back\\slash\nnewline", comment: hard, localizations: [
            TableLocalization(locale: "en", state: .translated, text: .format(hard)),
        ])
        try expectOracleBytes(Self.table([entry]))
        let text = String(decoding: writer.bytes(Self.table([entry])), as: UTF8.self)
        #expect(text.contains(#"and/or </script> \u0000\u0001\u001f"#))
        #expect(!text.contains(#"\/"#))
    }

    @Test func keysInFoundationsOrderNotCodePointOrder() throws {
        let keys = ["a10", "a9", "B", "a", "%@", "-", "_", ".", "A", "a09", "item 2", "item 10", "Z1", "z01", "file-2", "file_2", "file.2",
                    "NSCameraUsageDescription", "NSLocationWhenInUseUsageDescription", "é", "e", "f", "한국", "ß", "ss", "\u{1F600}"]
        let entries = keys.map { TableEntry(key: $0, comment: nil, localizations: [TableLocalization(locale: "en", state: .translated, text: .format($0))]) }
        try expectOracleBytes(Self.table(entries))
        let text = String(decoding: writer.bytes(Self.table(entries)), as: UTF8.self)
        func position(_ key: String) -> String.Index { text.range(of: "\n    \"\(key)\" : {")!.lowerBound }
        #expect(position("a9") < position("a10"))
        #expect(position("a") < position("B"))
        #expect(position("-") < position("%@"))
    }

    /// Xcode 26 writes format 1.1 and turns a 1.0 catalog it saves into 1.1 with no other change
    /// (Cizzuk/CSE's commit 5e0e04e0 re-saved `Localizable.xcstrings` in Xcode 26: its whole diff
    /// is the `version` line; stonerl/Thaw's and linearmouse/linearmouse's 1.1 catalogs have no
    /// key a 1.0 catalog lacks but `isCommentAutoGenerated`). A project on Xcode 15 or 16 asks
    /// for 1.0 (`tables: stringCatalogVersion`): the same bytes but that line.
    @Test func eitherFormatIsWrittenAsXcodeWritesIt() throws {
        let entries = [TableEntry(key: "a", comment: "c", localizations: [TableLocalization(locale: "en", state: .translated, text: .format("A"))])]
        let old = XCStringsWriter(version: .v1_0).bytes(Self.table(entries))
        expectSameBytes(old, try XCStringsOracle.bytes(Self.table(entries), version: "1.0"))
        let new = writer.bytes(Self.table(entries))
        #expect(writer.version == .v1_1)
        #expect(String(decoding: new, as: UTF8.self).replacingOccurrences(of: "\"version\" : \"1.1\"", with: "\"version\" : \"1.0\"") == String(decoding: old, as: UTF8.self))
        // Both read back, with their version.
        for (bytes, version) in [(old, "1.0"), (new, "1.1")] {
            let catalog = XCStringsReader().readCatalog(bytes, path: "Localizable.xcstrings")
            #expect(catalog.diagnostics.isEmpty)
            #expect(catalog.version == version)
            #expect(catalog.strings.map(\.text) == [.format("A")])
        }
    }

    @Test func emptyTablesAndEntriesWithoutLocalizations() throws {
        try expectOracleBytes(Self.table([]))
        #expect(String(decoding: writer.bytes(Self.table([])), as: UTF8.self) == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.1\"\n}")
        let bare = TableEntry(key: "bare", comment: "", localizations: [])
        try expectOracleBytes(Self.table([bare]))
        let emptyPlural = TableEntry(key: "p", comment: nil, localizations: [
            TableLocalization(locale: "en", state: .new, text: .substitutions(format: "", [])),
        ])
        try expectOracleBytes(Self.table([emptyPlural]))
    }

    @Test func repeatedNamesKeepTheFirstAndAreNamed() throws {
        let table = Self.table([
            TableEntry(key: "k", comment: "first", localizations: [
                TableLocalization(locale: "en", state: .translated, text: .format("one")),
                TableLocalization(locale: "en", state: .translated, text: .format("two")),
            ]),
            TableEntry(key: "k", comment: "second", localizations: []),
            TableEntry(key: "e\u{301}", comment: nil, localizations: []),
            TableEntry(key: "\u{E9}", comment: nil, localizations: []),
        ])
        try expectOracleBytes(table)
        let text = String(decoding: writer.bytes(table), as: UTF8.self)
        #expect(text.contains("\"one\"") && !text.contains("\"two\"") && !text.contains("second"))
        #expect(writer.duplicates(in: table) == ["k: localization en", "entry k", "entry \u{E9}"])
    }

    @Test func sameTableSameBytes() {
        var rng = SeededGenerator(seed: 11)
        let table = XCStringsGen.table(&rng, maxEntries: 40)
        let shuffled = StringTable(name: table.name, sourceLocale: table.sourceLocale, locales: table.locales, entries: table.entries.reversed())
        #expect(writer.bytes(table) == writer.bytes(table))
        // Entry order in the table does not matter: the catalog is sorted.
        #expect(writer.bytes(table) == writer.bytes(shuffled))
        #expect(writer.write(table) == Data(writer.bytes(table)))
    }

    @Test func generatedTablesMatchJSONSerialization() async {
        await propertyCheck(count: 300, input: XCStringsGen.tables()) { table in
            // Keys Foundation orders in a circle have no one order to match (FoundationKeyOrderTests).
            guard XCStringsOracle.isDefined(table) else { return }
            expectSameBytes(writer.bytes(table), try XCStringsOracle.bytes(table))
        }
    }

    @Test func largerGeneratedTablesMatchJSONSerialization() async {
        await propertyCheck(count: 20, input: XCStringsGen.tables(maxEntries: 400, asciiKeys: true)) { table in
            expectSameBytes(writer.bytes(table), try XCStringsOracle.bytes(table))
        }
    }
}

/// A small deterministic generator for tests that need one fixed table.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
