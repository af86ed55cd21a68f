import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct InlineJSONTests {
    struct Payload: Encodable {
        var text: String
        var notes: [String]
    }

    @Test func jsonCannotEndItsScript() throws {
        let value = Payload(text: "</script><script>alert(1)</script>", notes: ["<!--", "a\u{2028}b\u{2029}c", "&amp;", "]]>"])
        let markup = try Markup.jsonScript(id: "data", value: value)
        let html = try MarkupRenderer().renderString(markup)
        #expect(html.hasPrefix("<script type=\"application/json\" id=\"data\">{"))
        #expect(html.hasSuffix("}</script>"))
        let body = String(html.dropFirst("<script type=\"application/json\" id=\"data\">".count).dropLast("</script>".count))
        #expect(!body.contains("<"))
        #expect(!body.contains(">"))
        #expect(!body.contains("&"))
        #expect(!body.contains("\u{2028}"))
        #expect(!body.contains("\u{2029}"))
        #expect(body.contains(#"\u003c/script\u003e"#))
        // The escapes mean the same characters.
        let decoded = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]
        #expect(decoded?["text"] as? String == value.text)
        #expect(decoded?["notes"] as? [String] == value.notes)
        // And the XHTML form is well-formed.
        let xhtml = try MarkupRenderer(mode: .xhtml).renderString(.element("div", children: [markup]))
        #expect(XMLDocumentParser().parseDocument(Data(xhtml.utf8)).failure == nil)
    }

    @Test func keysAreSortedSoOutputIsDeterministic() throws {
        let value = ["b": 1, "a": 2, "c": 3]
        let html = try MarkupRenderer().renderString(try Markup.jsonScript(id: "x", value: value))
        #expect(html.contains(#"{"a":2,"b":1,"c":3}"#))
    }
}
