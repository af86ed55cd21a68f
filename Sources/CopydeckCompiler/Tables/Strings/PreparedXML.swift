import Foundation

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
        // Whether character data is a value's (`<string>`, `<key>`), where CF keeps a carriage
        // return as it is; between elements (a CRLF file's line ends, a CR after `</plist>`) it
        // is layout, which libxml2 reads as a line end, as CF does.
        var inValue = false, opensValue = false
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
                        else { state = .tag(quote: nil); opensValue = starts("<string", at: index) || starts("<key", at: index) }
                    } else if byte == UInt8(ascii: "&"), Self.isEntityReference(original, at: index) {
                        entities.append(index)
                    }
                } else if case .comment = state, starts("-->", at: index) {
                    state = .text; output.append(contentsOf: "-->".utf8); index += 3; continue
                } else if case .cdata = state, starts("]]>", at: index) {
                    state = .text; output.append(contentsOf: "]]>".utf8); index += 3; continue
                }
                if canSwap {
                    if byte == 0x0D, case .text = state, !inValue {
                        // Layout: left for libxml2.
                    } else if byte < 0x20 && byte != 0x09 && byte != 0x0A {
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
                    inValue = opensValue && original[index - 1] != UInt8(ascii: "/")
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
