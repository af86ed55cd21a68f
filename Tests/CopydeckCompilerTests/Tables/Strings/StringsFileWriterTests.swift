import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

@Suite struct StringsFileWriterTests {
    static func table(_ entries: [(key: String, comment: String?, text: TableText)], name: String = "Localizable", locale: String = "ko") -> StringTable {
        StringTable(name: name, sourceLocale: locale, locales: [locale], entries: entries.map {
            TableEntry(key: $0.key, comment: $0.comment, localizations: [TableLocalization(locale: locale, state: .translated, text: $0.text)])
        })
    }

    @Test func writesCommentsEntriesAndBlankLinesInTableOrder() {
        let table = Self.table([
            ("wander.intro.title", "Title of the first page (24 characters)", .format("%1$@님, 환영해요")),
            ("wander.intro.body", nil, .format("100%% \"free\"\n\\ end")),
            ("wander.photos.count", nil, .plural(PluralVariations([.other: "%lld photos"]))),
            ("a", "ends */ early? no", .format("\t\u{1}\u{7F}\u{2028}")),
        ])
        let text = String(decoding: StringsFileWriter.write(table, locale: "ko"), as: UTF8.self)
        #expect(text == """
            /* Title of the first page (24 characters) */
            "wander.intro.title" = "%1$@님, 환영해요";

            "wander.intro.body" = "100%% \\"free\\"\\n\\\\ end";

            /* ends * / early? no */
            "a" = "\\t\\U0001\\U007F\\U2028";

            """)
    }

    @Test func aLocaleWithoutEntriesIsAFileCoreFoundationReadsAsEmpty() throws {
        let table = Self.table([("x", nil, .format("y"))], name: "InfoPlist")
        let data = StringsFileWriter.write(table, locale: "ja")
        #expect(String(decoding: data, as: UTF8.self) == "/* No strings in InfoPlist for ja. */\n")
        #expect(StringsFileReader.read(data, path: "ja.lproj/InfoPlist.strings", locale: "ja").strings.isEmpty)
        if StringsOracle.hasPlutil {
            let folder = try StringsOracle.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            #expect(try StringsOracle.json(of: StringsOracle.write(data, named: "InfoPlist.strings", in: folder)).isEmpty)
        }
    }

    /// `InfoPlist.strings` is the same writer on the InfoPlist table: Info.plist keys, read back by CF.
    @Test(.enabled(if: StringsOracle.hasPlutil, StringsOracle.missing))
    func infoPlistStringsHoldTheUsageDescriptions() throws {
        let table = Self.table([
            ("NSCameraUsageDescription", "Camera: shown before the system prompt", .format("사진을 찍어 \"여정\"에 남기려면 카메라가 필요해요.")),
            ("NSLocationWhenInUseUsageDescription", nil, .format("근처 산책길을 보여 드리려면 위치가 필요해요.\n언제든 끌 수 있어요.")),
        ], name: "InfoPlist")
        let folder = try StringsOracle.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try StringsOracle.write(StringsFileWriter.write(table, locale: "ko"), named: "InfoPlist.strings", in: folder)
        let json = try StringsOracle.json(of: file)
        #expect(json as? [String: String] == [
            "NSCameraUsageDescription": "사진을 찍어 \"여정\"에 남기려면 카메라가 필요해요.",
            "NSLocationWhenInUseUsageDescription": "근처 산책길을 보여 드리려면 위치가 필요해요.\n언제든 끌 수 있어요.",
        ])
    }

    @Test func writesUTF8WithoutAByteOrderMarkAndTheSameBytesTwice() {
        let table = Self.table([("한", "주석", .format("값"))])
        let data = StringsFileWriter.write(table, locale: "ko")
        #expect(!data.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(data == StringsFileWriter.write(table, locale: "ko"))
    }

    /// plutil (CoreFoundation) reads every key and value back to the intended text.
    @Test(.enabled(if: StringsOracle.hasPlutil, StringsOracle.missing))
    func plutilReadsEveryPieceBack() throws {
        var entries: [(key: String, comment: String?, text: TableText)] = []
        for (index, piece) in StringsOracle.pieces.enumerated() {
            entries.append(("key \(index) \(piece)", "comment \(piece) */ \(piece)", .format("value \(piece) end")))
            entries.append(("only\(index)", nil, .format(piece)))
        }
        entries.append(("", nil, .format("")))
        entries.append(("  leading and trailing  ", nil, .format("  spaces  ")))
        try expectPlutilReadsBack(Self.table(entries), name: "Localizable.strings")
    }

    @Test(.enabled(if: StringsOracle.hasPlutil, StringsOracle.missing))
    func plutilReadsGeneratedTablesBack() async {
        await propertyCheck(count: 40, input: StringsOracle.table()) { table in
            try expectPlutilReadsBack(table, name: "Localizable.strings")
        }
    }

    @Test func readingWhatWasWrittenGivesTheTableBack() async {
        await propertyCheck(count: 300, input: StringsOracle.table()) { table in
            let data = StringsFileWriter.write(table, locale: "ko")
            let read = StringsFileReader.read(data, path: "ko.lproj/Localizable.strings", locale: "ko")
            #expect(read.diagnostics.isEmpty)
            let expected = table.entries.compactMap { entry -> ImportedPair? in
                guard case .format = entry.localizations[0].text else { return nil }
                return ImportedPair(key: entry.key, text: entry.localizations[0].text)
            }
            #expect(read.strings.map { ImportedPair(key: $0.key, text: $0.text) } == expected)
        }
    }

    private func expectPlutilReadsBack(_ table: StringTable, name: String) throws {
        let folder = try StringsOracle.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try StringsOracle.write(StringsFileWriter.write(table, locale: "ko"), named: name, in: folder)
        let json = try StringsOracle.json(of: file)
        var expected: [[UInt8]: String] = [:]
        for entry in table.entries {
            if case .format(let text) = entry.localizations[0].text { expected[Array(entry.key.utf8)] = text }
        }
        var seen = 0
        for (key, value) in json {
            let text = value as? String
            #expect(text.map { Array($0.utf8) } == expected[Array(key.utf8)].map { Array($0.utf8) }, "key \(key.debugDescription)")
            seen += 1
        }
        #expect(seen == expected.count)
    }
}

/// A key and text, compared by their bytes (Swift's `==` on strings is Unicode equivalence).
struct ImportedPair: Equatable, CustomStringConvertible {
    var key: String
    var text: TableText

    static func == (a: ImportedPair, b: ImportedPair) -> Bool {
        a.key.utf8.elementsEqual(b.key.utf8) && a.text.bytes == b.text.bytes
    }

    var description: String { "\(key.debugDescription): \(text)" }
}

extension TableText {
    /// Every string of the text in order, as bytes, for comparisons that Unicode equivalence
    /// must not blur.
    var bytes: [[UInt8]] {
        switch self {
        case .format(let format): [Array(format.utf8)]
        case .plural(let variations): [Array("plural".utf8)] + variations.bytes
        case .substitutions(let format, let substitutions):
            [Array(format.utf8)] + substitutions.flatMap { substitution -> [[UInt8]] in
                [Array(substitution.name.utf8), Array(String(substitution.argumentNumber).utf8), Array(substitution.formatSpecifier.utf8)]
                    + substitution.variations.bytes
            }
        case .devices(let devices):
            [Array("devices".utf8)] + devices.devices.flatMap { [Array($0.utf8)] + devices[$0]!.bytes }
        }
    }
}

extension PluralVariations {
    var bytes: [[UInt8]] {
        categories.flatMap { [Array($0.rawValue.utf8), Array((self[$0] ?? "").utf8)] }
    }
}
