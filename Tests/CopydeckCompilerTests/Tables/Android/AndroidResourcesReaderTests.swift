import CopydeckKit
import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// `strings.xml` read as aapt2 reads it: a file in the shapes real apps write (plurals, arrays,
/// constants, `xliff:g`, CDATA, inline styling, escapes and quotes), and, against aapt2 itself,
/// texts generated at random.
@Suite struct AndroidResourcesReaderTests {
    /// Written in the shapes of AnkiDroid's, NetGuard's and Wikipedia's `values/strings.xml`.
    static let handWritten = """
        <?xml version="1.0" encoding="utf-8"?>
        <resources xmlns:tools="http://schemas.android.com/tools" xmlns:xliff="urn:oasis:names:tc:xliff:document:1.2">
            <string name="app_name" translatable="false">Flashcards</string>
            <!-- Shown on the first page. -->
            <string name="welcome">Don\\'t forget your <b>daily</b> review, <xliff:g id="name" example="Mina">%1$s</xliff:g>!</string>
            <string name="deck_count">%1$s has %2$d cards</string>
            <plurals name="cards_due">
                <item quantity="one">%d card due</item>
                <item quantity="other">%d cards due</item>
            </plurals>
            <string-array name="sort_orders">
                <item>Newest</item>
                <item>Oldest</item>
            </string-array>
            <string name="percent" formatted="false">100% sure</string>
            <string name="spaced">"  two  spaces  "</string>
            <string name="wrapped">
                A long text
                written over two lines.
            </string>
            <string name="html"><![CDATA[Read the <a href="https://example.org">terms</a>]]></string>
            <string name="alias">@string/welcome</string>
            <string name="escaped">\\@home \\?why \\"quoted\\" tab\\there\\nnext \\u00E9</string>
            <color name="accent">#FF0000</color>
            <string name="tablet" product="tablet">On your tablet</string>
            <string name="empty"></string>
        </resources>

        """

