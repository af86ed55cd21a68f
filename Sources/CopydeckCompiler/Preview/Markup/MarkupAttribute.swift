/// An attribute and its value. Values are escaped for a double-quoted attribute; attributes whose
/// value is a URL take a `MarkupURL`, and event handlers (`on…`) are refused when rendered.
public struct MarkupAttribute: Sendable {
    enum Kind: UInt8, Sendable {
        case text
        /// A `MarkupURL`'s text.
        case url
        /// A boolean attribute, written `name=""`.
        case present
    }

    let name: String
    let kind: Kind
    /// The text, or the URL's; empty for a boolean attribute. (One string beside the kind, not
    /// an enum's payload: the renderer reads millions a build, and copying an enum with payloads
    /// out of an attribute is a call of its own.)
    let value: String

    init(name: String, kind: Kind, value: String) {
        self.name = name
        self.kind = kind
        self.value = value
    }

    /// Any attribute with a text value. A URL attribute (`href`, `src`…) given as text, an event
    /// handler or an invalid name makes rendering fail (`MarkupError`).
    public static func attribute(_ name: String, _ value: String) -> MarkupAttribute {
        MarkupAttribute(name: name, kind: .text, value: value)
    }

    /// A URL attribute (`href`, `src`, `xlink:href`, `action`…).
    public static func url(_ name: String, _ url: MarkupURL) -> MarkupAttribute {
        MarkupAttribute(name: name, kind: .url, value: url.value)
    }

    /// A boolean attribute (`hidden`, `checked`), written `name=""`.
    public static func flag(_ name: String) -> MarkupAttribute {
        MarkupAttribute(name: name, kind: .present, value: "")
    }

    public static func href(_ url: MarkupURL) -> MarkupAttribute { .url("href", url) }
    public static func src(_ url: MarkupURL) -> MarkupAttribute { .url("src", url) }
    public static func id(_ id: String) -> MarkupAttribute { .attribute("id", id) }
    public static func `class`(_ names: String) -> MarkupAttribute { .attribute("class", names) }
    public static func title(_ title: String) -> MarkupAttribute { .attribute("title", title) }
    public static func lang(_ lang: String) -> MarkupAttribute { .attribute("lang", lang) }
    /// `dir="auto"`, for an element whose text's direction is unknown.
    public static var dirAuto: MarkupAttribute { .attribute("dir", "auto") }

    /// Attributes whose value a browser follows as a URL, in lower case: only a `MarkupURL`
    /// goes there (`MarkupName.isURLAttribute`).
    static let urlAttributes = ["src", "href", "cite", "data", "ping", "icon", "action", "poster", "srcset", "usemap", "profile",
                                "codebase", "longdesc", "manifest", "formaction", "background", "xlink:href"]
}
