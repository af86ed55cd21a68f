import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct MarkupBuilderTests {
    @Test func builderEscapesStringsAndHandlesControlFlow() throws {
        let lines = ["<one>", "two & three"]
        let flagged = true
        let markup = Markup.element("div", .class("screen"), .id("a\"b")) {
            Markup.element("h1") { "Title <script>" }
            for line in lines {
                line
                Markup.element("br")
            }
            if flagged {
                Markup.element("span", .class("flag")) { "dead end" }
            } else {
                "never"
            }
        }
        #expect(try MarkupRenderer().renderString(markup)
                == "<div class=\"screen\" id=\"a&quot;b\"><h1>Title &lt;script&gt;</h1>&lt;one&gt;<br>two &amp; three<br><span class=\"flag\">dead end</span></div>")
        let xhtml = try MarkupRenderer(mode: .xhtml).renderString(markup)
        #expect(XMLDocumentParser().parseDocument(Data(xhtml.utf8)).failure == nil)
    }
}
