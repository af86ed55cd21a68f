import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

private typealias Location = CopydeckCompiler.SourceLocation

@Suite struct StringsFileReaderTests {
    static func read(_ text: String, path: String = "ko.lproj/Localizable.strings") -> TableReadResult {
        StringsFileReader.read(Data(text.utf8), path: path, locale: "ko")
    }

    static func pairs(_ result: TableReadResult) -> [String: String] {
        var pairs: [String: String] = [:]
        for string in result.strings { if case .format(let text) = string.text { pairs[string.key] = text } }
        return pairs
    }

    @Test func readsCoreFoundationsSyntax() {
        let result = Self.read(#"""
            // A line comment
            /* A block
               comment */
            "quoted" = "a \"b\" \\ c\n\td";
            'single' = 'it\'s';
            unquoted = value_1.2:3/4-$;
            "shorthand";
            "escapes" = "\a\b\f\v\r\q\U00e9\UD83D\UDE00\U41z\101\351\0x";
            "line" = "one\
            two";
            "raw" = "tab	and
            newline";
            """#)
        #expect(result.diagnostics.isEmpty)
        #expect(Self.pairs(result) == [
            "quoted": "a \"b\" \\ c\n\td",
            "single": "it's",
            "unquoted": "value_1.2:3/4-$",
            "shorthand": "shorthand",
            "escapes": "\u{7}\u{8}\u{C}\u{B}\rqé😀AzAØ\u{0}x",
            "line": "one\ntwo",
            "raw": "tab\tand\nnewline",
        ])
        #expect(result.strings.map(\.key) == ["quoted", "single", "unquoted", "shorthand", "escapes", "line", "raw"])
    }

    @Test func placesEachStringAtItsValue() {
        let result = Self.read("\"한국어\" = \"값\";\n  \"👩‍👩‍👧\" = \"x\";\n\"short\";\n")
        #expect(result.strings.map(\.range.start) == [
            Location(line: 1, column: 9), Location(line: 2, column: 9), Location(line: 3, column: 1),
        ])
        #expect(result.strings[0].range.end == Location(line: 1, column: 12))
        #expect(result.strings.allSatisfy { $0.range.file == "ko.lproj/Localizable.strings" && $0.locale == "ko" && $0.state == nil })
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "a `;` is missing"),
        ("\"a\" = \"b\";\n  \"c\" = \"d", 2, 9, "not closed"),
        ("\"a\" = \"b\";\n\"한국\" = ;", 2, 8, "cannot start a value"),
        ("\"a\" = \"b\";\n\"c\" \"d\";", 2, 5, "`=` or `;` should follow"),
        ("\"a\" = \"b\";\n\"c\" =", 2, 6, "the file ends"),
        ("\"a\" = \"b\";;\n\"c\" = \"d\";", 1, 11, "nothing after it is read"),
        ("\"a\" = \"b\"; }", 1, 12, "nothing after it is read"),
        ("\"a\" = \"b\";\n# comment", 2, 1, "nothing after it is read"),
        ("{ \"a\" = \"b\"; } x", 1, 16, "nothing may follow"),
        ("{ \"a\" = \"b\";", 1, 13, "a `}` should close"),
        ("\"a\" = \"b\";\n\"c\" = (\"x\", ;", 2, 13, "a `)` should close"),
        ("\"a\" = \"b\";\n\"c\" = <0a 1>;", 2, 11, "pairs of hex digits"),
        ("\"a\" = \"b\";\n\"c\" = \"d\\", 2, 7, "not closed"),
    ] as [(String, Int, Int, String)])
    func malformedFilesAreSyntaxErrorsWhereCoreFoundationStops(text: String, line: Int, column: Int, message: String) throws {
        let result = Self.read(text)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule == Rules.importSyntax.id)
        #expect(diagnostic.range?.start == Location(line: line, column: column))
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
        if text.hasPrefix("\"a\" = \"b\";") {
            #expect(Self.pairs(result)["a"] == "b", "the entries before the problem are read")
        }
    }

    @Test func valuesThatAreNotTextAreReportedAndTheRestIsRead() {
        let result = Self.read("\"a\" = { \"x\" = \"y\"; };\n\"b\" = (\"1\", \"2\",);\n\"c\" = <0a0B ff>;\n\"d\" = \"\\UD83D!\";\n\"e\" = \"ok\";")
        #expect(result.diagnostics.map(\.rule) == Array(repeating: Rules.importUnsupported.id, count: 4))
        #expect(result.diagnostics.map { $0.range?.start } == [
            Location(line: 1, column: 7), Location(line: 2, column: 7), Location(line: 3, column: 7), Location(line: 4, column: 7),
        ])
        #expect(Self.pairs(result) == ["e": "ok"])
    }

    @Test func aKeySetTwiceKeepsTheLastValueWithAWarning() throws {
        let result = Self.read("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n\"e\u{301}\" = \"4\";\n\"\u{E9}\" = \"5\";")
        #expect(result.strings.map(\.key) == ["b", "a", "e\u{301}", "\u{E9}"], "é and e + U+0301 are two keys to CF")
        #expect(Self.pairs(result)["a"] == "3")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule == Rules.importDuplicateKey.id)
        #expect(diagnostic.severity == .warning)
        #expect(diagnostic.range?.start == Location(line: 3, column: 7))
        #expect(diagnostic.notes.first?.range?.start == Location(line: 1, column: 7))
    }

    @Test func readsUTF16WithItsByteOrderMarkAndUTF8WithOrWithout() {
        let text = "/* 주석 */\n\"키\" = \"값 😀\";\n"
        var little: [UInt8] = [0xFF, 0xFE], big: [UInt8] = [0xFE, 0xFF]
        for unit in text.utf16 {
            little += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            big += [UInt8(unit >> 8), UInt8(unit & 0xFF)]
        }
        for bytes in [little, big, [0xEF, 0xBB, 0xBF] + Array(text.utf8), Array(text.utf8)] {
            let result = StringsFileReader.read(Data(bytes), path: "ko.lproj/Localizable.strings", locale: "ko")
            #expect(result.diagnostics.isEmpty)
            #expect(Self.pairs(result) == ["키": "값 😀"])
            #expect(result.strings.first?.range.start == Location(line: 2, column: 7))
        }
    }

    @Test func bytesThatAreNotTextAreAnEncodingErrorAndTheLinesBeforeAreRead() throws {
        var bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8)
        bytes += [0xE9]
        bytes += Array("\";\n".utf8)
        let result = StringsFileReader.read(Data(bytes), path: "x.strings", locale: "ko")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.rule == Rules.fileEncoding.id)
        #expect(diagnostic.range?.start == Location(line: 2, column: 8))
        #expect(Self.pairs(result) == ["a": "b"])

        let odd = StringsFileReader.read(Data([0xFF, 0xFE, 0x22, 0x00, 0x3D]), path: "x.strings", locale: "ko")
        #expect(odd.diagnostics.first?.rule == Rules.fileEncoding.id)
    }

    @Test func aBinaryPropertyListIsUnsupported() {
        let result = StringsFileReader.read(Data("bplist00\u{1}\u{2}".utf8), path: "x.strings", locale: "ko")
        #expect(result.diagnostics.map(\.rule) == [Rules.importUnsupported.id])
        #expect(result.strings.isEmpty)
    }

    @Test func anXMLPropertyListIsReadAsATableOfStrings() {
        let result = Self.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>title</key>
            \t<string>A &amp; B</string>
            \t<key>count</key>
            \t<integer>3</integer>
            </dict>
            </plist>
            """)
        #expect(Self.pairs(result) == ["title": "A & B"])
        #expect(result.strings.first?.range.start == Location(line: 6, column: 2))
        #expect(result.diagnostics.map(\.rule) == [Rules.importUnsupported.id])
        #expect(result.diagnostics.first?.range?.start == Location(line: 8, column: 2))
    }

