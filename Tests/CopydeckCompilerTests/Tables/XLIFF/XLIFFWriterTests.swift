import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct XLIFFWriterTests {
    private func document(_ tables: [StringTable], _ locale: String = "en") -> String {
        String(decoding: XLIFFWriter().write(tables, targetLocale: locale, deck: "wander"), as: UTF8.self)
    }

    /// The whole shape, byte for byte: Xcode's dialect without `build-num`, one unit per
    /// category of the union (the Korean `other` as source of `one`), substitutions as a `KEY`
    /// unit and one unit per substitution and category, the note on every unit.
    @Test func writesXcodesDialect() {
        let table = StringTable(name: "Localizable", sourceLocale: "ko", locales: ["ko", "en"], entries: [
            XLIFFFixtures.entry("a.title", "Title.", [("ko", .translated, .format("안녕")), ("en", .translated, .format("Hello"))]),
            XLIFFFixtures.entry("a.count", nil, [
                ("ko", .translated, XLIFFFixtures.plural([.other: "%lld개"])),
                ("en", .needsReview, XLIFFFixtures.plural([.one: "%lld item", .other: "%lld items"])),
            ]),
            XLIFFFixtures.entry("a.sum", "Sum.", [
                ("ko", .translated, .substitutions(format: "합계 %1$#@n@", [
                    TableSubstitution(name: "n", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.other: "%1$lld개"])),
                ])),
                ("en", .new, .format("")),
            ]),
        ])
        let expected = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="wander/Localizable.xcstrings" source-language="ko" target-language="en" datatype="plaintext">
                <header>
                  <tool tool-id="dev.copydeck" tool-name="Copydeck" tool-version="1"/>
                </header>
                <body>
                  <trans-unit id="a.title" xml:space="preserve">
                    <source>안녕</source>
                    <target state="translated">Hello</target>
                    <note>Title.</note>
                  </trans-unit>
                  <trans-unit id="a.count|==|plural.one" xml:space="preserve">
                    <source>%lld개</source>
                    <target state="needs-review-l10n">%lld item</target>
                  </trans-unit>
                  <trans-unit id="a.count|==|plural.other" xml:space="preserve">
                    <source>%lld개</source>
                    <target state="needs-review-l10n">%lld items</target>
                  </trans-unit>
                  <trans-unit id="a.sum" xml:space="preserve">
                    <source>합계 %1$#@n@</source>
                    <note>Sum.</note>
                  </trans-unit>
                  <trans-unit id="a.sum|==|substitutions.n.plural.one" xml:space="preserve">
                    <source>%1$lld개</source>
                    <note>Sum.</note>
                  </trans-unit>
                  <trans-unit id="a.sum|==|substitutions.n.plural.other" xml:space="preserve">
                    <source>%1$lld개</source>
                    <note>Sum.</note>
                  </trans-unit>
                </body>
              </file>
            </xliff>

            """
        #expect(document([table]) == expected)
    }

    @Test func sameTablesSameBytes() {
        let first = XLIFFWriter().write(XLIFFFixtures.deck, targetLocale: "en", deck: "wander")
        let second = XLIFFWriter().write(XLIFFFixtures.deck, targetLocale: "en", deck: "wander")
        #expect(first == second)
        #expect(!first.isEmpty)
    }

    @Test func oneFilePerTableNamingItsCatalog() throws {
        let root = try XMLDocumentParser().parse(XLIFFWriter().write(XLIFFFixtures.deck, targetLocale: "ja", deck: "wander"))
        let files = root.elements(named: "file")
        #expect(files.map { $0[attribute: "original"] } == ["wander/Localizable.xcstrings", "wander/InfoPlist.xcstrings"])
        #expect(files.allSatisfy { $0[attribute: "target-language"] == "ja" && $0[attribute: "source-language"] == "ko" })
        #expect(files.allSatisfy { $0[attribute: "datatype"] == "plaintext" })
    }

    @Test func statesAndMissingTexts() {
        let ja = document(XLIFFFixtures.deck, "ja")
        #expect(ja.contains("<target state=\"needs-review-l10n\">%1$@さん"))
        #expect(ja.contains("<target state=\"x-stale\">古い案内</target>"))
        // ja's summary is new: the units are there for the translator, without a target; the
        // Japanese plural has `other` only.
        #expect(ja.contains("<trans-unit id=\"wander.trip.summary|==|substitutions.days.plural.other\" xml:space=\"preserve\">\n        <source>%1$lld일</source>\n        <note>"))
        #expect(!ja.contains("wander.trip.summary|==|substitutions.days.plural.one"))
        let en = document(XLIFFFixtures.deck, "en")
        #expect(en.contains("<trans-unit id=\"wander.legacy.hint\" xml:space=\"preserve\">\n        <source>예전 안내</source>\n      </trans-unit>"))
    }

    @Test func escapesTextAndAttributes() {
        let table = StringTable(name: "Localizable", sourceLocale: "ko", locales: ["ko", "en"], entries: [
            XLIFFFixtures.entry("q\"&<>'\n\t\r.key", "note & <b> \"q\"", [
                ("ko", .translated, .format("a & b < c > d ]]> \"e\" 'f'\r\ng\th")),
                ("en", .translated, .format("x")),
            ]),
        ])
        let text = document([table])
        #expect(text.contains("id=\"q&quot;&amp;&lt;&gt;'&#10;&#9;&#13;.key\""))
        #expect(text.contains("<source>a &amp; b &lt; c &gt; d ]]&gt; \"e\" 'f'&#13;\ng\th</source>"))
        #expect(text.contains("<note>note &amp; &lt;b&gt; \"q\"</note>"))
    }

    @Test func charactersXMLCannotCarryAreReportedAndLeftOut() throws {
        let table = StringTable(name: "Localizable", sourceLocale: "ko", locales: ["ko", "en"], entries: [
            XLIFFFixtures.entry("ok", nil, [("ko", .translated, .format("좋아요")), ("en", .translated, .format("Good"))]),
            XLIFFFixtures.entry("bell", nil, [("ko", .translated, .format("종\u{7}")), ("en", .translated, .format("Bell"))]),
            XLIFFFixtures.entry("nonchar", nil, [("ko", .translated, .format("x")), ("en", .translated, XLIFFFixtures.plural([.other: "y\u{FFFF}"]))]),
            XLIFFFixtures.entry("noted", "a\u{1}b", [("ko", .translated, .format("x")), ("en", .translated, .format("y"))]),
            XLIFFFixtures.entry("a|==|b", nil, [("ko", .translated, .format("x")), ("en", .translated, .format("y"))]),
            XLIFFFixtures.entry("ok", nil, [("ko", .translated, .format("두 번째")), ("en", .translated, .format("second"))]),
        ])
        let export = XLIFFWriter().export([table], targetLocale: "en", deck: "wander")
        #expect(export.problems.map(\.key) == ["bell", "nonchar", "noted", "a|==|b", "ok"])
        #expect(export.problems.map(\.rule.id.rawValue) == ["export.xliff-character", "export.xliff-character", "export.xliff-character", "export.xliff-key", "export.xliff-key"])
        #expect(export.problems[0].message.contains("U+0007"))
        #expect(export.problems[0].locale == "ko")
        #expect(export.problems[1].message.contains("U+FFFF"))
        let text = String(decoding: export.data, as: UTF8.self)
        #expect(!text.contains("bell") && !text.contains("nonchar") && !text.contains("second"))
        let schema = try #require(XLIFFFixtures.schema)
        #expect(schema.validate(export.data) == [])
        let diagnostic = export.problems[0].diagnostic(at: SourceRange.wholeFile("locales/ko/wander.yml"))
        #expect(diagnostic.rule.rawValue == "export.xliff-character" && diagnostic.severity == .error)
    }
}
