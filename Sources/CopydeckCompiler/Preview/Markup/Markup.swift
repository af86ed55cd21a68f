/// A node of an HTML or SVG document that escapes by construction: text, attribute values, URLs
/// and inline JSON are escaped for their context when rendered (`MarkupRenderer`), and the only
/// way to write markup unescaped is a `StaticString`, a constant written by us and known at
/// compile time (a stylesheet, a script, an icon).
public struct Markup: Sendable {
    enum Storage: Sendable {
        case element(name: String, attributes: [MarkupAttribute], children: [Markup])
        case text(String)
        case constant(StaticString)
        /// JSON already escaped for a `<script type="application/json">` (see `InlineJSON`).
        case json([UInt8])
        case fragment([Markup])
        /// Markup a `MarkupWriter` wrote, escaped and checked as the renderer would, in its mode.
        case rendered([UInt8], MarkupRenderer.Mode)
        /// What a `MarkupWriter` could not write: the renderer that meets it throws the mistake.
        case failed(MarkupError)
    }

    let storage: Storage

    init(_ storage: Storage) { self.storage = storage }

    /// An element. Its name is checked when rendered (ASCII letters, digits, `-`, `:`).
    public static func element(_ name: String, attributes: [MarkupAttribute] = [], children: [Markup] = []) -> Markup {
        Markup(.element(name: name, attributes: attributes, children: children))
    }

    /// Text, escaped for HTML or XML text.
    public static func text(_ text: String) -> Markup { Markup(.text(text)) }

    /// Markup written by us, known at compile time: the only unescaped output.
    public static func constant(_ markup: StaticString) -> Markup { Markup(.constant(markup)) }

    /// Several nodes side by side, with no element around them.
    public static func fragment(_ children: [Markup]) -> Markup { Markup(.fragment(children)) }

    /// User text isolated from its neighbours' direction: `<bdi>` keeps a right-to-left name or
    /// a planted bidi control (U+202A–U+202E, U+2066–U+2069) from reordering the text around it.
    /// The controls themselves are kept; an override left open inside ends with the `<bdi>`.
    public static func isolated(_ text: String) -> Markup {
        .element("bdi", children: [.text(text)])
    }

    /// The same isolation in SVG, which has no `<bdi>`: a `<tspan>` styled `unicode-bidi:
    /// isolate` (browsers honour the CSS property on SVG text). An override left open inside
    /// ends with the isolate.
    public static func isolatedSVGText(_ text: String) -> Markup {
        .element("tspan", attributes: [.attribute("style", "unicode-bidi:isolate")], children: [.text(text)])
    }

    /// Whether `text` holds a bidi embedding, override or isolate control (U+202A–U+202E,
    /// U+2066–U+2069): such text is best shown isolated (`isolated`) and may be flagged.
    public static func containsBidiControls(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }
    }

    /// `<script type="application/json" id="…">` holding `value`, escaped so that `</script>`,
    /// `<!--` and U+2028/U+2029 in its strings cannot end the script (`InlineJSON`).
    public static func jsonScript(id: String, value: some Encodable) throws(MarkupError) -> Markup {
        jsonScript(id: id, json: try InlineJSON.encode(value))
    }

    /// The same, from JSON already escaped for the script: what `InlineJSON.encode` made, or
    /// bytes written elsewhere and passed through `InlineJSON.escape` (a flow's prototype).
    static func jsonScript(id: String, json: [UInt8]) -> Markup {
        .element("script", attributes: [.attribute("type", "application/json"), .id(id)], children: [Markup(.json(json))])
    }
}
