import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// The generated resources compiled and linked by Debian's aapt2, and every value read back from
/// the linked table and compared with the text Android should show (the Java format for strings
/// with arguments).
@Suite(.enabled(if: AAPT2Oracle.isAvailable, AAPT2Oracle.missingReason))
struct AndroidResourcesAAPT2Tests {
    typealias F = AndroidTableFixtures

    /// A table text and what aapt2 must read back for it.
    static let tricky: [(TableText, String)] = [
        (.format("It's"), "It's"),
        (.format("Say \"hi\""), "Say \"hi\""),
        (.format("quote ' and \" both"), "quote ' and \" both"),
        (.format("back\\slash \\n \\u0041 \\"), "back\\slash \\n \\u0041 \\"),
        (.format("@home"), "@home"),
        (.format("@null"), "@null"),
        (.format("?attr/colorPrimary"), "?attr/colorPrimary"),
        (.format("mid @ and ? stay"), "mid @ and ? stay"),
        (.format(" @lead space"), " @lead space"),
        (.format("line\nbreak"), "line\nbreak"),
        (.format("\nleading and trailing newline\n"), "\nleading and trailing newline\n"),
        (.format("tab\there\t"), "tab\there\t"),
        (.format("a \n b"), "a \n b"),
        (.format(" leading"), " leading"),
        (.format("trailing "), "trailing "),
        (.format("double  space"), "double  space"),
        (.format("   "), "   "),
        (.format(" \" quoted \" "), " \" quoted \" "),
        (.format("%1$@ has %2$lld photos"), "%1$s has %2$d photos"),
        (.format("%@ and %@"), "%1$s and %2$s"),
        (.format("%2$@ before %1$@"), "%2$s before %1$s"),
        (.format("%1$@ is 100%%"), "%1$s is 100%%"),
        (.format("%1$.2f km, %1$ld"), "%1$.2f km, %1$d"),
        (.format("👩‍💻 🇯🇵 😀"), "👩‍💻 🇯🇵 😀"),
        (.format("사진 한 장을 골라 주세요"), "사진 한 장을 골라 주세요"),
        (.format("写真を選んでください。"), "写真を選んでください。"),
        (.format("e\u{301} \u{1100}\u{1161}\u{11A8}"), "e\u{301} \u{1100}\u{1161}\u{11A8}"),
        (.format("\u{200F}שלום\u{200E} مرحبا"), "\u{200F}שלום\u{200E} مرحبا"),
        (.format("<b>bold & more > less ]]>"), "<b>bold & more > less ]]>"),
        (.format("a < b <c>x</c> <i>y</b>"), "a < b <c>x</c> <i>y</b>"),
        (.format("--not-a-comment-->"), "--not-a-comment-->"),
        (.format("\u{00A0}nbsp\u{00A0}\u{00A0}"), "\u{00A0}nbsp\u{00A0}\u{00A0}"),
        (.format("\u{3000}ideographic\u{3000}\u{3000}space"), "\u{3000}ideographic\u{3000}\u{3000}space"),
        (.format("cr\rhere\r\n"), "cr\rhere\r\n"),
        (.format("nul\u{0}x\u{1}y\u{B}z\u{C}\u{7F}"), "nul\u{0}x\u{1}y\u{B}z\u{C}\u{7F}"),
        (.format("\u{85}nel\u{9F}"), "\u{85}nel\u{9F}"),
        (.format("non\u{FFFE}char\u{FFFF}"), "non\u{FFFE}char\u{FFFF}"),
        (.format("#hash"), "#hash"),
        (.format(""), ""),
    ]

    @Test func trickyTextsReadBackExactly() throws {
        let entries = Self.tricky.indices.map { index in
            F.entry("t.k\(index)", comment: "case \(index)", [("en", Self.tricky[index].0), ("ko", Self.tricky[Self.tricky.count - 1 - index].0)])
        }
        let (files, diagnostics) = AndroidResourcesWriter().write(F.table(entries, locales: ["en", "ko"]))
        #expect(diagnostics.isEmpty)
        let table = try linked(files)
        for index in Self.tricky.indices {
            let expected = Self.tricky[index].1
            #expect(table.string("t_k\(index)") == expected, "en: \(String(reflecting: Self.tricky[index].0))")
            #expect(table.string("t_k\(index)", "ko") == Self.tricky[Self.tricky.count - 1 - index].1)
            #expect(table.values["string/t_k\(index)"]?[""]?.comment == "case \(index)")
        }
    }

