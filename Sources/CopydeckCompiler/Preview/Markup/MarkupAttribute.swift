/// An attribute and its value. Values are escaped for a double-quoted attribute; attributes whose
/// value is a URL take a `MarkupURL`, and event handlers (`on…`) are refused when rendered.
public struct MarkupAttribute: Sendable {
    enum Value: Sendable {
        case text(String)
        case url(MarkupURL)
        /// A boolean attribute, written `name=""`.
        case present
    }

    let name: String
    let value: Value

    init(name: String, value: Value) {
        self.name = name
        self.value = value
    }

    /// Any attribute with a text value. A URL attribute (`href`, `src`…) given as text, an event
    /// handler or an invalid name makes rendering fail (`MarkupError`).
    public static func attribute(_ name: String, _ value: String) -> MarkupAttribute {
        MarkupAttribute(name: name, value: .text(value))
    }

    /// A URL attribute (`href`, `src`, `xlink:href`, `action`…).
    public static func url(_ name: String, _ url: MarkupURL) -> MarkupAttribute {
        MarkupAttribute(name: name, value: .url(url))
    }

    /// A boolean attribute (`hidden`, `checked`), written `name=""`.
    public static func flag(_ name: String) -> MarkupAttribute {
        MarkupAttribute(name: name, value: .present)
    }

    public static func href(_ url: MarkupURL) -> MarkupAttribute { .url("href", url) }
    public static func src(_ url: MarkupURL) -> MarkupAttribute { .url("src", url) }
    public static func id(_ id: String) -> MarkupAttribute { .attribute("id", id) }
    public static func `class`(_ names: String) -> MarkupAttribute { .attribute("class", names) }
    public static func title(_ title: String) -> MarkupAttribute { .attribute("title", title) }
    public static func lang(_ lang: String) -> MarkupAttribute { .attribute("lang", lang) }
    /// `dir="auto"`, for an element whose text's direction is unknown.
    public static var dirAuto: MarkupAttribute { .attribute("dir", "auto") }

    /// Attributes whose value a browser follows as a URL: only a `MarkupURL` goes there.
    static func isURLAttribute(_ lowered: String) -> Bool {
        switch lowered.utf8.count {
        case 3: lowered == "src"
        case 4: lowered == "href" || lowered == "cite" || lowered == "data" || lowered == "ping" || lowered == "icon"
        case 6: lowered == "action" || lowered == "poster" || lowered == "srcset" || lowered == "usemap"
        case 7: lowered == "profile"
        case 8: lowered == "codebase" || lowered == "longdesc" || lowered == "manifest"
        case 10: lowered == "formaction" || lowered == "background" || lowered == "xlink:href"
        default: false
        }
    }
}
