import Foundation
import Testing
@testable import CopydeckCompiler

/// Labels as Mermaid 11's model holds them (checked against Mermaid's own models): every HTML
/// named reference decoded, `labelType` in `@{}`, and a label with a `<` as DOMPurify writes it
/// out again, with what could run script taken out.
@Suite struct MermaidLabelModelTests {
    private func labels(_ diagram: String) throws -> [String] {
        let chart = try FlowDump.parse(diagram)
        let json = try JSONSerialization.jsonObject(with: OutputTree.json(FlowchartJSON(id: "f", file: "f.mmd", line: 1, chart: chart))) as? [String: Any]
        return (json?["nodes"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
    }

    /// All of HTML's 2,125 names, not only HTML 4's: `&NotEqualTilde;` is two code points.
    @Test func everyNamedReferenceIsDecoded() throws {
        #expect(try labels("flowchart LR\n  A[\"&NotEqualTilde; &bigstar; &NewLine;x &copy 2026 &notanentity;\"]\n")
                == ["\u{2242}\u{0338} \u{2605} \nx © 2026 ¬anentity;"])
        #expect(MermaidEntities.named.count == 2125)
        #expect(MermaidEntities.legacyNames.count == 106)
        #expect(MermaidEntities.decode("&lt;b&gt; &amp;lt; #9829; #NotEqualTilde;") == "<b> &lt; ♥ \u{2242}\u{0338}")
    }

    /// `labelType` (Mermaid 11.13) says how an `@{ label }` is read; Markdown when not given.
    @Test func labelTypeIsRead() throws {
        let chart = try FlowDump.parse("flowchart LR\n  A@{ label: \"a\", labelType: \"string\" }\n  B@{ label: \"b\" }\n  C@{ label: \"c\", labelType: text }\n")
        #expect(chart.nodes.map(\.labelType) == [.string, .markdown, .text])
    }

    /// A stray `<` is `&lt;` in the model (it shows as `<`); a tag never closed stays as written;
    /// tags and `<br />` stay as written.
    @Test func aStrayLessThanIsWrittenAsDOMPurifyWritesIt() throws {
        #expect(try labels("flowchart LR\n  A(<) --> B[\"x < y and y > z\"]\n  C[\"&lt;Open&lt;\"] --> D[\"a<br />b <b>c</b>\"]\n")
                == ["&lt;", "x &lt; y and y > z", "<Open&lt;", "a<br />b <b>c</b>"])
        // What the page shows, and what the preview draws, is still `<`.
        #expect(try FlowDump.parse("flowchart LR\n  A(<)\n").nodes.map(\.label) == ["<"])
    }

    /// A `javascript:` link (even written with Mermaid's `#9;` and `#colon;` codes), an event
    /// attribute and a script are taken out; a web link stays.
    @Test func whatCouldRunScriptIsTakenOut() throws {
        let diagram = """
            flowchart LR
              A["<a href='javascript#9;t#colon;alert(1)'>AAA</a>"]
              B["<a href='https://example.com' title='t'>ok</a>"]
              C["<img src=x onerror=alert(1)>pic"]
              D["before<script>alert(1)</script>after"]
              E["<a href='JaVaScRiPt:alert(1)' class='k'>k</a>"]
              F["<a href='/relative'>r</a>"]
            """
        #expect(try labels(diagram) == [
            "<a>AAA</a>",
            "<a href='https://example.com' title='t'>ok</a>",
            "<img src=x>pic",
            "beforeafter",
            "<a class='k'>k</a>",
            "<a href='/relative'>r</a>",
        ])
    }
}
