import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// Hostile copy in text, attributes, URLs, inline JSON and SVG comes out escaped or neutralised,
/// and every rendered document is well-formed for libxml2.
@Suite struct MarkupEscapingTests {
    static let hostile = [
        "<script>alert(1)</script>", "\"", "'", "&amp;", "</svg>", "</script>", "<!--", "-->",
        "javascript:alert(1)", " JaVaScRiPt:alert(1)", "java\tscript:alert(1)", "a\u{202E}b\u{2066}c\u{2069}",
        "line\u{2028}sep\u{2029}", "]]>", "x\" onmouseover=\"alert(1)", "<img src=x onerror=alert(1)>",
        "\u{0}\u{7}\u{1B}\u{7F}\u{85}\u{FFFE}", "\r\n\t", "한국어 日本語 ✨",
    ]

    private func xhtml(_ markup: Markup) throws -> String {
        try MarkupRenderer(mode: .xhtml).renderString(markup)
    }

    private func parse(_ string: String) -> XMLParsedDocument {
        XMLDocumentParser().parseDocument(Data(string.utf8), url: "markup.xml")
    }

    private func page(_ value: String) -> Markup {
        .element("html", attributes: [.attribute("xmlns", "http://www.w3.org/1999/xhtml"), .lang("en")], children: [
            .element("head", children: [
                .element("meta", attributes: [.attribute("charset", "utf-8")]),
                .element("title", children: [.text(value)]),
                .element("style", children: [.constant("a > b { color: red }")]),
            ]),
            .element("body", children: [
                .element("p", attributes: [.id(value), .class(value), .title(value), .attribute("data-note", value)],
                         children: [.text(value), .element("br"), .isolated(value)]),
                .element("a", attributes: [.href(MarkupURL(value))], children: [.text(value)]),
                .element("a", attributes: [.href(.fragment(value))], children: [.text("link")]),
                .element("a", attributes: [.href(.relative(["deck", value], fragment: value))], children: [.text("x")]),
            ]),
        ])
    }

    @Test(arguments: hostile) func hostileCopyIsEscapedEverywhereInXHTML(_ value: String) throws {
        let rendered = try xhtml(page(value))
        let parsed = parse(rendered)
        #expect(parsed.failure == nil, "\(parsed.failure.map(\.message) ?? "") in \(rendered)")
        let root = try #require(parsed.root)
        let body = try #require(root.elements(named: "body").first)
        let paragraph = try #require(body.elements(named: "p").first)
        let expected = MarkupRenderer.sanitized(value)
        #expect(paragraph.children.first.map { if case .text(let t) = $0 { t } else { "" } } == expected)
        for name in ["id", "class", "title", "data-note"] {
            #expect(paragraph[attribute: name] == expected, "\(name)")
        }
        #expect(paragraph.elements(named: "bdi").first?.text == expected)
        // Nothing the copy planted became an element or an attribute.
        #expect(paragraph.elements.map(\.name) == ["br", "bdi"])
        #expect(paragraph.attributes.map(\.name) == ["id", "class", "title", "data-note"])
        #expect(!rendered.contains("<script"))
        #expect(!rendered.contains("<img"))
    }

    /// The HTML5 form is the checked XHTML form but for `<br>` against `<br/>` and the CDATA
    /// markers around constant scripts and styles: what libxml2 checked is what HTML gets.
    @Test(arguments: hostile) func htmlIsTheCheckedXHTMLLessVoidSlashes(_ value: String) throws {
        var markup = page(value)
        markup = .element("html", children: [markup, .element("script", children: [.constant("if (a < b) {}")])])
        let html = try MarkupRenderer(mode: .html).renderString(markup)
        let xhtml = try MarkupRenderer(mode: .xhtml).renderString(markup)
        #expect(parse(xhtml).failure == nil)
        let stripped = xhtml.replacingOccurrences(of: "/>", with: ">")
            .replacingOccurrences(of: "/*<![CDATA[*/", with: "").replacingOccurrences(of: "/*]]>*/", with: "")
        #expect(html == stripped)
        #expect(html.contains("<meta charset=\"utf-8\"><title>"))
    }

