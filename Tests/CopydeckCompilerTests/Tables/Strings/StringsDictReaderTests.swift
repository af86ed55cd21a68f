import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

private typealias Location = CopydeckCompiler.SourceLocation

@Suite struct StringsDictReaderTests {
    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
    static let footer = "</dict>\n</plist>\n"

    static func read(_ body: String) -> TableReadResult {
        StringsDictReader.read(Data((header + body + footer).utf8), path: "en.lproj/Localizable.stringsdict", locale: "en")
    }

    /// The 1-based line of the `occurrence`-th line (1-based) that contains `needle`, in the file
    /// `read(body)` reads.
    static func line(of needle: String, _ occurrence: Int = 1, in body: String) -> Int {
        var seen = 0
        for (index, line) in (header + body + footer).split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(needle) {
            seen += 1
            if seen == occurrence { return index + 1 }
        }
        return 0
    }

    /// A variable's dictionary, tab-indented as plutil writes it.
    static func variable(_ name: String, type: String = "NSStringPluralRuleType", valueType: String? = "lld", _ forms: [(String, String)]) -> String {
        var text = "\t\t<key>\(name)</key>\n\t\t<dict>\n\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>\(type)</string>\n"
        if let valueType { text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(valueType)</string>\n" }
        for (category, form) in forms { text += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(form)</string>\n" }
        return text + "\t\t</dict>\n"
    }

    static func entry(_ key: String, format: String, _ variables: String...) -> String {
        "\t<key>\(key)</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(format)</string>\n" + variables.joined() + "\t</dict>\n"
    }

    @Test func mapsPluralsAndSubstitutionsAndPlacesThemAtTheirKeys() {
        let body = Self.entry("photos", format: "%#@value@", Self.variable("value", [("one", "%lld photo"), ("other", "%lld photos")]))
            + Self.entry("files", format: "%1$@ has %2$#@files@ in %#@folders@ &amp; %1$#@files2@",
                         Self.variable("files", [("other", "%2$lld files")]),
                         Self.variable("folders", valueType: "d", [("zero", "no folder"), ("other", "%d folders")]),
                         Self.variable("files2", valueType: nil, [("other", "%1$lu")]))
            + Self.entry("named", format: "%#@files@", Self.variable("files", [("other", "%lld")]))
            + Self.entry("positional", format: "%1$#@value@", Self.variable("value", [("other", "%lld")]))
        let result = Self.read(body)
        #expect(result.diagnostics.isEmpty)
        #expect(result.strings.map(\.key) == ["photos", "files", "named", "positional"])
        #expect(result.strings.map(\.range.start) == ["\t<key>photos", "\t<key>files</key>", "\t<key>named", "\t<key>positional"].map {
            Location(line: Self.line(of: $0, in: body), column: 2)
        })
        #expect(result.strings.first?.text == .plural(PluralVariations([.one: "%lld photo", .other: "%lld photos"])))
        #expect(result.strings.dropFirst().first?.text == .substitutions(format: "%1$@ has %2$#@files@ in %#@folders@ & %1$#@files2@", [
            TableSubstitution(name: "files", argumentNumber: 2, formatSpecifier: "lld", variations: PluralVariations([.other: "%2$lld files"])),
            TableSubstitution(name: "folders", argumentNumber: 3, formatSpecifier: "d", variations: PluralVariations([.zero: "no folder", .other: "%d folders"])),
            TableSubstitution(name: "files2", argumentNumber: 1, formatSpecifier: "lu", variations: PluralVariations([.other: "%1$lu"])),
        ]))
        #expect(result.strings.dropFirst(2).first?.text == .substitutions(format: "%#@files@", [
            TableSubstitution(name: "files", argumentNumber: 1, formatSpecifier: "lld", variations: PluralVariations([.other: "%lld"])),
        ]))
        if case .substitutions = result.strings.last?.text {} else { Issue.record("`%1$#@value@` is a substitution, not the whole-message plural") }
    }

    @Test func shapesItDoesNotReadAreReportedAtTheirLines() {
        let device = "\t<key>device</key>\n\t<dict>\n\t\t<key>NSStringDeviceSpecificRuleType</key>\n\t\t<dict>\n\t\t\t<key>iphone</key>\n\t\t\t<string>x</string>\n\t\t</dict>\n\t</dict>\n"
        let body = device
            + "\t<key>plain</key>\n\t<string>text</string>\n"
            + "\t<key>number</key>\n\t<integer>3</integer>\n"
            + Self.entry("width", format: "%#@w@", Self.variable("w", type: "NSStringVariableWidthRuleType", [("other", "x")]))
            + Self.entry("missing", format: "%#@gone@")
            + Self.entry("noOther", format: "%#@n@", Self.variable("n", [("one", "x")]))
            + Self.entry("badCategory", format: "%#@n@", Self.variable("n", [("Other", "x")]))
            + Self.entry("unused", format: "%#@n@", Self.variable("n", [("other", "x")]), Self.variable("spare", [("other", "y")]))
            + "\t<key>noFormat</key>\n\t<dict/>\n"
            + Self.entry("ok", format: "%#@value@", Self.variable("value", [("other", "%lld")]))
        let result = Self.read(body)
        let found = result.diagnostics.map { "\($0.range?.start.line ?? 0):\($0.range?.start.column ?? 0)" }
        let expected: [(String, Int, Int)] = [
            ("<key>NSStringDeviceSpecificRuleType", 1, 3), ("<string>text", 1, 2), ("<integer>", 1, 2), ("<key>w</key>", 1, 3),
            ("<key>missing", 1, 2), ("<key>n</key>", 1, 3), ("<key>Other", 1, 4), ("<key>spare", 1, 3), ("<key>noFormat", 1, 2),
        ]
        #expect(found == expected.map { "\(Self.line(of: $0.0, $0.1, in: body)):\($0.2)" })
        #expect(result.diagnostics.allSatisfy { $0.rule == Rules.importUnsupported.id })
        // Each part is named and left out; the rest of the file is imported (import.unsupported is a
        // warning). The variable the format never names loses nothing: a note (line 8 of 9).
        #expect(result.diagnostics.map(\.severity) == Array(repeating: Rules.importUnsupported.defaultSeverity, count: 7) + [.note, Rules.importUnsupported.defaultSeverity])
        #expect(result.strings.map(\.key) == ["unused", "ok"])
    }

    @Test(arguments: [
        ("<dict>\n<key>a</key>\n</dic>", 3, "not well-formed"),
        ("<dict>\n\t<key>a</key>\n\t<key>b</key>\n\t<string>x</string>\n</dict>", 2, "has no value"),
        ("<dict>\n\t<string>x</string>\n</dict>", 2, "without a `<key>`"),
        ("<dict>\n\t<key>a</key>\n\t<foo/>\n</dict>", 3, "not an element of property lists"),
        ("<dict>\n\t<key>a<b/></key>\n\t<string>x</string>\n</dict>", 2, "holds an element"),
    ] as [(String, Int, String)])
    func malformedPlistsAreSyntaxErrorsAtTheirLines(body: String, line: Int, message: String) throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
        let result = StringsDictReader.read(Data(text.utf8), path: "x.stringsdict", locale: "en")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == Rules.importSyntax.id)
        #expect(diagnostic.range?.start.line == line + 2)
        #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
    }

    @Test func entitiesAreReportedAndNothingIsExpanded() {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE plist [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>
            <plist version="1.0"><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>&x;</string></dict></dict></plist>
            """
        var laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [\n<!ENTITY l0 \"ha\">\n"
        for level in 1...9 { laughs += "<!ENTITY l\(level) \"" + String(repeating: "&l\(level - 1);", count: 10) + "\">\n" }
        laughs += "]>\n<plist><dict><key>a</key><string>&l9;</string></dict></plist>\n"
        let undeclared = Self.header + "\t<key>a</key>\n\t<dict>\n\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>x &nbsp; y</string>\n\t</dict>\n" + Self.footer
        for (text, line) in [(external, 2), (laughs, 3), (undeclared, 8)] {
            let result = StringsDictReader.read(Data(text.utf8), path: "x.stringsdict", locale: "en")
            #expect(result.strings.isEmpty)
            #expect(result.diagnostics.first?.rule == Rules.xmlEntity.id)
            #expect(result.diagnostics.first?.range?.start.line == line)
        }
        let result = StringsDictReader.read(Data(undeclared.utf8), path: "x.stringsdict", locale: "en")
        #expect(result.diagnostics.first?.range?.start.column == 13)
    }

    /// CF writes and reads control characters and carriage returns as they are, which XML does
    /// not allow or keep; the reader keeps them as CF does, and places what follows rightly.
    @Test func controlCharactersAndCarriageReturnsAreReadAsCoreFoundationReadsThem() throws {
        let text = "a\u{1}b\rc\r\nd\u{0}e\u{FFFE}\u{7F}\u{F0001}\u{F0040}"
        let table = StringsFileWriterTests.table([
            ("k\u{1B}", nil, .plural(PluralVariations([.other: text]))),
            ("z", nil, .plural(PluralVariations([.other: "x"]))),
        ])
        let data = StringsDictWriter.write(table, locale: "ko").data
        let result = StringsDictReader.read(data, path: "x.stringsdict", locale: "ko")
        #expect(result.diagnostics.isEmpty)
        #expect(result.strings.map { ImportedPair(key: $0.key, text: $0.text) } == [
            ImportedPair(key: "k\u{1B}", text: .plural(PluralVariations([.other: text]))),
            ImportedPair(key: "z", text: .plural(PluralVariations([.other: "x"]))),
        ])
        // The file's lines as `SourceFile` counts them: the CR and the CR LF inside the text break two.
        let lines = String(decoding: data, as: UTF8.self).split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        let zLine = try #require(lines.firstIndex { $0.contains("<key>z</key>") }) + 1
        #expect(result.strings.map(\.range.start) == [Location(line: 5, column: 2), Location(line: zLine, column: 2)])
        #expect(zLine == String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<key>z</key>") }.map { $0 + 3 })
    }

    @Test func positionsPastLine65535AreRight() throws {
        var body = ""
        for index in 0..<6_000 {
            body += Self.entry("k\(index)", format: "%#@value@", Self.variable("value", [("other", "%lld")]))
        }
        let result = Self.read(body)
        #expect(result.diagnostics.isEmpty)
        #expect(result.strings.count == 6_000)
        let last = try #require(result.strings.last)
        let line = Self.line(of: "<key>k5999</key>", in: body)
        #expect(line > 70_000)
        #expect(last.range.start == Location(line: line, column: 2))
    }

    @Test func binaryPlistsAndOtherRootsAreUnsupported() {
        for text in ["bplist00\u{0}\u{1}", "<?xml version=\"1.0\"?><array/>", "<plist><array/></plist>", "<plist><string>x</string></plist>"] {
            let result = StringsDictReader.read(Data(text.utf8), path: "x.stringsdict", locale: "en")
            #expect(result.diagnostics.map(\.rule) == [Rules.importUnsupported.id], "\(text)")
        }
    }

    @Test func aKeySetTwiceKeepsTheLast() {
        let result = Self.read(
            Self.entry("a", format: "%#@value@", Self.variable("value", [("other", "1")]))
            + Self.entry("a", format: "%#@value@", Self.variable("value", [("other", "2")])))
        #expect(result.strings.map(\.text) == [.plural(PluralVariations([.other: "2"]))])
        #expect(result.diagnostics.map(\.rule) == [Rules.importDuplicateKey.id])
    }
}
