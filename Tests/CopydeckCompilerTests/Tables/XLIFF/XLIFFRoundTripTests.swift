import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// read(write(tables)) gives back every text written, with its state; every document written
/// is XLIFF 1.2 strict; what cannot be written is reported, never altered.
@Suite struct XLIFFRoundTripTests {
    /// Pieces of text that stress XML and Xcode's dialect: markup characters, `]]>`, quotes,
    /// line breaks (CR too), tabs, edge spaces, emoji, CJK, Hangul, combining marks,
    /// right-to-left marks, specifiers, the separator's parts, and a control XML cannot carry.
    static let pieces = [
        "a", "Photo", "사진", "写真", "여행을 ", " 기록", "\"", "'", "&", "&amp;", "<", ">", "]]>", "<target>", "\n", "\r", "\r\n",
        "\t", " ", "  ", "😀", "👩‍👩‍👧", "e\u{301}", "\u{1100}\u{1161}", "\u{200F}", "\u{200E}", "\u{202E}", "%%", "%1$@", "%2$lld",
        "|", "==", "\u{85}", "\u{2028}", "\u{7F}", "\u{FEFF}", "\u{1}",
    ]

    static let text = Gen.element(of: pieces).compactMap { $0 }.array(of: 0...6).map { $0.joined() }
    static let nonEmptyText = Gen.element(of: pieces).compactMap { $0 }.array(of: 1...6).map { $0.joined() }

    static let koText = zip(Gen.int(in: 0...2), text, nonEmptyText.array(of: 6)).map { tableText($0, [.other]) }
    static let enText = zip(Gen.int(in: 0...2), text, nonEmptyText.array(of: 6)).map { tableText($0, [.one, .other]) }

    /// A locale's text in any shape; `categories` are the plural categories to fill.
    static func tableText(_ generated: (Int, String, [String]), _ categories: [PluralCategory]) -> TableText {
        let (shape, format, forms) = generated
        let variations = PluralVariations(Dictionary(uniqueKeysWithValues: zip(categories, forms)))
        switch shape {
        case 0: return .format(format)
        case 1: return .plural(variations)
        default:
            // The variations name their argument, as every table Copydeck writes does.
            let counted = PluralVariations(Dictionary(uniqueKeysWithValues: categories.map { ($0, (variations[$0] ?? "") + " %1$lld") }))
            return .substitutions(format: format + " %1$#@count@", [
                TableSubstitution(name: "count", argumentNumber: 1, formatSpecifier: "lld", variations: counted),
            ])
        }
    }

    static let state = Gen.element(of: TableState.allCases).compactMap { $0 }

    static let entry = zip(Gen.int(in: 0...1_000), text, koText, enText, state).map { generated in
        let (id, key, ko, en, state) = generated
        return (key: key + ".\(id)", ko: ko, en: en, state: state)
    }

    static let table = entry.array(of: 0...6).map { entries -> StringTable in
        var seen = Set<String>()
        return StringTable(name: "Localizable", sourceLocale: "ko", locales: ["ko", "en"], entries: entries.compactMap { entry in
            guard seen.insert(entry.key).inserted else { return nil }
            return TableEntry(key: entry.key, comment: entry.key.isEmpty ? nil : "note: " + entry.key, localizations: [
                TableLocalization(locale: "ko", state: .translated, text: entry.ko),
                TableLocalization(locale: "en", state: entry.state, text: entry.en),
            ])
        })
    }

    private static func unwritable(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && ![0x09, 0x0A, 0x0D].contains($0.value)) || $0.value == 0xFFFE || $0.value == 0xFFFF }
    }

    private static func strings(_ text: TableText) -> [String] {
        switch text {
        case .format(let format): [format]
        case .plural(let forms): forms.categories.compactMap { forms[$0] }
        case .substitutions(let format, let substitutions): [format] + substitutions.flatMap { substitution in substitution.variations.categories.compactMap { substitution.variations[$0] } }
        case .devices(let devices): devices.devices.flatMap { strings(devices[$0]!) }
        }
    }

    @Test func readingWhatWasWrittenGivesItBack() async throws {
        let schema = try #require(XLIFFFixtures.schema)
        await propertyCheck(count: 200, input: Self.table) { table in
            let export = XLIFFWriter().export([table], targetLocale: "en", deck: "deck")
            #expect(schema.validate(export.data) == [])
            let result = XLIFFReader().read(export.data, path: "en.xliff")
            #expect(result.diagnostics == [])
            // What should come back: every entry but the unwritable ones and those still new.
            var expected: [String: (TableText, TableState)] = [:]
            var reported: [String] = []
            for entry in table.entries {
                let texts = [entry.key, entry.comment ?? ""] + entry.localizations.flatMap { Self.strings($0.text) }
                if entry.key.contains("|==|") || texts.contains(where: Self.unwritable) {
                    reported.append(entry.key)
                    continue
                }
                guard let en = entry.localization("en"), en.state != .new else { continue }
                expected[entry.key] = (en.text, en.state)
            }
            #expect(export.problems.map(\.key) == reported)
            #expect(result.strings.count == expected.count)
            for string in result.strings {
                guard let (text, state) = expected[string.key] else {
                    Issue.record("unexpected key \(string.key.debugDescription)")
                    continue
                }
                #expect(string.text == text, "\(string.key.debugDescription)")
                #expect(string.state == state)
                #expect(string.locale == "en")
            }
        }
    }

    /// Writing is a function of the tables: twice the same tables, twice the same bytes.
    @Test func writingIsDeterministic() async {
        await propertyCheck(count: 100, input: Self.table) { table in
            #expect(XLIFFWriter().write([table], targetLocale: "en", deck: "d") == XLIFFWriter().write([table], targetLocale: "en", deck: "d"))
        }
    }

    /// A changed target comes back as exactly that change.
    @Test func aChangedTargetComesBackAsThatChange() async throws {
        await propertyCheck(count: 100, input: Self.nonEmptyText) { replacement in
            let data = XLIFFWriter().write(XLIFFFixtures.deck, targetLocale: "en", deck: "wander")
            var text = String(decoding: data, as: UTF8.self)
            var escaped = XLIFFBytes(capacity: 64)
            escaped.appendText(replacement)
            text = text.replacingOccurrences(of: ">Keep your trips in photos<", with: ">" + String(decoding: escaped.bytes, as: UTF8.self) + "<")
            let before = XLIFFReader().read(data, path: "en.xliff").strings
            let after = XLIFFReader().read(Data(text.utf8), path: "en.xliff")
            if Self.unwritable(replacement) {
                #expect(after.diagnostics.map(\.rule.rawValue) == ["import.syntax"])
                return
            }
            #expect(after.diagnostics == [])
            #expect(after.strings.count == before.count)
            for (old, new) in zip(before, after.strings) {
                #expect(new.text == (old.key == "wander.intro.title" ? .format(replacement) : old.text))
            }
        }
    }
}