    @Test(arguments: hostile) func hostileCopyIsEscapedInSVG(_ value: String) throws {
        let svg = Markup.element("svg", attributes: [.attribute("viewBox", "0 0 10 10")], children: [
            .element("g", attributes: [.class(value)], children: [
                .element("rect", attributes: [.attribute("width", "10"), .attribute("height", "10")]),
                .element("text", children: [.text(value)]),
                .element("a", attributes: [.url("href", MarkupURL(value))], children: [.element("title", children: [.text(value)])]),
            ]),
        ])
        let rendered = try MarkupRenderer(mode: .svg).renderString(svg)
        #expect(rendered.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 10 10\">"))
        #expect(rendered.contains("<rect width=\"10\" height=\"10\"/>"))
        let parsed = parse(rendered)
        #expect(parsed.failure == nil, "\(rendered)")
        let root = try #require(parsed.root)
        #expect(root.namespace == "http://www.w3.org/2000/svg")
        let group = try #require(root.elements(named: "g").first)
        #expect(group.elements.map(\.name) == ["rect", "text", "a"])
        #expect(group.elements(named: "text").first?.text == MarkupRenderer.sanitized(value))
        #expect(group[attribute: "class"] == MarkupRenderer.sanitized(value))
    }

    /// The byte-level check of what no document may hold agrees with the scalar-level one, at the
    /// edges of every forbidden range.
    @Test func forbiddenScalarsAtTheEdgesOfTheirRanges() throws {
        var values: [UInt32] = Array(0x7E...0xA1) + Array(0xFDCE...0xFDF1) + Array(0xFFFC...0xFFFF) + [0xEFBF, 0xEFBE, 0xD7FF, 0xE000]
        for plane in UInt32(1)...16 { values += [plane << 16 | 0xFFFD, plane << 16 | 0xFFFE, plane << 16 | 0xFFFF, plane << 16 | 0xBFBE] }
        for value in values {
            let scalar = try #require(Unicode.Scalar(value))
            let text = "a" + String(Character(scalar)) + "b"
            let rendered = try MarkupRenderer().renderString(.text(text))
            let expected = MarkupRenderer.sanitized(text).replacingOccurrences(of: "&", with: "&amp;")
                .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            #expect(rendered == expected, "U+\(String(value, radix: 16))")
        }
    }

