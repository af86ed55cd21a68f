import Foundation

/// Reads an XML property list with libxml2 (`XMLDocumentParser`: no network, no external
/// entities, no DTD loading) the way CoreFoundation reads it, which is laxer than XML in one
/// respect: CF writes and reads control characters (U+0000–U+001F but tab and line feed, and
/// U+FFFE, U+FFFF) as they are, and keeps a carriage return, where XML forbids the first and
/// turns the last into a line feed. So before libxml2 sees the text, each of them in character
/// data (text, CDATA, comments) is swapped for a private-use character of planes 15–16
/// (U+F0000 + its value, U+F003E, U+F003F; or the first block of 64 the file does not use),
/// and swapped back in the texts read. Entity references other than XML's five and
/// character references, and entity declarations, are reported (`import.unsupported`) and the
/// file is not read: libxml2 would leave them out of the text.
///
/// Positions: libxml2 gives each element's line; the column is where its `<name` stands on that
/// line, found by a forward scan; both are mapped back to the file's own text.
struct PlistXMLReader {
    let file: SourceFile
    private let prepared: PreparedXML
    private var cursor = 0
    private var positions: SourceFile.LocationCursor
    private(set) var diagnostics: [Diagnostic] = []

    init(file: SourceFile) {
        self.file = file
        self.prepared = PreparedXML(Array(file.text.utf8))
        self.positions = SourceFile.LocationCursor(file)
    }

    /// An XML property list whose value is a dictionary (a `.stringsdict`, an Info.plist): its
    /// entries and the reader (for positions and diagnostics), or nil with the result to return:
    /// a binary property list (`binaryAdvice` says what to do), one that does not parse, or a
    /// value that is not a dictionary (`what` names the file's kind).
    enum RootDictionary {
        case read(entries: [PlistEntry], reader: PlistXMLReader, result: TableReadResult)
        /// Nothing to read: what to return.
        case stopped(TableReadResult)
    }

    static func rootDictionary(_ data: Data, path: String, binaryAdvice: String, what: String) -> RootDictionary {
        let (_, file, start) = StringsFileReader.begin(data, path: path)
        guard var result = start else {
            return .stopped(TableReadResult(diagnostics: [StringsFileReader.binaryDiagnostic(path, binaryAdvice)]))
        }
        var reader = PlistXMLReader(file: file)
        let root = reader.read()
        result.diagnostics += reader.diagnostics
        guard let root else { return .stopped(result) }
        guard case .dictionary(let entries) = root.value else {
            if case .invalid = root.value {} else {
                result.diagnostics.append(reader.diagnostic(Rules.importUnsupported, at: root.location, "\(what) is not a dictionary of keys"))
            }
            return .stopped(result)
        }
        return .read(entries: entries, reader: reader, result: result)
    }

    /// The document's one value (inside `<plist>`), or nil with diagnostics.
    mutating func read() -> PlistNode? {
        for offset in prepared.entityOffsets.prefix(20) {
            diagnostics.append(diagnostic(Rules.xmlEntity, at: location(ofOriginal: offset),
                "an entity declaration or reference other than XML's five; CoreFoundation does not read them and libxml2 would leave them out of the text, so the file is not imported"))
        }
        guard prepared.entityOffsets.isEmpty else { return nil }
        let root: XMLElement
        do {
            root = try XMLDocumentParser().parse(Data(prepared.bytes))
        } catch {
            diagnostics.append(diagnostic(Rules.importSyntax, at: location(line: error.line, column: error.column),
                                          "not well-formed XML: \(error.message); fix the file, or export it again from Xcode"))
            return nil
        }
        guard root.name == "plist" else {
            diagnostics.append(diagnostic(Rules.importUnsupported, at: locate(root), "the root element is `<\(root.name)>`, not `<plist>`: not a property list"))
            return nil
        }
        let rootLocation = locate(root)
        var values: [XMLElement] = []
        for child in root.children {
            switch child {
            case .element(let element): values.append(element)
            case .text(let text):
                if !isSpace(text) {
                    diagnostics.append(diagnostic(Rules.importSyntax, at: rootLocation, "text outside any value in `<plist>`"))
                    return nil
                }
            }
        }
        guard values.count == 1, let value = values.first else {
            diagnostics.append(diagnostic(Rules.importSyntax, at: rootLocation, "`<plist>` should hold one value, not \(values.count)"))
            return nil
        }
        return node(value)
    }

    /// Converts an element: dictionaries and strings in full, other values by name.
    private mutating func node(_ element: XMLElement) -> PlistNode {
        let location = locate(element)
        switch element.name {
        case "string", "key":
            guard let text = text(of: element, at: location) else { return PlistNode(value: .invalid, location: location) }
            return PlistNode(value: .string(text), location: location)
        case "dict":
            return PlistNode(value: .dictionary(entries(of: element, at: location)), location: location)
        case "array", "integer", "real", "true", "false", "date", "data":
            return PlistNode(value: .other(element.name), location: location)
        default:
            diagnostics.append(diagnostic(Rules.importSyntax, at: location, "`<\(element.name)>` is not an element of property lists"))
            return PlistNode(value: .invalid, location: location)
        }
    }

