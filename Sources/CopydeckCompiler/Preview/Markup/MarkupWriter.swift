/// Writes markup straight to bytes, for the parts of a page too large to build as a `Markup`
/// tree first (a screen's phone frames and copy sheet: thousands of elements a page). The same
/// checks and escaping as `MarkupRenderer`, by the same code: the same structure gives the same
/// bytes, written either way, and the same first mistake. What it wrote becomes a `Markup` node
/// (`markup()`) that a renderer in the same mode copies as it is.
///
/// A mistake (an invalid name, text in a script…) is kept, everything after it is skipped, and
/// the renderer that meets the node throws it: the closures that write stay free of `try`.
///
///     var writer = MarkupWriter(mode: .xhtml)
///     writer.element("p", .class("copy")) { writer in
///         writer.element("b") { $0.text(screen.id) }
///     }
///     let node = writer.markup()
struct MarkupWriter: ~Copyable {
    private var writer: MarkupRenderer.Writer
    /// The `script` or `style` being written into, where text is not allowed.
    private var rawTextParent: String?
    /// How many nodes were written: an element whose body wrote none has no children, as a
    /// tree's element with an empty list (even if a child would have written no bytes).
    private var nodes = 0
    /// The first mistake; nothing is written after it.
    private var failure: MarkupError?

    init(mode: MarkupRenderer.Mode) {
        writer = MarkupRenderer.Writer(mode: mode)
    }

    /// An element and what `body` writes into it.
    mutating func element(_ name: String, _ attributes: MarkupAttribute..., body: (inout MarkupWriter) -> Void = { _ in }) {
        element(name, attributes: attributes, body: body)
    }

    mutating func element(_ name: String, attributes: [MarkupAttribute], body: (inout MarkupWriter) -> Void = { _ in }) {
        guard failure == nil else { return }
        nodes += 1
        let tag: MarkupRenderer.Writer.OpenTag
        do throws(MarkupError) {
            tag = try writer.open(name, attributes: attributes, root: false)
        } catch {
            failure = error
            return
        }
        if tag.isVoid {
            // Children are refused before they are written, as the renderer refuses them.
            var scratch = MarkupWriter(mode: writer.mode)
            body(&scratch)
            guard scratch.nodes == 0 else {
                failure = .childrenOfVoidElement(name)
                return
            }
            writer.closeVoid()
            return
        }
        writer.bytes.append(UInt8(ascii: ">"))
        let (parent, before) = (rawTextParent, nodes)
        rawTextParent = tag.rawText
        body(&self)
        rawTextParent = parent
        guard failure == nil else { return }
        if writer.mode == .svg && nodes == before {
            // An SVG element without children is written `<rect/>`.
            writer.bytes.removeLast()
            writer.append("/>")
            return
        }
        writer.close(name)
    }

    /// Text, escaped.
    mutating func text(_ text: String) {
        guard failure == nil else { return }
        nodes += 1
        if let rawTextParent {
            failure = .textInRawTextElement(rawTextParent)
            return
        }
        writer.appendEscaped(text, attribute: false)
    }

    /// Text isolated from its neighbours' direction, as `Markup.isolated`: the element and its
    /// text, written as `element("bdi") { $0.text(text) }` writes them, without checking a name
    /// known to be valid (every text of a preview page is isolated: a quarter of its elements).
    mutating func isolated(_ text: String) {
        guard failure == nil else { return }
        nodes += 2
        writer.append("<bdi>")
        writer.appendEscaped(text, attribute: false)
        writer.append("</bdi>")
    }

    /// A tree, rendered in place.
    mutating func write(_ markup: Markup) {
        guard failure == nil else { return }
        nodes += 1
        do throws(MarkupError) {
            try writer.write(markup, root: false, rawTextParent: rawTextParent)
        } catch {
            failure = error
        }
    }

    /// What was written, as a node for a tree rendered in the same mode; or the first mistake,
    /// which the renderer throws when it meets the node.
    func markup() -> Markup {
        Markup(failure.map { .failed($0) } ?? .rendered(writer.bytes.array(), writer.mode))
    }
}
