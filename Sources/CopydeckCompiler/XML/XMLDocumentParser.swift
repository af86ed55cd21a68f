import CLibXML2
import Foundation

/// Parses XML with libxml2 into `XMLElement` values. Network access and external entities are
/// disabled; errors come back as values with line and column.
public struct XMLDocumentParser: Sendable {
    public struct Failure: Error, Equatable, Sendable {
        public var message: String
        public var line: Int
        public var column: Int
    }

    public init() {}

    public func parse(_ data: Data, url: String = "document.xml") throws(Failure) -> XMLElement {
        // BIG_LINES: without it libxml2 stores an element's line in 16 bits, and every element
        // past line 65,535 says 65,535 (a .stringsdict of a few thousand plurals gets there).
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue | XML_PARSE_BIG_LINES.rawValue)
        guard let context = xmlNewParserCtxt() else { throw Failure(message: "cannot allocate an XML parser", line: 0, column: 0) }
        defer { xmlFreeParserCtxt(context) }
        let document: xmlDocPtr? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress?.assumingMemoryBound(to: CChar.self) else { return nil }
            return xmlCtxtReadMemory(context, base, Int32(buffer.count), url, "UTF-8", options)
        }
        guard let document else { throw lastError(context) }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document) else {
            throw Failure(message: "the document has no root element", line: 1, column: 1)
        }
        return convert(root)
    }

    private func lastError(_ context: xmlParserCtxtPtr) -> Failure {
        guard let error = xmlCtxtGetLastError(context) else { return Failure(message: "not well-formed XML", line: 0, column: 0) }
        let message = error.pointee.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "not well-formed XML"
        return Failure(message: message, line: Int(error.pointee.line), column: Int(error.pointee.int2))
    }

    /// Converts iteratively, so a deeply nested document cannot overflow the stack.
    private func convert(_ root: xmlNodePtr) -> XMLElement {
        struct Frame { var node: xmlNodePtr; var element: XMLElement; var next: xmlNodePtr? }
        var stack = [Frame(node: root, element: shell(root), next: root.pointee.children)]
        while true {
            if let child = stack[stack.count - 1].next {
                stack[stack.count - 1].next = child.pointee.next
                switch child.pointee.type {
                case XML_ELEMENT_NODE:
                    stack.append(Frame(node: child, element: shell(child), next: child.pointee.children))
                case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                    if let content = xmlNodeGetContent(child) {
                        stack[stack.count - 1].element.children.append(.text(String(cString: content)))
                        copydeck_xml_free(content)
                    }
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

    private func shell(_ node: xmlNodePtr) -> XMLElement {
        var attributes: [(String, String)] = []
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = current.pointee.name.map { String(cString: $0) } ?? ""
            var value = ""
            if let content = xmlNodeListGetString(node.pointee.doc, current.pointee.children, 1) {
                value = String(cString: content)
                copydeck_xml_free(content)
            }
            attributes.append((name, value))
            attribute = current.pointee.next
        }
        return XMLElement(
            name: node.pointee.name.map { String(cString: $0) } ?? "",
            namespace: node.pointee.ns?.pointee.href.map { String(cString: $0) },
            attributes: attributes, line: Int(xmlGetLineNo(node)))
    }
}
