import CLibXML2
import Foundation

/// Validates documents against a W3C XML Schema with libxml2's validator: the oracle that proves
/// generated XLIFF is XLIFF 1.2 strict. The schema is read from a local file (its imports are
/// resolved next to it, with network access forbidden); documents are parsed hardened, as
/// everywhere in this layer.
public final class XMLSchemaValidator: @unchecked Sendable {
    public struct Problem: Hashable, Sendable, CustomStringConvertible {
        public var message: String
        public var line: Int
        public var description: String { "\(line): \(message)" }
    }

    public struct LoadError: Error, CustomStringConvertible {
        public var description: String
    }

    private let schema: xmlSchemaPtr
    /// libxml2's validation context is not thread-safe; one validation at a time.
    private let lock = NSLock()

    /// Loads the schema at `path` (a local file).
    public init(schemaAt path: String) throws(LoadError) {
        guard let parser = xmlSchemaNewParserCtxt(path) else { throw LoadError(description: "cannot read the schema at \(path)") }
        defer { xmlSchemaFreeParserCtxt(parser) }
        let collector = ProblemCollector()
        let box = Unmanaged.passRetained(collector)
        defer { box.release() }
        xmlSchemaSetParserStructuredErrors(parser, collectProblem, box.toOpaque())
        guard let schema = xmlSchemaParse(parser) else {
            throw LoadError(description: "the schema at \(path) does not load: \(collector.problems.map(\.description).joined(separator: "; "))")
        }
        self.schema = schema
    }

    deinit { xmlSchemaFree(schema) }

    /// Every validity problem of `data` (empty when it is valid), or a single problem for a
    /// document that is not well-formed.
    public func validate(_ data: Data) -> [Problem] {
        lock.lock()
        defer { lock.unlock() }
        let collector = ProblemCollector()
        let box = Unmanaged.passRetained(collector)
        defer { box.release() }
        let document: xmlDocPtr? = data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress, buffer.count < Int(Int32.max), let context = xmlNewParserCtxt() else { return nil }
            defer { xmlFreeParserCtxt(context) }
            if let sax = context.pointee.sax { hardenSAX(sax) }
            return xmlCtxtReadMemory(context, base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), "document.xml", nil, hardenedParserOptions)
        }
        guard let document else { return [Problem(message: "not well-formed XML", line: 1)] }
        defer { xmlFreeDoc(document) }
        guard let validation = xmlSchemaNewValidCtxt(schema) else { return [Problem(message: "cannot allocate a schema validator", line: 1)] }
        defer { xmlSchemaFreeValidCtxt(validation) }
        xmlSchemaSetValidStructuredErrors(validation, collectProblem, box.toOpaque())
        let result = xmlSchemaValidateDoc(validation, document)
        if result != 0 && collector.problems.isEmpty {
            return [Problem(message: "invalid (libxml2 code \(result))", line: 1)]
        }
        return collector.problems
    }
}

private final class ProblemCollector {
    var problems: [XMLSchemaValidator.Problem] = []
}

private func collectProblem(_ context: UnsafeMutableRawPointer?, _ error: xmlErrorPtr?) {
    guard let context, let error else { return }
    let collector = Unmanaged<ProblemCollector>.fromOpaque(context).takeUnretainedValue()
    let message = error.pointee.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) } ?? "invalid"
    collector.problems.append(XMLSchemaValidator.Problem(message: message, line: Int(error.pointee.line)))
}
