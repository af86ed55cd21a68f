import CLibXML2
import Foundation

/// Receives a document as events, in document order, from `XMLStreamParser`.
public protocol XMLStreamHandler: AnyObject {
    /// An element starts; `line` is where its start tag ends (libxml2's element line).
    func startElement(name: String, namespace: String?, attributes: [(name: String, value: String)], line: Int)
    /// A piece of an element's text (character data or CDATA), UTF-8, entities already decoded;
    /// valid only during the call. Adjacent pieces belong together.
    func characters(_ bytes: UnsafeBufferPointer<UInt8>)
    func endElement()
}

/// The hardened parser of `XMLDocumentParser` without a tree: libxml2's SAX2 events go
/// straight to a handler, so a 25 MB XLIFF file is read without building (and freeing) a
/// libxml2 document and a second tree of Swift values. Same options, same hazards, same
/// first error.
public struct XMLStreamParser: Sendable {
    public init() {}

    /// Parses `data`, sending events to `handler` until the first well-formedness error (after
    /// which no event is sent). Returns that error, if any, and the hazards met.
    public func parse(_ data: Data, url: String = "document.xml", handler: XMLStreamHandler) -> (failure: XMLDocumentParser.Failure?, hazards: [XMLHazard]) {
        let recorder = XMLParseRecorder()
        recorder.handler = handler
        let failure: XMLDocumentParser.Failure? = data.withUnsafeBytes { buffer in
            guard buffer.count < Int(Int32.max) else {
                return XMLDocumentParser.Failure(message: "the document is larger than 2 GiB", line: 1, column: 1)
            }
            let empty: StaticString = ""
            let base = buffer.baseAddress ?? UnsafeRawPointer(empty.utf8Start)
            guard let context = xmlNewParserCtxt() else {
                return XMLDocumentParser.Failure(message: "cannot allocate an XML parser", line: 1, column: 1)
            }
            defer { xmlFreeParserCtxt(context) }
            if let sax = context.pointee.sax {
                hardenSAX(sax)
                streamSAX(sax)
            }
            context.pointee._private = Unmanaged.passUnretained(recorder).toOpaque()
            let document = xmlCtxtReadMemory(
                context, base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), url, nil, hardenedParserOptions)
            if let document { xmlFreeDoc(document) }
            guard document != nil, context.pointee.wellFormed != 0 else {
                if let first = recorder.firstError { return first }
                guard let error = xmlCtxtGetLastError(context), error.pointee.code != 0 else {
                    return XMLDocumentParser.Failure(message: "not well-formed XML", line: 1, column: 1)
                }
                return XMLDocumentParser.Failure(error.pointee)
            }
            return nil
        }
        return (failure, recorder.hazards)
    }
}

/// Element and text callbacks that build nothing and call the recorder's handler instead.
private func streamSAX(_ sax: UnsafeMutablePointer<xmlSAXHandler>) {
    sax.pointee.startElementNs = { context, localName, _, uri, _, _, attributeCount, _, attributes in
        guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self), let recorder = streamRecorder(parser),
              let handler = recorder.handler, parser.pointee.wellFormed != 0 else { return }
        var values: [(name: String, value: String)] = []
        if let attributes, attributeCount > 0 {
            values.reserveCapacity(Int(attributeCount))
            for index in 0..<Int(attributeCount) {
                guard let name = attributes[index * 5], let start = attributes[index * 5 + 3], let end = attributes[index * 5 + 4] else { continue }
                var value = String(decoding: UnsafeBufferPointer(start: start, count: end - start), as: UTF8.self)
                // With entity substitution off, libxml2 hands a `&` of the value over as `&#38;`
                // (every other reference is already decoded, and no other entity exists).
                if value.utf8.contains(UInt8(ascii: "&")) { value = value.replacingOccurrences(of: "&#38;", with: "&") }
                values.append((recorder.name(name), value))
            }
        }
        let line = Int(parser.pointee.input?.pointee.line ?? 0)
        handler.startElement(name: localName.map(recorder.name) ?? "", namespace: uri.map(recorder.name), attributes: values, line: line)
    }
    sax.pointee.endElementNs = { context, _, _, _ in
        guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self), let recorder = streamRecorder(parser),
              parser.pointee.wellFormed != 0 else { return }
        recorder.handler?.endElement()
    }
    let characters: charactersSAXFunc = { context, text, length in
        guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self), let recorder = streamRecorder(parser),
              parser.pointee.wellFormed != 0, let text, length > 0 else { return }
        recorder.handler?.characters(UnsafeBufferPointer(start: text, count: Int(length)))
    }
    sax.pointee.characters = characters
    sax.pointee.ignorableWhitespace = characters
    sax.pointee.cdataBlock = characters
    sax.pointee.comment = nil
    sax.pointee.processingInstruction = nil
}

private func streamRecorder(_ parser: UnsafeMutablePointer<xmlParserCtxt>) -> XMLParseRecorder? {
    parser.pointee._private.map { Unmanaged<XMLParseRecorder>.fromOpaque($0).takeUnretainedValue() }
}

extension XMLParseRecorder {
    /// Names and namespace URIs come from libxml2's dictionary: one pointer per distinct name,
    /// decoded once.
    func name(_ pointer: UnsafePointer<xmlChar>) -> String {
        if let known = names[pointer] { return known }
        let decoded = String(cString: pointer)
        names[pointer] = decoded
        return decoded
    }
}