    /// Android's styling in a message (`<b>`, `<a href>`, nested) is written as elements, so
    /// aapt2 makes the styled string an app's own `strings.xml` made, not escaped text.
    @Test func inlineStylingIsWrittenAsElements() throws {
        let texts: [TableText] = [
            .format("Tap <b>Allow</b> & go"),
            .format("  <i>two  spaces</i> and <u><b>nested</b></u> "),
            .format("Read the <a href=\"https://example.org/?a=1&amp;b=2\">terms</a>, %1$@"),
        ]
        let entries = texts.indices.map { F.entry("m.k\($0)", comment: nil, [("en", texts[$0])]) }
        let (files, diagnostics) = AndroidResourcesWriter().write(F.table(entries, locales: ["en"]))
        #expect(diagnostics.isEmpty)
        let table = try linked(files)
        typealias Span = AAPT2Oracle.Value.Span
        #expect(table.value("m_k0")?.styled?.text == "Tap Allow & go")
        #expect(table.value("m_k0")?.styled?.spans == [Span(tag: "b", first: 4, last: 8)])
        #expect(table.value("m_k1")?.styled?.text == "  two  spaces and nested ")
        #expect(table.value("m_k1")?.styled?.spans == [Span(tag: "i", first: 2, last: 12), Span(tag: "u", first: 18, last: 23), Span(tag: "b", first: 18, last: 23)])
        #expect(table.value("m_k2")?.styled?.text == "Read the terms, %1$s")
        #expect(table.value("m_k2")?.styled?.spans == [Span(tag: "a;href=https://example.org/?a=1&b=2", first: 9, last: 13)])
        // Read back, the same text.
        let read = AndroidResourcesReader.read(files[0].data, path: "values/strings.xml", locale: "en")
        #expect(read.diagnostics.isEmpty)
        #expect(read.strings.map(\.text) == texts)
    }

    @Test func literalPercentWithoutArgumentsIsOnePercentAndNotAFormat() throws {
        let entries = [
            F.entry("p.sale", [("en", .format("50%% off, 100%%")), ("ko", .format("50%% 할인"))]),
            // ko has an argument, en not: the key is a format in every language.
            F.entry("p.mixed", [("en", .format("100%% done")), ("ko", .format("%1$@ 100%% 완료"))]),
        ]
        let (files, _) = AndroidResourcesWriter().write(F.table(entries, locales: ["en", "ko"]))
        #expect(F.file(files, "values/strings.xml")?.contains("<string name=\"p_sale\" formatted=\"false\">") == true)
        let table = try linked(files)
        #expect(table.string("p_sale") == "50% off, 100%")
        #expect(table.string("p_sale", "ko") == "50% 할인")
        #expect(table.string("p_mixed") == "100%% done")
        #expect(table.string("p_mixed", "ko") == "%1$s 100%% 완료")
    }

