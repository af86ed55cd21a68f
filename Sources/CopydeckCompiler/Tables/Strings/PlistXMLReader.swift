import Foundation

/// An XML property list as far as string tables need it: dictionaries and strings, every other
/// value by its element's name; each with where its element starts.
struct PlistNode {
    indirect enum Value {
        case string(String)
        case dictionary([PlistEntry])
        /// `array`, `integer`, `real`, `true`, `false`, `date` or `data`.
        case other(String)
        /// A dictionary or string that is not well formed; a diagnostic says why.
        case invalid
    }

    var value: Value
    var location: SourceLocation
}

struct PlistEntry {
    var key: String
    var keyLocation: SourceLocation
    var node: PlistNode
}

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

    /// The document's one value (inside `<plist>`), or nil with diagnostics.
    mutating func read() -> PlistNode? {
        for offset in prepared.entityOffsets.prefix(20) {
            diagnostics.append(diagnostic(Rules.importUnsupported, at: location(ofOriginal: offset),
                "an entity declaration or reference other than XML's five; CoreFoundation does not read them and libxml2 would leave them out of the text, so the file is not imported"))
        }
        guard prepared.entityOffsets.isEmpty else { return nil }
        let root: XMLElement
        do {
            root = try XMLDocumentParser().parse(Data(prepared.bytes))
        } catch {
            diagnostics.append(diagnostic(Rules.importSyntax, at: location(line: error.line, column: error.column),
                                          "not well-formed XML: \(error.message)"))
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
                    diagnostics.append(diagnostic(Rules.importSyntax, at: location, "text between the elements of a `<dict>`"))
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
        var offset = max(cursor, lineStart)
        while offset + name.count < lineEnd {
            if bytes[offset] == UInt8(ascii: "<"), bytes[(offset + 1)...].starts(with: name) {
                let after = offset + 1 + name.count
                if after >= bytes.count || [UInt8(ascii: ">"), UInt8(ascii: "/"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[after]) {
                    cursor = offset + 1
                    return location(ofOriginal: prepared.originalOffset(offset))
                }
            }
            offset += 1
        }
        return location(ofOriginal: prepared.originalOffset(lineStart))
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

/// The text libxml2 is given (see `PlistXMLReader`), how to map its offsets back, and the entity
/// declarations and references found on the way.
struct PreparedXML {
    /// What libxml2 parses.
    let bytes: [UInt8]
    /// Where each line of `bytes` starts (after LF, CRLF or a lone CR, as libxml2 and
    /// `SourceFile` count lines).
    let lineStarts: [Int]
    /// Whether control characters were swapped for private-use ones.
    let swapped: Bool
    /// Offsets in `bytes` where a swapped character starts, and how many bytes longer the swap is
    /// than the original, summed up to and including it.
    private let swaps: [(offset: Int, growth: Int)]
    /// Offsets in the original text of entity declarations and references.
    let entityOffsets: [Int]

    /// The first of the 64 private-use characters the swapped ones become: U+F0000, or the
    /// first block of 64 of planes 15 and 16 that the text does not use.
    let swapBase: UInt32

    init(_ original: [UInt8]) {
        if Self.isPlain(original) {
            // The usual file: nothing to swap, no entity; libxml2 reads it as it is.
            self.bytes = original
            self.lineStarts = Self.lineStarts(original)
            self.swaps = []
            self.swapped = false
            self.entityOffsets = []
            self.swapBase = 0xF0000
            return
        }
        var output: [UInt8] = []
        var swaps: [(offset: Int, growth: Int)] = []
        var entities: [Int] = []
        let base = Self.freeBlock(original)
        let canSwap = base != nil
        let swapPrefix = Self.utf8(base ?? 0xF0000).dropLast()
        self.swapBase = base ?? 0xF0000
        output.reserveCapacity(original.count + 16)
        enum State { case text, tag(quote: UInt8?), comment, cdata, instruction, declaration(depth: Int, quote: UInt8?) }
        var state = State.text
        var growth = 0
        var index = 0
        func starts(_ literal: String, at offset: Int) -> Bool {
            original[offset...].starts(with: literal.utf8)
        }
        while index < original.count {
            let byte = original[index]
            var swapValue: UInt8?
            var length = 1
            switch state {
            case .text, .comment, .cdata:
                if case .text = state {
                    if byte == UInt8(ascii: "<") {
                        if starts("<!--", at: index) { state = .comment; output.append(contentsOf: "<!--".utf8); index += 4; continue }
                        if starts("<![CDATA[", at: index) { state = .cdata; output.append(contentsOf: "<![CDATA[".utf8); index += 9; continue }
                        if starts("<?", at: index) { state = .instruction }
                        else if starts("<!", at: index) { state = .declaration(depth: 0, quote: nil) }
                        else { state = .tag(quote: nil) }
                    } else if byte == UInt8(ascii: "&"), Self.isEntityReference(original, at: index) {
                        entities.append(index)
                    }
                } else if case .comment = state, starts("-->", at: index) {
                    state = .text; output.append(contentsOf: "-->".utf8); index += 3; continue
                } else if case .cdata = state, starts("]]>", at: index) {
                    state = .text; output.append(contentsOf: "]]>".utf8); index += 3; continue
                }
                if canSwap {
                    if byte < 0x20 && byte != 0x09 && byte != 0x0A {
                        swapValue = byte
                    } else if byte == 0xEF, index + 2 < original.count, original[index + 1] == 0xBF, original[index + 2] == 0xBE || original[index + 2] == 0xBF {
                        swapValue = original[index + 2] == 0xBE ? 0x3E : 0x3F
                        length = 3
                    }
                }
            case .tag(let quote):
                if let quote {
                    if byte == quote { state = .tag(quote: nil) }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    state = .tag(quote: byte)
                } else if byte == UInt8(ascii: ">") {
                    state = .text
                }
            case .instruction:
                if starts("?>", at: index) { state = .text; output.append(contentsOf: "?>".utf8); index += 2; continue }
            case .declaration(let depth, let quote):
                if let quote {
                    if byte == quote { state = .declaration(depth: depth, quote: nil) }
                } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    state = .declaration(depth: depth, quote: byte)
                } else if byte == UInt8(ascii: "[") {
                    state = .declaration(depth: depth + 1, quote: nil)
                } else if byte == UInt8(ascii: "]") {
                    state = .declaration(depth: max(depth - 1, 0), quote: nil)
                } else if byte == UInt8(ascii: ">"), depth == 0 {
                    state = .text
                } else if starts("<!ENTITY", at: index) || (byte == UInt8(ascii: "%") && depth > 0) {
                    entities.append(index)
                }
            }
            if let swapValue {
                output.append(contentsOf: swapPrefix)
                output.append(0x80 | swapValue)
                growth += 4 - length
                swaps.append((output.count - 4, growth))
                index += length
            } else {
                output.append(byte)
                index += 1
            }
        }
        self.bytes = output
        self.lineStarts = Self.lineStarts(output)
        self.swaps = swaps
        self.swapped = !swaps.isEmpty
        self.entityOffsets = entities
    }

    /// Where each line starts: after LF, CR LF or a lone CR.
    private static func lineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(bytes.count / 24)
        var offset = 0
        while offset < bytes.count {
            if bytes[offset] == 0x0A {
                starts.append(offset + 1)
            } else if bytes[offset] == 0x0D {
                if offset + 1 < bytes.count, bytes[offset + 1] == 0x0A { offset += 1 }
                starts.append(offset + 1)
            }
            offset += 1
        }
        return starts
    }

    /// Whether the text has nothing to swap (no control character but tab and LF, no U+FFFE or
    /// U+FFFF) and no entity (no `&` but XML's five and character references, no internal DTD
    /// subset), so it can go to libxml2 as it is. Only a quick look: a false "no" costs a pass.
    private static func isPlain(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x09, 0x0A: break
            case 0..<0x20: return false
            case 0xEF where index + 2 < bytes.count && bytes[index + 1] == 0xBF && (bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF):
                return false
            case UInt8(ascii: "&"):
                if isEntityReference(bytes, at: index) { return false }
            case UInt8(ascii: "<") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "!"):
                if bytes[index...].starts(with: "<!ENTITY".utf8) { return false }
                if bytes[index...].starts(with: "<!DOCTYPE".utf8) {
                    var end = index
                    while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
                        if bytes[end] == UInt8(ascii: "[") { return false }
                        end += 1
                    }
                }
            default: break
            }
            index += 1
        }
        return true
    }

    /// The offset in the original text of an offset in `bytes`.
    func originalOffset(_ offset: Int) -> Int {
        guard !swaps.isEmpty else { return offset }
        // The last swap that starts before `offset`.
        var low = 0, high = swaps.count
        while low < high {
            let middle = (low + high) / 2
            if swaps[middle].offset < offset { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? offset : offset - swaps[low - 1].growth
    }

    /// Puts the swapped control characters back.
    func restore(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        var changed = false
        for scalar in text.unicodeScalars {
            if scalar.value >= swapBase && scalar.value < swapBase + 0x40 {
                let value = scalar.value - swapBase
                let original: UInt32 = value == 0x3E ? 0xFFFE : value == 0x3F ? 0xFFFF : value
                scalars.append(Unicode.Scalar(original) ?? scalar)
                changed = true
            } else {
                scalars.append(scalar)
            }
        }
        return changed ? String(scalars) : text
    }

    /// The first block of 64 characters from U+F0000 on (each block aligned so only the last
    /// UTF-8 byte varies) that the text does not use, or nil when it uses them all.
    private static func freeBlock(_ bytes: [UInt8]) -> UInt32? {
        var used = Set<UInt32>()
        var index = 0
        while index + 3 < bytes.count {
            if bytes[index] == 0xF3 || bytes[index] == 0xF4 {
                let value = UInt32(bytes[index] & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                    | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
                if value >= 0xF0000 { used.insert(value >> 6) }
                index += 4
            } else {
                index += 1
            }
        }
        var block: UInt32 = 0xF0000 >> 6
        while block <= 0x10FFFF >> 6 {
            if !used.contains(block) { return block << 6 }
            block += 1
        }
        return nil
    }

    /// The UTF-8 bytes of a scalar of planes 15 and 16.
    private static func utf8(_ value: UInt32) -> [UInt8] {
        [UInt8(0xF0 | value >> 18), UInt8(0x80 | value >> 12 & 0x3F), UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
    }

    /// `&name;` where the name is not `amp`, `lt`, `gt`, `quot` or `apos` (and not `#…`, a
    /// character reference).
    private static func isEntityReference(_ bytes: [UInt8], at offset: Int) -> Bool {
        var end = offset + 1
        guard end < bytes.count, bytes[end] != UInt8(ascii: "#") else { return false }
        while end < bytes.count, bytes[end] != UInt8(ascii: ";") {
            let byte = bytes[end]
            let isNameByte = byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            guard isNameByte else { return false }
            end += 1
        }
        guard end < bytes.count, end > offset + 1 else { return false }
        let name = bytes[(offset + 1)..<end]
        return !["amp", "lt", "gt", "quot", "apos"].contains { name.elementsEqual($0.utf8) }
    }
}
