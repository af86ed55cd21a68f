import Foundation
import Testing
@testable import CopydeckCompiler

/// Hostile XLIFF: nothing fetched, nothing expanded, everything reported at its line.
@Suite struct XLIFFHostileTests {
    static func laughs(levels: Int, inAttribute: Bool = false) -> String {
        var declarations = "  <!ENTITY lol0 \"lol\">\n"
        for level in 1...levels {
            declarations += "  <!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">\n"
        }
        let reference = "&lol\(levels);"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE xliff [
            \(declarations)]>
            <xliff version="1.2"><file original="x" source-language="en" target-language="de" datatype="plaintext"><body>
              <trans-unit id="\(inAttribute ? reference : "k")"><source>s</source><target>\(reference)</target></trans-unit>
            </body></file></xliff>
            """
    }

    private func read(_ text: String) -> TableReadResult {
        XLIFFReader().read(Data(text.utf8), path: "in.xliff")
    }

    /// 10^15 "lol"s if expanded: finishes at once, small, with nothing read.
    @Test(arguments: [false, true])
    func billionLaughsIsInertFastAndSmall(inAttribute: Bool) throws {
        let text = Self.laughs(levels: 15, inAttribute: inAttribute)
        let memoryBefore = Self.peakResidentKiB()
        let clock = ContinuousClock()
        let start = clock.now
        let result = read(text)
        let elapsed = clock.now - start
        #expect(elapsed < .seconds(1), "\(elapsed)")
        #expect(Self.peakResidentKiB() - memoryBefore < 64 * 1024)
        #expect(result.strings.isEmpty)
        #expect(!result.diagnostics.contains { $0.message.contains("lollol") })
        let declaration = try #require(result.diagnostics.first { $0.message.contains("`lol15` is declared") })
        #expect(declaration.rule.rawValue == "import.xml-entity")
        #expect(declaration.range?.start == SourceLocation(line: 18, column: 3))
        let reference = try #require(result.diagnostics.first { $0.message.contains("`&lol15;` is not expanded") })
        #expect(reference.range?.start.line == 21)
        // One diagnostic per declaration, one for the DOCTYPE, one for the reference.
        #expect(result.diagnostics.count == 16 + 1 + 1)
        let doctype = try #require(result.diagnostics.first { $0.rule.rawValue == "import.xml-doctype" })
        #expect(doctype.range?.start == SourceLocation(line: 2, column: 1))
        #expect(doctype.severity == .warning)
        #expect(!result.diagnostics.contains { $0.rule.rawValue == "import.syntax" })
    }

    @Test(arguments: ["file:///etc/passwd", "/etc/passwd", "http://127.0.0.1:9/x"])
    func externalEntitiesAreNeverRead(system: String) throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [
              <!ENTITY secret SYSTEM "\(system)">
            ]>
            <xliff version="1.2"><file original="x" source-language="en" target-language="de" datatype="plaintext"><body>
              <trans-unit id="k"><source>s</source><target>before &secret; after</target></trans-unit>
            </body></file></xliff>
            """
        let result = read(text)
        #expect(result.strings.isEmpty)
        #expect(!result.diagnostics.contains { $0.message.contains("root:") })
        #expect(result.diagnostics.contains { $0.rule.rawValue == "import.xml-entity" && $0.range?.start.line == 3 })
        #expect(result.diagnostics.contains { $0.rule.rawValue == "import.xml-entity" && $0.range?.start.line == 6 })
    }

