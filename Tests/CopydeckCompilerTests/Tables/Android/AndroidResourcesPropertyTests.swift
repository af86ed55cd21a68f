import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// Over generated texts: what aapt2 reads back is the intended text. Each run writes a table of
/// many texts in two languages (and a plural) and compiles it once, because aapt2 is slow to
/// start.
@Suite(.enabled(if: AAPT2Oracle.isAvailable, AAPT2Oracle.missingReason))
struct AndroidResourcesPropertyTests {
    typealias F = AndroidTableFixtures

    /// A piece of a table text (Apple format) and what it reads as on Android. The expectation is
    /// spelled out per piece, independently of the writer's converter.
    struct Piece: Sendable {
        var apple: String
        var android: String
        var isArgument = false
    }

    static let pieces: [Piece] = [
        Piece(apple: "a", android: "a"), Piece(apple: "Word", android: "Word"),
        Piece(apple: " ", android: " "), Piece(apple: "  ", android: "  "),
        Piece(apple: "'", android: "'"), Piece(apple: "\"", android: "\""), Piece(apple: "\\", android: "\\"),
        Piece(apple: "@", android: "@"), Piece(apple: "?", android: "?"), Piece(apple: "#", android: "#"),
        Piece(apple: "\n", android: "\n"), Piece(apple: "\t", android: "\t"), Piece(apple: "\r", android: "\r"),
        Piece(apple: "%%", android: "%%"),
        Piece(apple: "%1$@", android: "%1$s", isArgument: true),
        Piece(apple: "%2$lld", android: "%2$d", isArgument: true),
        Piece(apple: "%3$.1f", android: "%3$.1f", isArgument: true),
        Piece(apple: "<", android: "<"), Piece(apple: ">", android: ">"), Piece(apple: "&", android: "&"),
        Piece(apple: "&amp;", android: "&amp;"), Piece(apple: "]]>", android: "]]>"), Piece(apple: "--", android: "--"),
        Piece(apple: "\\n", android: "\\n"), Piece(apple: "\\u0041", android: "\\u0041"),
        Piece(apple: "😀", android: "😀"), Piece(apple: "👩‍💻", android: "👩‍💻"), Piece(apple: "🇰🇷", android: "🇰🇷"),
        Piece(apple: "사진", android: "사진"), Piece(apple: "写真", android: "写真"),
        Piece(apple: "e\u{301}", android: "e\u{301}"), Piece(apple: "\u{1100}\u{1161}", android: "\u{1100}\u{1161}"),
        Piece(apple: "\u{200F}", android: "\u{200F}"), Piece(apple: "\u{200E}", android: "\u{200E}"),
        Piece(apple: "שלום", android: "שלום"), Piece(apple: "\u{00A0}", android: "\u{00A0}"), Piece(apple: "\u{3000}", android: "\u{3000}"),
        Piece(apple: "\u{1}", android: "\u{1}"), Piece(apple: "\u{85}", android: "\u{85}"), Piece(apple: "\u{FEFF}", android: "\u{FEFF}"),
    ]

    /// A text of up to 8 pieces, as indices so failures shrink.
    static let text = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...8)
    /// One aapt2 run: 24 texts.
    static let batch = text.array(of: 24)

    @Test func aapt2ReadsBackEveryGeneratedText() async throws {
        await propertyCheck(count: 100, input: Self.batch) { batch in
            let texts = batch.map { $0.map { Self.pieces[$0] } }
            var entries: [TableEntry] = []
            var expected: [(name: String, en: String, ko: String)] = []
            for (index, pieces) in texts.enumerated() {
                let apple = pieces.map(\.apple).joined()
                // ko gets the same pieces reversed: a second file and different ends.
                let reversed = Array(pieces.reversed())
                let isFormat = pieces.contains(where: \.isArgument)
                func android(_ pieces: [Piece]) -> String {
                    let text = pieces.map(\.android).joined()
                    return isFormat ? text : text.replacingOccurrences(of: "%%", with: "%")
                }
                entries.append(F.entry("gen.text\(index)", comment: apple, [
                    ("en", .format(apple)), ("ko", .format(reversed.map(\.apple).joined())),
                ]))
                expected.append(("gen_text\(index)", android(pieces), android(reversed)))
            }
            // One plural whose forms are generated texts too.
            let one = texts.first.map { $0.map(\.apple).joined() } ?? ""
            let other = texts.last.map { $0.map(\.apple).joined() } ?? ""
            entries.append(F.entry("gen.plural", [("en", F.plural([.one: one, .other: other])), ("ko", F.plural([.other: other]))]))
            func pluralText(_ pieces: [Piece]?) -> String { (pieces ?? []).map(\.android).joined() }

            let (files, diagnostics) = AndroidResourcesWriter().write(F.table(entries, locales: ["en", "ko"]))
            #expect(diagnostics.isEmpty)
            let table: AAPT2Oracle.Table
            do {
                guard case .linked(let linked, let warnings) = try AAPT2Oracle.build(files) else {
                    Issue.record("aapt2 failed on \(texts.map { $0.map(\.apple).joined() })")
                    return
                }
                #expect(warnings.isEmpty)
                table = linked
            } catch {
                Issue.record(error)
                return
            }
            for (name, en, ko) in expected {
                #expect(table.string(name) == en)
                #expect(table.string(name, "ko") == ko)
            }
            #expect(table.plural("gen_plural") == [.one: pluralText(texts.first), .other: pluralText(texts.last)] as [PluralCategory: String])
            #expect(table.plural("gen_plural", "ko") == [.other: pluralText(texts.last)] as [PluralCategory: String])
        }
    }
}
