/// A parsed XML element as plain Swift values: the rest of the compiler never sees libxml2 pointers.
public struct XMLElement: Equatable, Sendable {
    public var name: String
    /// Namespace URI of the element, if any.
    public var namespace: String?
    /// Attributes in document order.
    public var attributes: [(name: String, value: String)]
    public var children: [XMLChild]
    /// 1-based line of the start tag.
    public var line: Int
    /// The comments just before the element among its siblings (nothing but white space and
    /// other comments between), in order, each as written between `<!--` and `-->`: Android's
    /// note on a string. Not part of the element's equality.
    public var leadingComments: [String] = []

    /// The attributes in a namespace (Android's `tools:ignore`), with it; also in `attributes`
    /// under their local names. Not part of the element's equality.
    public var namespacedAttributes: [NamespacedAttribute] = []

    public struct NamespacedAttribute: Equatable, Sendable {
        public var namespace: String
        public var name: String
        public var value: String
    }

    /// The last of them, the one right above the element.
    public var leadingComment: String? { leadingComments.last }

    public init(name: String, namespace: String? = nil, attributes: [(name: String, value: String)] = [],
                children: [XMLChild] = [], line: Int = 0) {
        self.name = name
        self.namespace = namespace
        self.attributes = attributes
        self.children = children
        self.line = line
    }

    public subscript(attribute name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    public var elements: [XMLElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    public func elements(named name: String) -> [XMLElement] {
        elements.filter { $0.name == name }
    }

    /// The concatenated text of this element and its descendants.
    public var text: String {
        var output = ""
        for child in children {
            switch child {
            case .text(let text): output += text
            case .element(let element): output += element.text
            }
        }
        return output
    }

    public static func == (lhs: XMLElement, rhs: XMLElement) -> Bool {
        lhs.name == rhs.name && lhs.namespace == rhs.namespace && lhs.children == rhs.children
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }
}

public indirect enum XMLChild: Equatable, Sendable {
    case element(XMLElement)
    case text(String)
}