    @Test func textAndAttributeEscapes() throws {
        let markup = Markup.element("p", attributes: [.title("<a href=\"x\">'&'</a>")], children: [.text("<b>\"&amp;\"'</b>")])
        #expect(try MarkupRenderer().renderString(markup)
                == "<p title=\"&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;\">&lt;b&gt;\"&amp;amp;\"'&lt;/b&gt;</p>")
    }

    @Test func voidElementsAndDoctype() throws {
        let markup = Markup.element("head", children: [
            .element("meta", attributes: [.attribute("charset", "utf-8")]), .element("br"), .element("div"),
        ])
        #expect(try MarkupRenderer(mode: .html).renderString(markup, doctype: true)
                == "<!DOCTYPE html>\n<head><meta charset=\"utf-8\"><br><div></div></head>")
        #expect(try MarkupRenderer(mode: .xhtml).renderString(markup)
                == "<head><meta charset=\"utf-8\"/><br/><div></div></head>")
        #expect(throws: MarkupError.childrenOfVoidElement("br")) {
            try MarkupRenderer().render(.element("br", children: [.text("x")]))
        }
    }

    /// The HTML standard's void elements, each written without an end tag, in any case; names
    /// that only share a length or a start with one are not void.
    @Test func everyVoidElementAndNoOther() throws {
        let void = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
        for name in void + void.map({ $0.uppercased() }) {
            #expect(try MarkupRenderer().renderString(.element(name)) == "<\(name)>")
        }
        for name in ["b", "bra", "cols", "image", "links", "metas", "sources", "div", "span", "table", "p"] {
            #expect(try MarkupRenderer().renderString(.element(name)) == "<\(name)></\(name)>")
        }
    }

    /// Every attribute a browser follows as a URL is refused as text, in any case.
    @Test func everyURLAttributeIsRefusedAsText() {
        let urls = ["href", "src", "action", "formaction", "poster", "cite", "background", "data", "codebase",
                    "longdesc", "manifest", "srcset", "xlink:href", "ping", "usemap", "icon", "profile"]
        for name in urls + urls.map({ $0.uppercased() }) {
            #expect(throws: MarkupError.urlAttributeAsText(name)) {
                try MarkupRenderer(mode: .svg).render(.element("a", attributes: [.attribute(name, "x")]))
            }
        }
        for name in ["class", "data-key", "hrefs", "title", "role", "lang", "dir", "id", "aria-label", "datum"] {
            #expect(throws: Never.self) { try MarkupRenderer().render(.element("a", attributes: [.attribute(name, "x")])) }
        }
    }

    @Test func attributesKeepTheirOrderAndOutputIsDeterministic() throws {
        let markup = Markup.element("a", attributes: [.class("z"), .href(MarkupURL("b.html")), .id("a"), .flag("hidden")])
        let first = try MarkupRenderer().render(markup)
        #expect(String(decoding: first, as: UTF8.self) == "<a class=\"z\" href=\"b.html\" id=\"a\" hidden=\"\"></a>")
        #expect(try MarkupRenderer().render(markup) == first)
    }

    @Test func namesAreValidated() throws {
        // The bytes on either side of the letters too (`@ [ ` { `), and a letter with a mark.
        for name in ["", "a b", "a>", "1a", "a\"", "é", "a/b", "a=b", "-a", ":a", "@a", "[a", "`a", "{a", "a\u{0301}", "\u{FF41}"] {
            #expect(throws: MarkupError.invalidName(name)) { try MarkupRenderer().render(.element(name)) }
            #expect(throws: MarkupError.invalidName(name)) {
                try MarkupRenderer().render(.element("a", attributes: [.attribute(name, "x")]))
            }
        }
        #expect(throws: Never.self) { try MarkupRenderer().render(.element("xlink:href-2")) }
        #expect(try MarkupRenderer().renderString(.element("DIV", attributes: [.attribute("Data-Key:x1", "v")])) == "<DIV Data-Key:x1=\"v\"></DIV>")
        #expect(try MarkupRenderer().renderString(.element("Z")) == "<Z></Z>")
    }

    @Test func eventHandlersAndURLAttributesAsTextAreRefused() {
        #expect(throws: MarkupError.eventHandlerAttribute("onclick")) {
            try MarkupRenderer().render(.element("a", attributes: [.attribute("onclick", "x")]))
        }
        #expect(throws: MarkupError.eventHandlerAttribute("OnLoad")) {
            try MarkupRenderer().render(.element("a", attributes: [.attribute("OnLoad", "x")]))
        }
        // The prefix alone is refused too; a name that only starts with `o` is not.
        #expect(throws: MarkupError.eventHandlerAttribute("on")) {
            try MarkupRenderer().render(.element("a", attributes: [.attribute("on", "x")]))
        }
        #expect(throws: Never.self) { try MarkupRenderer().render(.element("a", attributes: [.attribute("open", "x")])) }
        #expect(throws: MarkupError.urlAttributeAsText("href")) {
            try MarkupRenderer().render(.element("a", attributes: [.attribute("href", "javascript:alert(1)")]))
        }
        #expect(throws: MarkupError.urlAttributeAsText("xlink:href")) {
            try MarkupRenderer(mode: .svg).render(.element("a", attributes: [.attribute("xlink:href", "x")]))
        }
    }

    @Test func duplicateAndUnsafeAttributesAreRefused() {
        #expect(throws: MarkupError.duplicateAttribute("ID")) {
            try MarkupRenderer().render(.element("a", attributes: [.id("x"), .attribute("ID", "y")]))
        }
        #expect(throws: MarkupError.unsafeAttribute("srcdoc")) {
            try MarkupRenderer().render(.element("iframe", attributes: [.attribute("srcdoc", "<script>alert(1)</script>")]))
        }
        for target in ["href", "xlink:href", "onclick", "HREF"] {
            #expect(throws: MarkupError.unsafeAttribute("attributeName")) {
                try MarkupRenderer(mode: .svg).render(.element("set", attributes: [.attribute("attributeName", target)]))
            }
        }
        #expect(throws: Never.self) {
            try MarkupRenderer(mode: .svg).render(.element("animate", attributes: [.attribute("attributeName", "opacity")]))
        }
    }

    @Test func bidiHelpers() throws {
        #expect(Markup.containsBidiControls("a\u{202E}b"))
        #expect(Markup.containsBidiControls("\u{2069}"))
        #expect(!Markup.containsBidiControls("abc 한국어 \u{200F}"))
        let svg = try MarkupRenderer(mode: .svg).renderString(.element("text", children: [.isolatedSVGText("\u{202E}<x>")]))
        #expect(svg == "<text><tspan style=\"unicode-bidi:isolate\">\u{202E}&lt;x&gt;</tspan></text>")
    }

    @Test func textIsRefusedInScriptAndStyle() {
        #expect(throws: MarkupError.textInRawTextElement("script")) {
            try MarkupRenderer().render(.element("script", children: [.text("alert(1)")]))
        }
        #expect(throws: MarkupError.textInRawTextElement("style")) {
            try MarkupRenderer().render(.element("STYLE", children: [.text("x")]))
        }
        // Each way out of the element, in either case; then what only looks like one: another end
        // tag, a `<` at the end, a lone `]`, an end tag cut short.
        let breaking: [(element: String, constant: StaticString)] = [
            ("script", "a</SCRIPT>b"), ("script", "x <!-- y"), ("style", "a { } </sTyLe"), ("style", "a[b]]>c"),
        ]
        for (element, constant) in breaking {
            #expect(throws: MarkupError.constantBreaksOut(element), "\(constant)") {
                try MarkupRenderer().render(.element(element, children: [.constant(constant)]))
            }
        }
        let harmless: [(element: String, constant: StaticString)] = [
            ("script", "if (a < b) { x = '</div>' } else { y[0] = 1 }; z <"), ("style", "</styl"),
        ]
        for (element, constant) in harmless {
            #expect(throws: Never.self, "\(constant)") { try MarkupRenderer().render(.element(element, children: [.constant(constant)])) }
        }
    }

    @Test func constantsInScriptsAreCDATAInXHTML() throws {
        let markup = Markup.element("script", children: [.constant("if (a < b && c) { go() }")])
        #expect(try MarkupRenderer(mode: .html).renderString(markup) == "<script>if (a < b && c) { go() }</script>")
        let xhtml = try MarkupRenderer(mode: .xhtml).renderString(markup)
        #expect(xhtml == "<script>/*<![CDATA[*/if (a < b && c) { go() }/*]]>*/</script>")
        #expect(parse(xhtml).failure == nil)
    }

    @Test func bidiControlsAreKeptInsideBDI() throws {
        let text = "\u{202E}evil\u{202C} \u{2067}x\u{2069}"
        let html = try MarkupRenderer().renderString(.isolated(text))
        #expect(html == "<bdi>\(text)</bdi>")
    }

    @Test func renderingAFewThousandNodesIsFast() throws {
        let rows = (0..<5000).map { Markup.element("li", attributes: [.class("row")], children: [.text("item <\($0)> & \"more\"")]) }
        let started = ContinuousClock.now
        let bytes = try MarkupRenderer().render(.element("ul", children: rows))
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(bytes.count > 100_000)
    }

    /// Any text, rendered and parsed back, is the text (less what no document may hold).
    @Test func textRoundTripsThroughLibxml2() async {
        let pieces = ["<", ">", "&", "\"", "'", "&amp;", "]]>", "\r", "\n", "\t", " ", "a", "한", "日", "\u{202E}",
                      "\u{2028}", "\u{0}", "\u{7F}", "\u{FFFF}", "👩‍👩‍👧", "e\u{301}", "--", "<!--"]
        let piece = zip(Gen.bool, Gen<String?>.element(of: pieces).compactMap { $0 }, Gen.uint32(in: 0...0x10FFFF).map { Unicode.Scalar($0).map { String(Character($0)) } ?? "?" })
            .map { pick, known, any in pick ? known : any }
        await propertyCheck(count: 300, input: piece.array(of: 0...16).map { $0.joined() }) { text in
            let markup = Markup.element("r", attributes: [.attribute("v", text)], children: [.text(text)])
            for mode in [MarkupRenderer.Mode.xhtml, .svg] {
                let rendered = (try? MarkupRenderer(mode: mode).renderString(markup)) ?? ""
                let parsed = parse(rendered)
                #expect(parsed.failure == nil, "\(text.debugDescription)")
                #expect(parsed.root?.text ?? "" == MarkupRenderer.sanitized(text), "\(text.debugDescription)")
                #expect(parsed.root?[attribute: "v"] == MarkupRenderer.sanitized(text), "\(text.debugDescription)")
            }
        }
    }
}