    @Test func anEmptyFileOrOneOfCommentsIsAnEmptyTable() {
        for text in ["", "  \n", "/* nothing */\n// here\n", "/* unclosed"] {
            let result = Self.read(text)
            #expect(result.strings.isEmpty && result.diagnostics.isEmpty, "\(text.debugDescription)")
        }
    }

    // MARK: plutil as the oracle

    /// Every octal escape, against CF's reading (NeXTSTEP, not Latin-1).
    @Test(.enabled(if: StringsOracle.hasPlutil, StringsOracle.missing))
    func octalEscapesAreNeXTSTEPAsInCoreFoundation() throws {
        var text = ""
        for byte in 0...0o777 { text += "\"k\(byte)\" = \"\\\(String(byte, radix: 8))x\";\n" }
        try expectSameAsPlutil(text)
    }

    /// Files that CF reads, reads in part (stopping silently) or refuses: Copydeck reads the same
    /// strings, and reports a syntax error wherever CF stops early or refuses.
    @Test(.enabled(if: StringsOracle.hasPlutil, StringsOracle.missing))
    func readsWhatCoreFoundationReads() throws {
        let files = [
            "\"a\" = \"b\";", "a = b;", "'a' = 'b';", "\"a\";", "a;b;c;", "\"a\"=\"b\";;", "\"a\" = \"b\"; }", "{ \"a\" = \"b\"; }",
            "{ a = b; } junk", "\"a\" = \"b\"", "\"a\" = ;", "\"abc\"", "\"a\" = \"\\U\";", "\"a\" = \"\\Ug\";", "\"a\" = \"\\777\";",
            "\"a\" = \"x\\\ny\";", "\"a\" = \"b\"; // c", "\"a\" = \"b\"; /* c", "/", "\"a\" = \"b\";/", "\"a\" = \"b\"; /x = y;",
            "\"a\" = \"\u{2028}\";\u{2028}\"b\" = \"c\";", "\"a\"\u{B}=\u{C}\"b\";", "\"a\" = {};", "\"a\" = ();", "\"a\" = (b,);",
            "\"a\" = <>;", "\"a\" = <0A>;", "\"a\" = <0>;", "\"a\" = \"1\"; \"a\" = \"2\";", "( \"a\" )", "<0a>", "\"a\" = \"b\"; \u{A0}",
            "\u{FEFF}\"a\" = \"b\";", "\"a\"=\"b\";\u{FEFF}", "\"\u{FEFF}a\" = \"\u{FEFF}\";", "\"a\" = \"\\UD83D\\UDE00\";",
            // A key whose string is not closed, after a key CF read (found by the generated files).
            "\"a\" = \"b\";\n'x", "\n\"b c\";\n'\\0a\"\n;,\"\\\\\"\"😀\",\"b c\" = >f.g",
        ]
        // (Half a surrogate pair, `\UDE00` alone, CF keeps in its UTF-16 and plutil writes as
        // U+FFFD; Copydeck reports it: `valuesThatAreNotTextAreReportedAndTheRestIsRead`.)
        for file in files { try expectSameAsPlutil(file) }
    }