    @Test func parameterEntitiesAreNeverRead() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff [
              <!ENTITY % remote SYSTEM "file:///etc/passwd">
              %remote;
              <!ENTITY % inner "<!ENTITY leak 'x'>">
              %inner;
            ]>
            <xliff version="1.2"><file original="x" source-language="en" target-language="de" datatype="plaintext"><body>
              <trans-unit id="k"><source>s</source><target>t &leak;</target></trans-unit>
            </body></file></xliff>
            """
        let result = read(text)
        #expect(result.strings.isEmpty)
        let lines = result.diagnostics.filter { $0.rule.rawValue == "import.xml-entity" }.compactMap { $0.range?.start.line }
        #expect(Set(lines).isSuperset(of: [3, 4, 5, 6]), "\(result.diagnostics)")
        #expect(!result.diagnostics.contains { $0.message.contains("root:") })
    }

    /// A DOCTYPE naming an external DTD: not fetched (no network, no file), reported; the
    /// document itself is still read, and a reference the DTD might have declared is not.
    @Test func doctypeWithSystemDTDIsNotLoaded() throws {
        let plain = """
            <?xml version="1.0"?>
            <!DOCTYPE xliff PUBLIC "-//XLIFF//DTD XLIFF//EN" "http://www.oasis-open.org/committees/xliff/documents/xliff.dtd">
            <xliff version="1.2"><file original="x" source-language="en" target-language="de" datatype="plaintext"><body>
              <trans-unit id="k"><source>s</source><target>Text</target></trans-unit>
            </body></file></xliff>
            """
        let read1 = read(plain)
        #expect(read1.strings.map(\.text) == [.format("Text")])
        #expect(read1.diagnostics.map(\.rule.rawValue) == ["import.xml-doctype"])
        #expect(read1.diagnostics.first?.message.contains("xliff.dtd") == true)

        let referencing = plain.replacingOccurrences(of: "<target>Text</target>", with: "<target>Te&defined-in-dtd;xt</target>")
            .replacingOccurrences(of: "\"http://www.oasis-open.org/committees/xliff/documents/xliff.dtd\"", with: "\"/etc/passwd\"")
        let read2 = read(referencing)
        #expect(read2.strings.isEmpty)
        #expect(read2.diagnostics.map(\.rule.rawValue) == ["import.xml-doctype", "import.xml-entity"])
        #expect(read2.diagnostics.last?.range?.start.line == 4)
    }

    /// Predefined entities and character references are plain XML and read as such.
    @Test func predefinedEntitiesAndCharacterReferencesAreRead() {
        let result = read("""
            <xliff version="1.2"><file original="x" source-language="en" target-language="de" datatype="plaintext"><body>
              <trans-unit id="a&#10;b"><source>s</source><target>&lt;&gt;&amp;&apos;&quot;&#13;&#x1F600;</target></trans-unit>
            </body></file></xliff>
            """)
        #expect(result.diagnostics == [])
        #expect(result.strings.map(\.key) == ["a\nb"])
        #expect(result.strings.map(\.text) == [.format("<>&'\"\r😀")])
    }

    /// The tree parser of the XML layer (used for HTML and SVG checks) is as inert.
    @Test func treeParserIsHardenedToo() throws {
        let parsed = XMLDocumentParser().parseDocument(Data(Self.laughs(levels: 15).utf8))
        #expect(parsed.root == nil)
        #expect(parsed.hazards.contains(XMLHazard(.entityDeclaration(name: "lol15", parameter: false), line: 18)))
        #expect(parsed.hazards.contains(XMLHazard(.entityReference(name: "lol15"), line: 21)))
        let external = """
            <!DOCTYPE x SYSTEM "http://127.0.0.1:9/x.dtd" [<!ENTITY e SYSTEM "file:///etc/passwd">]>
            <x a="1&amp;2">before &e; after</x>
            """
        let tree = XMLDocumentParser().parseDocument(Data(external.utf8))
        // With an external subset an undeclared entity is only a warning: the document parses,
        // without the entity's text, and the reference is a hazard the caller reports.
        #expect(tree.root?.text == "before  after")
        #expect(tree.root?[attribute: "a"] == "1&2")
        #expect(tree.hazards.contains(XMLHazard(.entityReference(name: "e"), line: 2)))
        #expect(tree.hazards.first == XMLHazard(.doctype(name: "x", publicID: nil, systemID: "http://127.0.0.1:9/x.dtd"), line: 1))
    }

    /// The peak resident set of this process, in KiB (Linux `ru_maxrss`).
    static func peakResidentKiB() -> Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss)
    }
}
