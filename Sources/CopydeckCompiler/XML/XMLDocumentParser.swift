import CLibXML2
import Foundation

/// Parses XML with libxml2 into `XMLElement` values, hardened for documents from outside
/// (translators' XLIFF): no network, no DTD loading, no entity ever declared or expanded (see
/// `hardenSAX`), libxml2's default limits on depth and text size. Errors come back as values
/// with line and column; hazards (a DOCTYPE, an entity) as `XMLHazard`s with their lines.
public struct XMLDocumentParser: Sendable {
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        public var line: Int
        public var column: Int

        public init(message: String, line: Int, column: Int) {
            self.message = message
            self.line = line
            self.column = column
        }

        /// libxml2's message, line and column (`int2`), at least 1:1.
        init(_ error: xmlError) {
            message = error.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "not well-formed XML"
            line = max(1, Int(error.line))
            column = max(1, Int(error.int2))
        }
    }

    public init() {}

    /// The root element of a well-formed document. Hazards are inert here too (nothing loaded,
    /// nothing expanded); callers that must report them use `parseDocument`.
    public func parse(_ data: Data, url: String = "document.xml") throws(Failure) -> XMLElement {
        let parsed = parseDocument(data, url: url)
        if let failure = parsed.failure { throw failure }
        guard let root = parsed.root else {
            throw Failure(message: "the document has no root element", line: 1, column: 1)
        }
        return root
    }

    /// Parses and reports everything: the root (nil when the document is not well-formed), the
    /// first error with libxml2's line and column, and the hazards met. `url` is kept for callers'
    /// messages only: nothing is ever resolved against it.
    public func parseDocument(_ data: Data, url: String = "document.xml") -> XMLParsedDocument {
        let recorder = XMLParseRecorder()
        let outcome: (XMLElement?, Failure?) = data.withUnsafeBytes { buffer in
            guard buffer.count < Int(Int32.max) else {
                return (nil, Failure(message: "the document is larger than 2 GiB", line: 1, column: 1))
            }
            // An empty buffer has no base address; libxml2 reports it as an empty document.
            let empty: StaticString = ""
            let base = buffer.baseAddress ?? UnsafeRawPointer(empty.utf8Start)
            guard let context = xmlNewParserCtxt() else {
                return (nil, Failure(message: "cannot allocate an XML parser", line: 1, column: 1))
            }
            defer { xmlFreeParserCtxt(context) }
            if let sax = context.pointee.sax { hardenSAX(sax) }
            context.pointee._private = Unmanaged.passUnretained(recorder).toOpaque()
            let document = xmlCtxtReadMemory(
                context, base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), url, nil, hardenedParserOptions)
            defer { if let document { xmlFreeDoc(document) } }
            guard let document, context.pointee.wellFormed != 0 else { return (nil, recorder.firstError ?? lastError(context)) }
            guard let root = xmlDocGetRootElement(document) else {
                return (nil, Failure(message: "the document has no root element", line: 1, column: 1))
            }
            return (convert(root), nil)
        }
        return XMLParsedDocument(root: outcome.0, failure: outcome.1, hazards: recorder.hazards)
    }

    private func lastError(_ context: xmlParserCtxtPtr) -> Failure {
        guard let error = xmlCtxtGetLastError(context), error.pointee.code != 0 else {
            return Failure(message: "not well-formed XML", line: 1, column: 1)
        }
        return Failure(error.pointee)
    }

    /// Converts iteratively, so a deeply nested document cannot overflow the stack.
    private func convert(_ root: xmlNodePtr) -> XMLElement {
        struct Frame {
            var element: XMLElement
            var next: xmlNodePtr?
            /// The comments met since the last element or text, for the next element.
            var comments: [String] = []
        }
        var namespaces = NamespaceCache()
        var stack = [Frame(element: shell(root, &namespaces), next: root.pointee.children)]
        while true {
            if let child = stack[stack.count - 1].next {
                stack[stack.count - 1].next = child.pointee.next
                switch child.pointee.type {
                case XML_ELEMENT_NODE:
                    var element = shell(child, &namespaces)
                    element.leadingComments = stack[stack.count - 1].comments
                    stack[stack.count - 1].comments = []
                    stack.append(Frame(element: element, next: child.pointee.children))
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = child.pointee.content {
                        let text = String(cString: content)
                        if child.pointee.type == XML_CDATA_SECTION_NODE || text.contains(where: { !$0.isWhitespace }) {
                            stack[stack.count - 1].comments = []
                        }
                        stack[stack.count - 1].element.children.append(.text(text))
                    }
                case XML_COMMENT_NODE:
                    if let content = child.pointee.content { stack[stack.count - 1].comments.append(String(cString: content)) }
                default:
                    break
                }
                continue
            }
            let finished = stack.removeLast().element
            if stack.isEmpty { return finished }
            stack[stack.count - 1].element.children.append(.element(finished))
        }
    }

    /// Namespace URIs are shared by most elements: decode each `xmlNs` once.
    private struct NamespaceCache {
        var last: (UnsafeMutablePointer<xmlNs>, String)?
        mutating func uri(_ ns: UnsafeMutablePointer<xmlNs>?) -> String? {
            guard let ns else { return nil }
            if let last, last.0 == ns { return last.1 }
            guard let href = ns.pointee.href else { return nil }
            let uri = String(cString: href)
            last = (ns, uri)
            return uri
        }
    }

    private func shell(_ node: xmlNodePtr, _ namespaces: inout NamespaceCache) -> XMLElement {
        var attributes: [(name: String, value: String)] = []
        var namespaced: [XMLElement.NamespacedAttribute] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = current.pointee.name.map { String(cString: $0) } ?? ""
            var value = ""
            var part = current.pointee.children
            while let piece = part {
                if piece.pointee.type == XML_TEXT_NODE, let content = piece.pointee.content {
                    value += String(cString: content)
                }
                part = piece.pointee.next
            }
            attributes.append((name, value))
            if let uri = namespaces.uri(current.pointee.ns) {
                namespaced.append(XMLElement.NamespacedAttribute(namespace: uri, name: name, value: value))
            }
            attribute = current.pointee.next
        }
        var element = XMLElement(
            name: node.pointee.name.map { String(cString: $0) } ?? "",
            namespace: namespaces.uri(node.pointee.ns),
            attributes: attributes, line: Self.line(of: node))
        element.namespacedAttributes = namespaced
        return element
    }

    /// libxml2 stores 65,535 for later lines; `hardenSAX` keeps the real one in `psvi`.
    private static func line(of node: xmlNodePtr) -> Int {
        let line = Int(node.pointee.line)
        guard line == 65_535, let kept = node.pointee.psvi else { return line }
        return Int(bitPattern: kept)
    }
}
