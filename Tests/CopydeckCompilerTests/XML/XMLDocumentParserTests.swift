import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct XMLDocumentParserTests {
    @Test func parsesElementsAttributesTextAndLines() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
              <file source-language="ko" target-language="ja">
                <trans-unit id="wander.intro.title"><source>사진 &amp; 지도</source><target>写真</target></trans-unit>
              </file>
            </xliff>
            """
        let root = try XMLDocumentParser().parse(Data(xml.utf8))
        #expect(root.name == "xliff")
        #expect(root.namespace == "urn:oasis:names:tc:xliff:document:1.2")
        let file = try #require(root.elements(named: "file").first)
        #expect(file[attribute: "target-language"] == "ja")
        let unit = try #require(file.elements(named: "trans-unit").first)
        #expect(unit.line == 4)
        #expect(unit.elements(named: "source").first?.text == "사진 & 지도")
    }

    @Test func malformedXMLIsAnErrorWithAPosition() {
        do {
            _ = try XMLDocumentParser().parse(Data("<a>\n  <b></a>".utf8))
            Issue.record("expected a failure")
        } catch {
            #expect(error.line == 2)
            #expect(!error.message.isEmpty)
        }
    }

    @Test func deepNestingDoesNotOverflow() throws {
        let depth = 5_000
        let xml = String(repeating: "<a>", count: depth) + "x" + String(repeating: "</a>", count: depth)
        // libxml2 caps depth at 256 unless XML_PARSE_HUGE; either way this must not crash.
        _ = try? XMLDocumentParser().parse(Data(xml.utf8))
        let shallow = String(repeating: "<a>", count: 200) + "x" + String(repeating: "</a>", count: 200)
        #expect(try XMLDocumentParser().parse(Data(shallow.utf8)).text == "x")
    }
}
