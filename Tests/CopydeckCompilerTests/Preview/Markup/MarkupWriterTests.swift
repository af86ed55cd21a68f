import Foundation
import Testing
@testable import CopydeckCompiler

/// `MarkupWriter` must write what `MarkupRenderer` renders for the same structure, bytes and
/// errors alike: random structures are built both ways and compared.
@Suite struct MarkupWriterTests {
    /// A structure to build both ways.
    indirect enum Node {
        case element(String, [MarkupAttribute], [Node])
        case text(String)
        case isolated(String)

        var markup: Markup {
            switch self {
            case .element(let name, let attributes, let children): .element(name, attributes: attributes, children: children.map(\.markup))
            case .text(let text): .text(text)
            case .isolated(let text): .isolated(text)
            }
        }

        func write(into writer: inout MarkupWriter) {
            switch self {
            case .element(let name, let attributes, let children):
                writer.element(name, attributes: attributes) { writer in
                    for child in children { child.write(into: &writer) }
                }
            case .text(let text): writer.text(text)
            case .isolated(let text): writer.isolated(text)
            }
        }
    }

    /// A seeded generator's pick, so a seed names the structures.
    static func pick<T>(_ values: [T], _ random: inout SeededGenerator) -> T {
        values[Int(random.next() % UInt64(values.count))]
    }

    static let names = ["div", "p", "span", "br", "img", "meta", "script", "style", "rect", "g", "DIV", "bad name", "x:y"]
    static let texts = ["", "plain", "a < b & c > d", "\"quoted\" 'single'", "tab\tnew\nline\rcr", "\u{0}\u{7}\u{7F}\u{85}\u{FFFE}",
                        "한국어", "日本語", "\u{202E}rtl", "</script>", "]]>"]
    static let attributes: [MarkupAttribute] = [.class("a b"), .id("x"), .attribute("data-key", "k.\"<&>"), .dirAuto,
                                                .attribute("ID", "dup"), .attribute("onclick", "x"), .href(MarkupURL("a b.html")),
                                                .attribute("href", "text"), .flag("hidden"), .attribute("attributeName", "href"),
                                                .attribute("bad name", "x")]

    static func node(_ random: inout SeededGenerator, depth: Int) -> Node {
        switch random.next() % 5 {
        case 0: return .text(pick(texts, &random))
        case 1: return .isolated(pick(texts, &random))
        default:
            let name = pick(names, &random)
            let attributes = (0..<Int(random.next() % 3)).map { _ in pick(Self.attributes, &random) }
            let children = depth > 3 ? [] : (0..<Int(random.next() % 4)).map { _ in node(&random, depth: depth + 1) }
            return .element(name, attributes, children)
        }
    }

    static func rendered(_ node: Node, mode: MarkupRenderer.Mode) -> Result<[UInt8], MarkupError> {
        Result { () throws(MarkupError) in try MarkupRenderer(mode: mode).render(.element("body", children: [node.markup])) }
    }

    static func written(_ node: Node, mode: MarkupRenderer.Mode) -> Result<[UInt8], MarkupError> {
        Result { () throws(MarkupError) in
            var writer = MarkupWriter(mode: mode)
            node.write(into: &writer)
            return try MarkupRenderer(mode: mode).render(.element("body", children: [writer.markup()]))
        }
    }

    @Test(arguments: [MarkupRenderer.Mode.html, .xhtml, .svg])
    func writesWhatTheRendererRendersForTheSameStructure(mode: MarkupRenderer.Mode) {
        var random = SeededGenerator(seed: 2026)
        var compared = 0, failures = 0
        for _ in 0..<3_000 {
            let node = Self.node(&random, depth: 0)
            let (rendered, written) = (Self.rendered(node, mode: mode), Self.written(node, mode: mode))
            compared += 1
            if case .failure = rendered { failures += 1 }
            switch (rendered, written) {
            case (.success(let a), .success(let b)):
                #expect(a == b, "\(String(decoding: a, as: UTF8.self)) vs \(String(decoding: b, as: UTF8.self))")
            case (.failure(let a), .failure(let b)):
                #expect(a == b)
            default:
                Issue.record("one way failed, the other did not: \(rendered) vs \(written)")
            }
        }
        // Both kinds were met: structures that render and mistakes that are refused.
        #expect(failures > 100 && compared - failures > 100, "\(failures) of \(compared) refused")
    }

    /// A document as `Data` (`MarkupRenderer.data`, what a preview page is written as) holds the
    /// bytes `render` gives, and refuses what `render` refuses.
    @Test(arguments: [MarkupRenderer.Mode.html, .xhtml, .svg])
    func dataHoldsTheRenderedBytes(mode: MarkupRenderer.Mode) {
        var random = SeededGenerator(seed: 2027)
        var rendered = 0
        for _ in 0..<1_000 {
            let markup = Markup.element("body", children: [Self.node(&random, depth: 0).markup])
            for doctype in [false, true] {
                let bytes = Result { () throws(MarkupError) in try MarkupRenderer(mode: mode).render(markup, doctype: doctype) }
                let data = Result { () throws(MarkupError) in try MarkupRenderer(mode: mode).data(markup, doctype: doctype) }
                switch (bytes, data) {
                case (.success(let bytes), .success(let data)):
                    #expect(Data(bytes) == data)
                    rendered += 1
                case (.failure(let a), .failure(let b)):
                    #expect(a == b)
                default:
                    Issue.record("one way failed, the other did not")
                }
            }
        }
        #expect(rendered > 200)
    }

    @Test func writtenMarkupIsRefusedInAnotherModeAndInAScript() throws {
        var writer = MarkupWriter(mode: .html)
        writer.element("p") { $0.text("x") }
        #expect(throws: MarkupError.renderedInAnotherMode) { try MarkupRenderer(mode: .xhtml).render(writer.markup()) }
        #expect(throws: MarkupError.textInRawTextElement("script")) {
            try MarkupRenderer(mode: .html).render(.element("script", children: [writer.markup()]))
        }
        #expect(try MarkupRenderer(mode: .html).renderString(.element("div", children: [writer.markup()])) == "<div><p>x</p></div>")
    }
}