    @Test func aHandWrittenFileReadsAsAndroidShowsIt() throws {
        let result = AndroidResourcesReader.read(Data(Self.handWritten.utf8), path: "res/values/strings.xml", locale: "en")
        var texts: [String: TableText] = [:]
        for string in result.strings { texts[string.key] = string.text }
        #expect(result.strings.map(\.key) == [
            "app_name", "welcome", "deck_count", "cards_due", "sort_orders[0]", "sort_orders[1]", "percent", "spaced", "wrapped", "html", "alias", "escaped", "empty",
        ])
        // An array's items are strings of their own; a reference is read as written, marked.
        #expect(texts["sort_orders[0]"] == .format("Newest") && texts["sort_orders[1]"] == .format("Oldest"))
        #expect(result.strings.filter(\.isReference).map(\.key) == ["alias"])
        // The app's constant is read, marked untranslatable.
        #expect(result.strings.filter { !$0.translatable }.map(\.key) == ["app_name"])
        #expect(texts["welcome"] == .format("Don't forget your <b>daily</b> review, %1$@!"))
        #expect(texts["deck_count"] == .format("%1$@ has %2$d cards"))
        #expect(texts["cards_due"] == .plural(PluralVariations([.one: "%d card due", .other: "%d cards due"])))
        #expect(texts["percent"] == .format("100% sure"))
        #expect(texts["spaced"] == .format("  two  spaces  "))
        #expect(texts["wrapped"] == .format("A long text written over two lines."))
        // In CDATA too, aapt2 reads `"` as a quote: the attribute loses its quotes on Android.
        #expect(texts["html"] == .format("Read the <a href=https://example.org>terms</a>"))
        #expect(texts["escaped"] == .format("@home ?why \"quoted\" tab\there\nnext é"))
        #expect(texts["empty"] == .format(""))
        #expect(result.strings.first { $0.key == "welcome" }?.range.start == SourceLocation(line: 5, column: 5))
        let found = result.diagnostics.map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0) \($0.severity) \($0.rule)" }
        #expect(found == ["24:5 note import.unsupported", "25:5 warning import.unsupported"])
        #expect(result.diagnostics[0].message.contains("`<color>` is not a string resource"))
        #expect(result.diagnostics[1].message.contains("for the product `tablet`"))
    }

    @Test func whatAapt2RefusesIsASyntaxError() {
        let file = "<resources>\n  <string name=\"a\">It's</string>\n  <string name=\"b\">\\u12G4</string>\n  <string name=\"c\">fine</string>\n</resources>\n"
        let result = AndroidResourcesReader.read(Data(file.utf8), path: "values/strings.xml", locale: "en")
        #expect(result.strings.map(\.key) == ["c"])
        #expect(result.diagnostics.map { "\($0.range?.start.line ?? 0) \($0.rule)" } == ["2 import.syntax", "3 import.syntax"])
        let broken = AndroidResourcesReader.read(Data("<resources><string name=\"a\">x</resources>".utf8), path: "values/strings.xml", locale: "en")
        #expect(broken.diagnostics.map(\.rule) == [Rules.importSyntax.id])
    }

    @Test func foldersNameTheirLanguage() {
        typealias Q = AndroidLocaleQualifier
        #expect(Q.folder("values") == .defaultLanguage)
        #expect(Q.folder("values-ja") == .locale("ja"))
        #expect(Q.folder("values-en-rGB") == .locale("en-GB"))
        #expect(Q.folder("values-b+zh+Hant+TW") == .locale("zh-Hant-TW"))
        #expect(Q.folder("values-b+es+419") == .locale("es-419"))
        #expect(Q.folder("values-iw") == .locale("he"))
        #expect(Q.folder("values-in") == .locale("id"))
        #expect(Q.folder("values-night") == .otherConfiguration("night"))
        #expect(Q.folder("values-ja-land") == .otherConfiguration("ja-land"))
        #expect(Q.folder("values-v21") == .otherConfiguration("v21"))
        #expect(Q.folder("drawable") == .notValues)
        // The writer's qualifiers read back as their tags.
        for tag in ["ko", "ja", "en-GB", "zh-Hant", "zh-Hant-TW", "es-419", "ca-ES-valencia", "he", "pt-BR"] {
            #expect(Q.qualifier(for: tag).map { Q.folder("values-" + $0) } == .locale(tag), "\(tag)")
        }
    }
}

/// Texts written by hand in every way aapt2 reads (runs of whitespace, quotes, escapes, entities,
/// CDATA, styling tags, `xliff:g`), compiled by aapt2 and read by Copydeck: the same text and the
/// same spans.
@Suite(.enabled(if: AAPT2Oracle.isAvailable, AAPT2Oracle.missingReason))
struct AndroidResourcesReaderAAPT2Tests {
    /// One raw piece of an element's content, as a person might write it.
    static let pieces: [String] = [
        "word", "사진", "写真", "é", "😀", " ", "  ", "\t", "\n", "\n    ", "\\n", "\\t", "\\'", "\\\"", "\\\\", "\\@", "\\?",
        "\\u00E9", "\\u0041", "\\x", "&amp;", "&lt;", "&gt;", "&quot;", "\"", "\" q  '\"", "<![CDATA[x & \"y\" ]]>", "%1$s", "%%",
        "@", "?", "-", ".", "'",
    ]

    static func content(_ seed: Int) -> String {
        var generator = SplitMix(seed: UInt64(truncatingIfNeeded: seed))
        var output = ""
        let count = Int(generator.nextValue() % 10)
        var open: [String] = []
        for _ in 0..<count {
            let roll = generator.nextValue() % 14
            if roll == 0, open.count < 2 {
                let tag = ["b", "i", "u"][Int(generator.nextValue() % 3)]
                output += "<\(tag)>"
                open.append(tag)
            } else if roll == 1, let tag = open.popLast() {
                output += "</\(tag)>"
            } else if roll == 2 {
                output += "<xliff:g id=\"x\">%1$s</xliff:g>"
            } else {
                output += pieces[Int(generator.nextValue() % UInt64(pieces.count))]
            }
        }
        while let tag = open.popLast() { output += "</\(tag)>" }
        return output
    }

