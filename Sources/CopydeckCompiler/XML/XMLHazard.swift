/// Something in a parsed document that the hardened parser refused to act on: a DOCTYPE (never
/// loaded), an entity declaration (never registered) or a reference to an entity that is not one
/// of XML's five predefined ones (never expanded). Readers turn hazards into diagnostics: the
/// document's text is what its bytes say, nothing more.
public struct XMLHazard: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// `<!DOCTYPE name …>`, with the external identifiers it names (never fetched).
        case doctype(name: String, publicID: String?, systemID: String?)
        /// `<!ENTITY name …>` or `<!ENTITY % name …>` in the internal subset (never registered).
        case entityDeclaration(name: String, parameter: Bool)
        /// `&name;` or `%name;` naming anything but `lt gt amp apos quot` (never expanded; its
        /// text is absent from the parsed document).
        case entityReference(name: String)
    }

    public var kind: Kind
    /// 1-based line where libxml2 was when it met the construct.
    public var line: Int

    public init(_ kind: Kind, line: Int) {
        self.kind = kind
        self.line = line
    }
}

/// The result of a hardened parse: the root when the document is well-formed, the first
/// well-formedness error otherwise, and every hazard met on the way (also when it failed).
public struct XMLParsedDocument: Sendable {
    public var root: XMLElement?
    public var failure: XMLDocumentParser.Failure?
    public var hazards: [XMLHazard]

    public init(root: XMLElement?, failure: XMLDocumentParser.Failure?, hazards: [XMLHazard]) {
        self.root = root
        self.failure = failure
        self.hazards = hazards
    }
}