    /// Random files made of the syntax's tokens, against CF.
    @Test(.enabled(if: StringsOracle.hasPlutil, StringsOracle.missing))
    func readsWhatCoreFoundationReadsInGeneratedFiles() async {
        let tokens = [
            "\"a\"", "\"b c\"", "'d'", "e", "f.g", " = ", "=", ";", ";\n", " ", "\n", "\r\n", "\t", "/* x */", "// y\n", "/*", "*/",
            "{", "}", "(", ")", ",", "<", ">", "0a", "\"\\n\"", "\"\\\\\"", "\"\\\"\"", "\"\\U00e9\"", "\"\\351\"", "\"한\"", "\"😀\"",
            "#", "\"", "'", "\\", "\u{2028}",
        ]
        let generator = Generator<String, Shrink.None<String>> { rng in
            var text = ""
            for _ in 0..<Int.random(in: 0...24, using: &rng) { text += tokens.randomElement(using: &rng) ?? "" }
            return text
        }
        await propertyCheck(count: 150, input: generator) { text in
            try expectSameAsPlutil(text)
        }
    }

    private func expectSameAsPlutil(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let folder = try StringsOracle.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try StringsOracle.write(Data(text.utf8), named: "Localizable.strings", in: folder)
        let result = StringsFileReader.read(Data(text.utf8), path: "Localizable.strings", locale: "ko")
        let syntaxErrors = result.diagnostics.filter { $0.rule == Rules.importSyntax.id }
        let ours = Dictionary(result.strings.compactMap { string -> ([UInt8], [UInt8])? in
            guard case .format(let value) = string.text else { return nil }
            return (Array(string.key.utf8), Array(value.utf8))
        }, uniquingKeysWith: { $1 })
        guard let json = try? StringsOracle.json(of: file) else {
            // CF refuses the file (or it is not a table: plutil cannot write it as JSON).
            let refused = !syntaxErrors.isEmpty || text.allSatisfy({ $0.isWhitespace })
                || result.diagnostics.contains { $0.rule == Rules.importUnsupported.id }
            #expect(refused, "CF refuses \(text.debugDescription); Copydeck read \(result.strings.count) strings without a syntax error", sourceLocation: sourceLocation)
            return
        }
        var theirs: [[UInt8]: [UInt8]] = [:]
        for (key, value) in json {
            if let value = value as? String { theirs[Array(key.utf8)] = Array(value.utf8) }
        }
        #expect(ours == theirs, "\(text.debugDescription)", sourceLocation: sourceLocation)
        if !syntaxErrors.isEmpty {
            // CF stopped silently where Copydeck reports the rest is not read: the file has more.
            let error = try #require(syntaxErrors.first)
            #expect(error.message.contains("nothing after it is read"), "\(text.debugDescription): \(error.message)", sourceLocation: sourceLocation)
        }
    }
}
