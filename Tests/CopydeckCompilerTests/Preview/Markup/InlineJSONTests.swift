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

    /// The escape copies runs of bytes at once: it must give what escaping byte by byte gives,
    /// wherever the characters fall (at either end, side by side, a separator cut short).
    @Test func escapesAsByteByByte() {
        func byteByByte(_ json: [UInt8]) -> [UInt8] {
            var output: [UInt8] = []
            var index = 0
            while index < json.count {
                switch json[index] {
                case UInt8(ascii: "<"): output += Array(#"\u003c"#.utf8)
                case UInt8(ascii: ">"): output += Array(#"\u003e"#.utf8)
                case UInt8(ascii: "&"): output += Array(#"\u0026"#.utf8)
                case 0xE2 where index + 2 < json.count && json[index + 1] == 0x80 && (json[index + 2] == 0xA8 || json[index + 2] == 0xA9):
                    output += Array((json[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                    index += 2
                default: output.append(json[index])
                }
                index += 1
            }
            return output
        }
        let pieces: [[UInt8]] = [[0x3C], [0x3E], [0x26], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], [0xE2, 0x80], [0xE2], [0x80, 0xA8],
                                 Array("ab".utf8), Array("\"한\"".utf8), [0x41]]
        var random = SeededGenerator(seed: 4)
        for _ in 0..<5_000 {
            let json = (0..<Int(random.next() % 8)).flatMap { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
            #expect(InlineJSON.escape(json) == byteByByte(json), "\(json)")
        }
    }
}