    @Test func pluralsHaveOnlyTheCategoriesEachLanguageSelects() throws {
        let entries = [
            F.entry("p.photos", comment: "n photos", [
                ("en", F.plural([.zero: "No photos", .one: "%lld photo", .other: "%lld photos"])),
                ("ko", F.plural([.zero: "사진 없음", .other: "사진 %lld장"])),
                ("ja", F.plural([.other: "写真%lld枚"])),
                ("ar", F.plural([.zero: "لا صور", .one: "صورة", .two: "صورتان", .few: "%lld صور", .many: "%lld صورة", .other: "%lld صورة"])),
            ]),
            F.entry("p.days", [
                ("en", .substitutions(format: "It's %#@days@ until '%2$@'", [
                    TableSubstitution(name: "days", argumentNumber: 1, formatSpecifier: "lld",
                                      variations: PluralVariations([.one: "%arg day", .other: "%arg days"])),
                ])),
                ("ko", .format("'%2$@'까지 %1$lld일")),
            ]),
        ]
        let (files, diagnostics) = AndroidResourcesWriter().write(F.table(entries, locales: ["en", "ko", "ja", "ar"]))
        #expect(diagnostics.map(\.rule) == [Rules.exportAndroidZero.id, Rules.exportAndroidZero.id])
        let table = try linked(files)
        #expect(table.plural("p_photos") == [.one: "%1$d photo", .other: "%1$d photos"] as [PluralCategory: String])
        #expect(table.plural("p_photos", "ko") == [.other: "사진 %1$d장"] as [PluralCategory: String])
        #expect(table.plural("p_photos", "ja") == [.other: "写真%1$d枚"] as [PluralCategory: String])
        #expect(table.plural("p_photos", "ar") == [
            .zero: "لا صور", .one: "صورة", .two: "صورتان", .few: "%1$d صور", .many: "%1$d صورة", .other: "%1$d صورة",
        ] as [PluralCategory: String])
        #expect(table.values["plurals/p_photos"]?["ja"]?.comment == "n photos")
        #expect(table.plural("p_days") == [.one: "It's %1$d day until '%2$s'", .other: "It's %1$d days until '%2$s'"] as [PluralCategory: String])
        #expect(table.plural("p_days", "ko") == [.other: "'%2$s'까지 %1$d일"] as [PluralCategory: String])
    }

    @Test func everyLocaleLandsInTheConfigurationOfItsTag() throws {
        let locales = ["ko", "en", "ja", "en-GB", "zh-Hant", "zh-Hant-TW", "es-419", "fil", "pt_BR", "ca-ES-valencia", "de-1996", "he"]
        let entries = [F.entry("l.name", locales.map { ($0, TableText.format("text of \($0)")) })]
        let (files, diagnostics) = AndroidResourcesWriter().write(F.table(entries, locales: locales))
        #expect(diagnostics.isEmpty)
        #expect(files.map(\.path) == [
            "values/strings.xml", "values-en/strings.xml", "values-ja/strings.xml", "values-en-rGB/strings.xml",
            "values-b+zh+Hant/strings.xml", "values-b+zh+Hant+TW/strings.xml", "values-b+es+419/strings.xml",
            "values-fil/strings.xml", "values-pt-rBR/strings.xml", "values-b+ca+ES+valencia/strings.xml",
            "values-b+de+1996/strings.xml", "values-iw/strings.xml",
        ])
        let table = try linked(files)
        #expect(table.locales == ["", "en", "ja", "en-GB", "zh-Hant", "zh-Hant-TW", "es-419", "fil", "pt-BR", "ca-ES-valencia", "de-1996", "iw"])
        #expect(table.string("l_name") == "text of ko")
        #expect(table.string("l_name", "pt-BR") == "text of pt_BR")
        #expect(table.string("l_name", "zh-Hant-TW") == "text of zh-Hant-TW")
    }

    /// Comments reach aapt2 (it keeps them for R's Javadoc) with `--` split, which XML forbids
    /// in a comment, and nothing else changed.
    @Test func commentsReadBackWithTheirDashesSplit() throws {
        let comments = [
            "Budget 30 -- %1$@ is the name; <b> & 'q' \"dq\" --- end-",
            "two lines\nsecond -> line",
            "-leading dash",
            "사진 제목, 最大20文字 👩‍💻",
        ]
        let entries = comments.indices.map { F.entry("c.k\($0)", comment: comments[$0], [("en", .format("x"))]) }
        let table = try linked(AndroidResourcesWriter().write(F.table(entries, locales: ["en"])).files)
        #expect(table.values["string/c_k0"]?[""]?.comment == "Budget 30 - - %1$@ is the name; <b> & 'q' \"dq\" - - - end-")
        #expect(table.values["string/c_k1"]?[""]?.comment == "two lines\nsecond -> line")
        #expect(table.values["string/c_k2"]?[""]?.comment == "-leading dash")
        #expect(table.values["string/c_k3"]?[""]?.comment == "사진 제목, 最大20文字 👩‍💻")
    }

    /// The oracle bites: what careless writers produce fails to compile or reads back changed.
    @Test func aapt2RejectsAnUnescapedApostropheAndManglesCarelessText() throws {
        let careless = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="apostrophe">It's</string>
            </resources>

            """
        guard case .failed(let output) = try AAPT2Oracle.build([("values/strings.xml", Data(careless.utf8))]) else {
            Issue.record("aapt2 compiled an unescaped apostrophe")
            return
        }
        #expect(output.contains("unescaped apostrophe"))

        let entitiesOnly = """
            <?xml version="1.0" encoding="utf-8"?>
            <resources>
                <string name="spaces">  two  spaces  </string>
                <string name="reference">@null</string>
                <string name="newline">a
            b</string>
                <string name="backslash">C:\\new</string>
                <string name="quote">say "hi"</string>
            </resources>

            """
        guard case .linked(let table, _) = try AAPT2Oracle.build([("values/strings.xml", Data(entitiesOnly.utf8))]) else {
            Issue.record("aapt2 did not compile text without apostrophes")
            return
        }
        #expect(table.string("spaces") == "two spaces")
        #expect(table.string("reference") == nil)
        #expect(table.string("newline") == "a b")
        #expect(table.string("backslash") == "C:\new")
        #expect(table.string("quote") == "say hi")
    }

    private func linked(_ files: [(path: String, data: Data)], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> AAPT2Oracle.Table {
        switch try AAPT2Oracle.build(files) {
        case .linked(let table, let warnings):
            #expect(warnings.isEmpty, "aapt2 warned: \(warnings)", sourceLocation: sourceLocation)
            return table
        case .failed(let output):
            let text = files.map { "\($0.path):\n" + String(decoding: $0.data, as: UTF8.self) }.joined(separator: "\n")
            throw AAPT2Failure(description: "aapt2 failed:\n\(output)\n\(text)")
        }
    }

    struct AAPT2Failure: Error, CustomStringConvertible {
        var description: String
    }
}