    /// The text without its tags (`AndroidMarkup`'s, which the writer writes as elements), and
    /// the spans aapt2 makes of them (UTF-16 offsets, the last inclusive, as aapt2's unsigned
    /// field holds it), in the order their start tags come.
    static func spans(of text: String) -> (String, [AAPT2Oracle.Value.Span]) {
        var bytes = text
        let tags = bytes.withUTF8 { AndroidMarkup.tags(in: $0) } ?? []
        let utf8 = Array(text.utf8)
        var plain: [UInt8] = []
        var spans: [AAPT2Oracle.Value.Span] = []
        var open: [Int] = []
        var start = 0
        func utf16Count() -> Int { String(decoding: plain, as: UTF8.self).utf16.count }
        for tag in tags {
            plain += utf8[start..<tag.lowerBound]
            start = tag.upperBound
            let markup = String(decoding: utf8[tag], as: UTF8.self).dropFirst().dropLast()
            if markup.hasPrefix("/") {
                if let index = open.popLast() { spans[index].last = Int(UInt32(truncatingIfNeeded: utf16Count() - 1)) }
            } else {
                let parts = markup.split(separator: " ", maxSplits: 1)
                var name = String(parts[0])
                if parts.count > 1 {
                    for attribute in parts[1].split(separator: "\" ") {
                        let pair = attribute.split(separator: "=", maxSplits: 1)
                        name += ";\(pair[0])=\(pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\"")).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&"))"
                    }
                }
                open.append(spans.count)
                spans.append(.init(tag: name, first: utf16Count(), last: utf16Count()))
            }
        }
        plain += utf8[start...]
        return (String(decoding: plain, as: UTF8.self), spans)
    }

    @Test func generatedTextsReadAsAapt2ReadsThem() throws {
        let seeds = Array(0..<400)
        let contents = seeds.map(Self.content)
        // aapt2 refuses a whole file for one bad string: keep the strings aapt2 takes, alone.
        var file = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        var expected: [(name: String, content: String, read: ImportedString?)] = []
        for (index, content) in contents.enumerated() {
            let element = "<string name=\"s\(index)\">\(content)</string>"
            let single = "<resources xmlns:xliff=\"urn:oasis:names:tc:xliff:document:1.2\">\(element)</resources>"
            let read = AndroidResourcesReader.read(Data(single.utf8), path: "values/strings.xml", locale: "en")
            if read.strings.first?.isReference == true {
                // A reference names another resource, which this file does not have to link.
                #expect(["@", "?"].contains(content.trimmingCharacters(in: .whitespacesAndNewlines).first.map(String.init) ?? ""), "\(content.debugDescription)")
                continue
            }
            if read.diagnostics.isEmpty {
                file += "  \(element)\n"
                expected.append(("s\(index)", content, read.strings.first))
            } else {
                // What Copydeck refuses, aapt2 refuses too.
                guard case .failed = try AAPT2Oracle.build([("values/strings.xml", Data(single.utf8))]) else {
                    Issue.record("Copydeck refused what aapt2 takes: \(content.debugDescription): \(read.diagnostics.map(\.message))")
                    continue
                }
            }
        }
        file += "</resources>\n"
        #expect(expected.count > 250)
        let outcome = try AAPT2Oracle.build([("values/strings.xml", Data(file.utf8))])
        guard case .linked(let table, _) = outcome else {
            if case .failed(let output) = outcome { Issue.record("aapt2 refused the file: \(output)") }
            return
        }
        for (name, content, read) in expected {
            guard let value = table.value(name), case .format(let text)? = read?.text else {
                Issue.record("\(name) missing: \(content.debugDescription)")
                continue
            }
            // Copydeck's `%@` is Java's `%s`.
            let javaText = text.replacingOccurrences(of: "%1$@", with: "%1$s")
            if let styled = value.styled {
                let (plain, spans) = Self.spans(of: javaText)
                #expect(plain == styled.text, "\(content.debugDescription)")
                #expect(spans == styled.spans, "\(content.debugDescription)")
            } else {
                #expect(javaText == value.string, "\(content.debugDescription)")
            }
        }
    }
}

