import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct XLIFFReaderTests {
    private func read(_ text: String) -> TableReadResult {
        XLIFFReader().read(Data(text.utf8), path: "in/en.xliff")
    }

    private func xliff(_ units: String, target: String = "en", extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
          <file original="Localizable.xcstrings" source-language="en" target-language="\(target)" datatype="plaintext"\(extra)>
            <body>
        \(units)
            </body>
          </file>
        </xliff>
        """
    }

    @Test func readsBackWhatTheWriterWrote() throws {
        let data = XLIFFWriter().write(XLIFFFixtures.deck, targetLocale: "en", deck: "wander")
        let document = XLIFFReader().readDocument(data, path: "build/wander/xliff/en.xliff")
        #expect(document.diagnostics == [])
        #expect(document.files.map(\.table) == ["Localizable", "InfoPlist"])
        #expect(document.files.map(\.original) == ["wander/Localizable.xcstrings", "wander/InfoPlist.xcstrings"])
        let strings = document.files.flatMap(\.strings)
        // The legacy hint is new in English: no target, nothing read.
        #expect(strings.map(\.key) == ["wander.intro.title", "wander.intro.body", "wander.photos.count", "wander.trip.summary", "NSPhotoLibraryUsageDescription"])
        let written = XLIFFFixtures.deck.flatMap(\.entries)
        for string in strings {
            let localization = try #require(written.first { $0.key == string.key }?.localization("en"))
            #expect(string.text == localization.text, "\(string.key)")
            #expect(string.state == localization.state, "\(string.key)")
            #expect(string.locale == "en")
            let source = try #require(written.first { $0.key == string.key }?.localization("ko"))
            #expect(string.source == source.text, "\(string.key)")
        }
        // Every range is the `<target` of the first translated unit, at its line and column.
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for string in strings {
            let line = lines[string.range.start.line - 1]
            #expect(line.dropFirst(string.range.start.column - 1).hasPrefix("<target"), "\(string.key): \(line)")
            #expect(string.range.file == "build/wander/xliff/en.xliff")
        }
    }

    /// An export in Xcode's own dialect (26.x: build-num, units without `xml:space`, no note),
    /// with targets filled in by a translator.
    @Test func readsXcodesExport() throws {
        let result = read("""
            <?xml version="1.0" encoding="utf-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" xsi:schemaLocation="urn:oasis:names:tc:xliff:document:1.2 http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">
              <file original="catalog2.xcstrings" source-language="en" target-language="fi" datatype="plaintext">
                <header>
                  <tool tool-id="com.apple.dt.xcode" tool-name="Xcode" tool-version="26.1.1" build-num="17B100"/>
                </header>
                <body>
                  <trans-unit id="multiple_substitutions">
                    <source>This app has %1$#@strings@ in %2$#@catalogs@.</source>
                    <target state="translated">Sovelluksessa on %1$#@strings@ %2$#@catalogs@.</target>
                  </trans-unit>
                  <trans-unit id="multiple_substitutions|==|substitutions.catalogs.plural.one">
                    <source>%2$lld catalog</source>
                    <target state="translated">%2$lld luettelossa</target>
                  </trans-unit>
                  <trans-unit id="multiple_substitutions|==|substitutions.catalogs.plural.other">
                    <source>%2$lld catalogs</source>
                    <target state="translated">%2$lld luettelossa</target>
                  </trans-unit>
                  <trans-unit id="multiple_substitutions|==|substitutions.strings.plural.one">
                    <source>%1$lld string</source>
                    <target state="needs-review-translation">%1$d merkkijono</target>
                  </trans-unit>
                  <trans-unit id="multiple_substitutions|==|substitutions.strings.plural.other">
                    <source>%1$lld strings</source>
                    <target state="translated">%1$d merkkijonoa</target>
                  </trans-unit>
                  <trans-unit id="string_variant_per_device|==|device.iphone" xml:space="preserve">
                    <source>This is the iPhone variant.</source>
                    <target>iPhone</target>
                  </trans-unit>
                  <trans-unit id="Hello, world!" xml:space="preserve">
                    <source>Hello, world!</source>
                  </trans-unit>
                </body>
              </file>
            </xliff>
            """)
        #expect(result.strings.count == 1)
        let string = try #require(result.strings.first)
        #expect(string.key == "multiple_substitutions")
        #expect(string.locale == "fi")
        #expect(string.state == .needsReview)
        #expect(string.text == .substitutions(format: "Sovelluksessa on %1$#@strings@ %2$#@catalogs@.", [
            TableSubstitution(name: "strings", argumentNumber: 1, formatSpecifier: "d", variations: PluralVariations([.one: "%1$d merkkijono", .other: "%1$d merkkijonoa"])),
            TableSubstitution(name: "catalogs", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.one: "%2$lld luettelossa", .other: "%2$lld luettelossa"])),
        ]))
        #expect(string.range.start == SourceLocation(line: 10, column: 9))
        #expect(result.diagnostics.count == 1)
        let unsupported = try #require(result.diagnostics.first)
        // Device variations with the iPhone's text only: every other device's (`other`) is missing.
        #expect(unsupported.rule == Rules.xliffImportIncomplete.id)
        #expect(unsupported.range?.start == SourceLocation(line: 30, column: 9))
        #expect(unsupported.message.contains("`string_variant_per_device`") && unsupported.message.contains("no `other` target"))
    }

    @Test func malformedXMLIsASyntaxDiagnosticAtLibxml2sPosition() throws {
        let result = read("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file target-language=\"en\">\n    <body></bodx>\n")
        #expect(result.strings.isEmpty)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule.rawValue == "import.syntax")
        #expect(diagnostic.range?.file == "in/en.xliff")
        #expect(diagnostic.range?.start.line == 4)
        #expect(diagnostic.range?.start.column == 18)
        #expect(diagnostic.message.contains("mismatch"))
    }

    @Test(arguments: [
        ("", 1, 1),
        ("<xliff", 1, 7),
        ("<xliff version=\"1.2\"><file target-language=\"en\"><body><trans-unit id=\"a\"><target>&bogus</target>", 1, 88),
        ("\u{FEFF}<xliff>\u{1}</xliff>", 1, 8),
    ])
    func everyMalformedInputIsLocated(text: String, line: Int, column: Int) throws {
        let result = read(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule.rawValue == "import.syntax")
        #expect(diagnostic.range?.start == SourceLocation(line: line, column: column), "\(diagnostic.message)")
    }

    @Test func notUTF8IsASyntaxDiagnostic() throws {
        let result = XLIFFReader().read(Data([0x3C, 0x61, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x61, 0x3E]), path: "x.xliff")
        #expect(result.diagnostics.map(\.rule.rawValue) == ["import.syntax"])
    }

    @Test func inlineMarkupIsReportedNotDropped() throws {
        let result = read(xliff("""
              <trans-unit id="a"><source>Hi <g id="1">you</g></source><target>Salut <g id="1">toi</g></target></trans-unit>
              <trans-unit id="b|==|plural.one"><source>x</source><target>one <x id="2"/></target></trans-unit>
              <trans-unit id="b|==|plural.other"><source>x</source><target>others</target></trans-unit>
              <trans-unit id="c"><source>c</source><target>plain <![CDATA[<kept> & all]]></target></trans-unit>
            """))
        #expect(result.strings.map(\.key) == ["c"])
        #expect(result.strings.first?.text == .format("plain <kept> & all"))
        #expect(result.diagnostics.map(\.rule.rawValue) == ["import.unsupported", "import.unsupported"])
        #expect(result.diagnostics[0].message.contains("<g>"))
        #expect(result.diagnostics[1].message.contains("<x>"))
        #expect(result.diagnostics[1].range?.start == SourceLocation(line: 6, column: 54))
    }

    @Test func statesMapAndUnknownStatesAreReported() throws {
        let result = read(xliff("""
              <trans-unit id="a"><source>a</source><target state="final">A</target></trans-unit>
              <trans-unit id="b"><source>b</source><target state="needs-review-translation">B</target></trans-unit>
              <trans-unit id="c"><source>c</source><target state="new">C</target></trans-unit>
              <trans-unit id="d"><source>d</source><target state="x-stale">D</target></trans-unit>
              <trans-unit id="e"><source>e</source><target>E</target></trans-unit>
              <trans-unit id="f"><source>f</source><target state="x-mine">F</target></trans-unit>
              <trans-unit id="g"><source>g</source><target state="translated"/></trans-unit>
            """))
        #expect(result.strings.map(\.state) == [.translated, .needsReview, .new, .stale, nil, nil, .translated])
        #expect(result.strings.last?.text == .format(""))
        #expect(result.diagnostics.map(\.rule.rawValue) == ["import.unsupported"])
        #expect(result.diagnostics.first?.message.contains("x-mine") == true)
    }

    @Test func incompleteMessagesAreReported() throws {
        let result = read(xliff("""
              <trans-unit id="p|==|plural.one"><source>x</source><target>one</target></trans-unit>
              <trans-unit id="p|==|plural.other"><source>x</source></trans-unit>
              <trans-unit id="s"><source>%1$#@n@</source></trans-unit>
              <trans-unit id="s|==|substitutions.n.plural.other"><source>%1$lld</source><target>%1$lld</target></trans-unit>
              <trans-unit id="t"><source>%1$#@n@ %2$#@m@</source><target>%1$#@n@ %2$#@m@</target></trans-unit>
              <trans-unit id="t|==|substitutions.n.plural.other"><source>%1$lld</source><target>%1$lld</target></trans-unit>
              <trans-unit id="u"><source>u</source><target>u</target></trans-unit>
              <trans-unit id="u|==|plural.other"><source>u</source><target>u</target></trans-unit>
            """))
        #expect(result.strings.isEmpty)
        #expect(result.diagnostics.map(\.rule.rawValue) == ["import.incomplete", "import.incomplete", "import.incomplete", "import.unsupported"])
        #expect(result.diagnostics[2].message.contains("%#@m@"))
    }

    /// Found by fuzzing: substitution units the target neither uses nor translates leave a
    /// plain format (read as `.substitutions` with none, it wrote back as a format).
    @Test func untranslatedUnusedSubstitutionsLeaveAFormat() {
        let result = read(xliff("""
              <trans-unit id="a.sum"><source>%1$#@n@</source><target>%1$lld other</target></trans-unit>
              <trans-unit id="a.sum|==|substitutions.n.plural.other"><source>%1$lld</source></trans-unit>
            """))
        #expect(result.diagnostics == [])
        #expect(result.strings.map(\.text) == [.format("%1$lld other")])
    }

    /// Found by fuzzing: argNum without a position in the target format comes from the
    /// target's own texts, so what was read writes and reads back the same.
    @Test func argumentNumbersComeFromTheTargetAlone() throws {
        let result = read(xliff("""
              <trans-unit id="k"><source>%3$#@n@ %2$#@m@</source><target>%lld item</target></trans-unit>
              <trans-unit id="k|==|substitutions.n.plural.one"><source>x</source><target>%1$d one</target></trans-unit>
              <trans-unit id="k|==|substitutions.n.plural.other"><source>x</source><target>%($lld other</target></trans-unit>
              <trans-unit id="k|==|substitutions.m.plural.other"><source>x</source><target>m other</target></trans-unit>
              <trans-unit id="k|==|substitutions.z.plural.other"><source>x</source></trans-unit>
              <trans-unit id="k|==|substitutions.w.plural.other"><source>x</source><target>w other</target></trans-unit>
            """))
        let string = try #require(result.strings.first)
        guard case .substitutions(_, let substitutions) = string.text else {
            Issue.record("\(string.text)")
            return
        }
        #expect(substitutions.map(\.name) == ["n", "m", "w"])
        #expect(substitutions.map(\.argumentNumber) == [1, 2, 3])
        #expect(substitutions.map(\.formatSpecifier) == ["d", "lld", "lld"])
        let table = StringTable(name: "Localizable", sourceLocale: "ko", locales: ["ko", "en"], entries: [
            TableEntry(key: "k", comment: nil, localizations: [
                TableLocalization(locale: "ko", state: .translated, text: string.source ?? .format("")),
                TableLocalization(locale: "en", state: .translated, text: string.text),
            ]),
        ])
        let again = XLIFFReader().read(XLIFFWriter().write([table], targetLocale: "en", deck: "d"), path: "again.xliff")
        #expect(again.strings.map(\.text) == [string.text])
    }

    @Test func groupsNoNamespaceDuplicatesAndFilesWithoutLanguage() throws {
        let result = read("""
            <xliff version="1.2">
              <file original="a/Localizable.xcstrings" source-language="en" target-language="de" datatype="plaintext">
                <body>
                  <group id="g1"><group id="g2">
                    <trans-unit id="deep"><source>d</source><target>tief</target></trans-unit>
                  </group></group>
                  <trans-unit id="flat"><source>f</source><target>flach</target></trans-unit>
                  <trans-unit id="flat"><source>f</source><target>zweimal</target></trans-unit>
                  <trans-unit><source>no id</source><target>kein</target></trans-unit>
                </body>
              </file>
              <file original="a/InfoPlist.xcstrings" source-language="en" datatype="plaintext">
                <body><trans-unit id="x"><source>x</source><target>x</target></trans-unit></body>
              </file>
            </xliff>
            """)
        #expect(result.strings.map(\.key) == ["deep", "flat"])
        #expect(result.strings.map(\.text) == [.format("tief"), .format("flach")])
        #expect(result.strings.allSatisfy { $0.locale == "de" })
        #expect(result.diagnostics.map(\.rule.rawValue) == ["import.unsupported", "import.unsupported", "import.unsupported"])
        #expect(result.diagnostics.map { $0.range?.start.line } == [8, 9, 12])
    }

    @Test(arguments: [
        "<html><body/></html>",
        "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\" srcLang=\"en\"><file id=\"f\"/></xliff>",
        "<xliff version=\"2.0\"><file/></xliff>",
    ])
    func otherDocumentsAreUnsupported(text: String) {
        let result = read(text)
        #expect(result.strings.isEmpty)
        #expect(result.diagnostics.map(\.rule.rawValue) == ["import.unsupported"])
    }

    /// libxml2 keeps element lines only up to 65,535; the layer keeps the real ones.
    @Test func linesPast65535AreRight() throws {
        var units = ""
        for index in 0..<35_000 { units += "      <trans-unit id=\"k\(index)\"><source>s</source>\n        <target>t\(index)</target></trans-unit>\n" }
        let result = read(xliff(units))
        #expect(result.strings.count == 35_000)
        let last = try #require(result.strings.last)
        #expect(last.text == .format("t34999"))
        #expect(last.range.start == SourceLocation(line: 5 + 2 * 34_999 + 1, column: 9))
    }
}