    /// A `<dict>`'s `<key>` and value pairs, in document order. A key without a value, or a value
    /// without a key, is reported and left out; the other pairs are read.
    private mutating func entries(of element: XMLElement, at location: SourceLocation) -> [PlistEntry] {
        var entries: [PlistEntry] = []
        var pendingKey: (text: String?, location: SourceLocation)?
        for child in element.children {
            switch child {
            case .text(let text):
                if !isSpace(text) {
                    let preprocessor = text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("#")
                    diagnostics.append(diagnostic(Rules.importSyntax, at: location, preprocessor
                        ? "a C preprocessor line (`\(text.trimmingCharacters(in: .whitespacesAndNewlines).prefix { $0 != "\n" })`) between the elements of a `<dict>`: Xcode preprocesses this file (INFOPLIST_PREPROCESS), and until then it is no property list; adopt the Info.plist of a built app, or its texts' InfoPlist.strings"
                        : "text between the elements of a `<dict>`"))
                }
            case .element(let child) where child.name == "key":
                let keyLocation = locate(child)
                if let pending = pendingKey {
                    diagnostics.append(diagnostic(Rules.importSyntax, at: pending.location, "this `<key>` has no value"))
                }
                pendingKey = (text(of: child, at: keyLocation), keyLocation)
            case .element(let child):
                let value = node(child)
                guard let key = pendingKey else {
                    diagnostics.append(diagnostic(Rules.importSyntax, at: value.location, "a value without a `<key>` before it"))
                    continue
                }
                pendingKey = nil
                if let text = key.text { entries.append(PlistEntry(key: text, keyLocation: key.location, node: value)) }
            }
        }
        if let pending = pendingKey {
            diagnostics.append(diagnostic(Rules.importSyntax, at: pending.location, "this `<key>` has no value"))
        }
        return entries
    }

    /// The text of a `<key>` or `<string>`, control characters restored; nil (reported) when it
    /// holds an element.
    private mutating func text(of element: XMLElement, at location: SourceLocation) -> String? {
        var text = ""
        for child in element.children {
            switch child {
            case .text(let part): text += part
            case .element(let inner):
                diagnostics.append(diagnostic(Rules.importSyntax, at: location, "`<\(element.name)>` holds an element (`<\(inner.name)>`), not text"))
                return nil
            }
        }
        return prepared.swapped ? prepared.restore(text) : text
    }

    private func isSpace(_ text: String) -> Bool {
        let restored = prepared.swapped ? prepared.restore(text) : text
        return restored.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    // MARK: Positions

    /// Where an element's `<name` stands: on libxml2's line, at or after the last element found.
    private mutating func locate(_ element: XMLElement) -> SourceLocation {
        let bytes = prepared.bytes
        let lineIndex = min(max(element.line, 1), prepared.lineStarts.count) - 1
        let lineStart = prepared.lineStarts[lineIndex]
        let lineEnd = lineIndex + 1 < prepared.lineStarts.count ? prepared.lineStarts[lineIndex + 1] : bytes.count
        let name = Array(element.name.utf8)
        // On the line libxml2 names; past it when libxml2 counts lines otherwise (it does not
        // count a lone CR), on from the last element found, as elements come in order.
        guard let offset = Self.find(name, in: bytes, from: max(cursor, lineStart), to: lineEnd)
                ?? Self.find(name, in: bytes, from: cursor, to: bytes.count) else {
            return location(ofOriginal: prepared.originalOffset(lineStart))
        }
        cursor = offset + 1
        return location(ofOriginal: prepared.originalOffset(offset))
    }

    /// Where `<name` followed by the end of a name starts in `bytes[from..<to]`.
    private static func find(_ name: [UInt8], in bytes: [UInt8], from: Int, to: Int) -> Int? {
        var offset = from
        while offset + name.count < to {
            if bytes[offset] == UInt8(ascii: "<"), bytes[(offset + 1)...].starts(with: name) {
                let after = offset + 1 + name.count
                if after >= bytes.count || [UInt8(ascii: ">"), UInt8(ascii: "/"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) { return offset }
            }
            offset += 1
        }
        return nil
    }

    /// A libxml2 position (line, column in characters of the prepared text) in the file.
    private mutating func location(line: Int, column: Int) -> SourceLocation {
        let lineIndex = min(max(line, 1), prepared.lineStarts.count) - 1
        let bytes = prepared.bytes
        var offset = prepared.lineStarts[lineIndex]
        let lineEnd = lineIndex + 1 < prepared.lineStarts.count ? prepared.lineStarts[lineIndex + 1] : bytes.count
        var remaining = max(column, 1) - 1
        while remaining > 0, offset < lineEnd, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
            offset += bytes[offset] < 0x80 ? 1 : UTF8.scalarLength(lead: bytes[offset])
            remaining -= 1
        }
        return location(ofOriginal: prepared.originalOffset(min(offset, bytes.count)))
    }

    mutating func location(ofOriginal offset: Int) -> SourceLocation {
        positions.location(ofByte: offset)
    }

    func diagnostic(_ rule: RuleDescriptor, at location: SourceLocation, _ message: String, severity: Severity? = nil) -> Diagnostic {
        Diagnostic(rule: rule.id, severity: severity ?? rule.defaultSeverity,
                   range: SourceRange(file: file.path, start: location), message: message)
    }
}
