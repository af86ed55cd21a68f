/// Why a markup tree was not rendered: each case is a mistake in the program writing it, never in
/// the copy (copy is always escaped), so a test meets it and a user never does.
public enum MarkupError: Error, Equatable, Sendable {
    /// An element or attribute name other than ASCII letters, digits, `-` and `:`.
    case invalidName(String)
    /// An event handler attribute (`onclick`…): scripts are constants, never attributes.
    case eventHandlerAttribute(String)
    /// A URL attribute (`href`…) given as text instead of a `MarkupURL`.
    case urlAttributeAsText(String)
    /// The same attribute twice on one element (not well-formed XML, ambiguous HTML).
    case duplicateAttribute(String)
    /// An attribute whose value a browser reads as markup or script however it is escaped:
    /// `srcdoc`, or an SVG `attributeName` naming a URL attribute or an event handler.
    case unsafeAttribute(String)
    /// A void element (`br`, `img`…) given children.
    case childrenOfVoidElement(String)
    /// Text in `<script>` or `<style>`, where HTML does not decode entities: only constants and
    /// inline JSON go there.
    case textInRawTextElement(String)
    /// A constant that would end its `<script>`/`<style>` or its CDATA section early.
    case constantBreaksOut(String)
    /// The value could not be encoded as JSON.
    case jsonEncoding(String)
    /// Markup a `MarkupWriter` wrote for HTML placed in XHTML, or the other way round.
    case renderedInAnotherMode
}
