import CLibXML2

/// What the SAX callbacks of one parse write to. Reached from libxml2's callbacks through the
/// parser context's `_private` pointer; lives exactly as long as the parse.
final class XMLParseRecorder {
    var hazards: [XMLHazard] = []
    /// The first error libxml2 raised: it goes on parsing after a fatal error, and its "last
    /// error" is then a consequence (premature end of data) rather than the cause.
    var firstError: XMLDocumentParser.Failure?
    /// Where `XMLStreamParser` sends events (nil when libxml2 builds a tree).
    var handler: XMLStreamHandler?
    /// Names decoded so far, by libxml2 dictionary pointer.
    var names: [UnsafePointer<xmlChar>: String] = [:]
}

/// The parser options every parse uses, and why each one is (or is not) there:
/// - `NONET`: no network access for anything libxml2 might want to load;
/// - `NOERROR`, `NOWARNING`: nothing printed to stderr (errors come back as values);
/// - `BIG_LINES`: line numbers past 65,535 stay right (a 60,000-entry XLIFF has more lines);
/// - `IGNORE_ENC`: the encoding declaration is not obeyed: input is UTF-8 (or UTF-16 with a
///   byte-order mark), so a declaration cannot switch the bytes to a converter of its choosing.
/// Never `NOENT` (entity substitution), `DTDLOAD`, `DTDATTR`, `DTDVALID` (DTD loading and its
/// defaults), `XINCLUDE` or `HUGE` (which lifts the limits on depth and text size).
let hardenedParserOptions = Int32(
    XML_PARSE_NONET.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue
        | XML_PARSE_BIG_LINES.rawValue | XML_PARSE_IGNORE_ENC.rawValue)

/// Replaces the SAX callbacks through which a document could reach outside its own bytes or
/// grow beyond them. Options alone leave libxml2 registering the internal subset's entities and
/// parsing their replacement text once per first reference (the billion-laughs shape); here no
/// entity is ever registered, so every reference is undeclared: a well-formedness error in a
/// document without an external subset, a warning and nothing inserted in one with it.
func hardenSAX(_ sax: UnsafeMutablePointer<xmlSAXHandler>) {
    sax.pointee.internalSubset = { context, name, publicID, systemID in
        record(context, .doctype(name: text(name) ?? "", publicID: text(publicID), systemID: text(systemID)))
    }
    // Never load the external subset, whatever the options say.
    sax.pointee.externalSubset = { _, _, _, _ in }
    sax.pointee.entityDecl = { context, name, type, _, _, _ in
        let parameter = type == Int32(XML_INTERNAL_PARAMETER_ENTITY.rawValue)
            || type == Int32(XML_EXTERNAL_PARAMETER_ENTITY.rawValue)
        record(context, .entityDeclaration(name: text(name) ?? "", parameter: parameter))
    }
    sax.pointee.unparsedEntityDecl = { context, name, _, _, _ in
        record(context, .entityDeclaration(name: text(name) ?? "", parameter: false))
    }
    sax.pointee.getEntity = { context, name in
        // The parser resolves the five predefined entities itself before asking; anything else
        // is unknown, so it is reported and never expanded.
        if let name, let predefined = xmlGetPredefinedEntity(name) { return predefined }
        // Inside the DTD, libxml2 asks while declaring an entity (is it declared already?):
        // that is not a reference.
        if let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self), parser.pointee.inSubset == 0 {
            record(context, .entityReference(name: text(name) ?? ""))
        }
        return nil
    }
    sax.pointee.getParameterEntity = { context, name in
        record(context, .entityReference(name: "%" + (text(name) ?? "")))
        return nil
    }
    sax.pointee.resolveEntity = { _, _, _ in nil }
    // An undeclared reference in a document with an external subset: nothing is inserted.
    sax.pointee.reference = { _, _ in }
    sax.pointee.serror = { context, error in
        guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self), let box = parser.pointee._private,
              let error, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
        let recorder = Unmanaged<XMLParseRecorder>.fromOpaque(box).takeUnretainedValue()
        guard recorder.firstError == nil else { return }
        recorder.firstError = XMLDocumentParser.Failure(error.pointee)
    }
    sax.pointee.attributeDecl = nil
    sax.pointee.elementDecl = nil
    sax.pointee.notationDecl = nil
    // libxml2 keeps lines past 65,535 only for text nodes; keep them for elements too, in the
    // element's otherwise unused `psvi` pointer (read back by `XMLDocumentParser.line(of:)`).
    sax.pointee.startElementNs = { context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes in
        xmlSAX2StartElementNs(context, localName, prefix, uri, namespaceCount, namespaces, attributeCount, defaulted, attributes)
        guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
              let node = parser.pointee.node, let input = parser.pointee.input,
              input.pointee.line >= 65_535 else { return }
        node.pointee.psvi = UnsafeMutableRawPointer(bitPattern: Int(input.pointee.line))
    }
}

private func text(_ pointer: UnsafePointer<xmlChar>?) -> String? {
    pointer.map { String(cString: $0) }
}

private func record(_ context: UnsafeMutableRawPointer?, _ kind: XMLHazard.Kind) {
    guard let parser = context?.assumingMemoryBound(to: xmlParserCtxt.self),
          let box = parser.pointee._private else { return }
    let recorder = Unmanaged<XMLParseRecorder>.fromOpaque(box).takeUnretainedValue()
    // Each undeclared name is asked for more than once by libxml2 (the parser, then its SAX2
    // fallback): record a name once per line.
    let hazard = XMLHazard(kind, line: Int(parser.pointee.input?.pointee.line ?? 0))
    if recorder.hazards.last != hazard { recorder.hazards.append(hazard) }
}
