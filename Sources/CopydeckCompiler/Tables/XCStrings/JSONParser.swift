/// Reads JSON (RFC 8259) into a `JSONTree`, keeping the byte offset of every token so a reader
/// can place values and errors at a line and column. Iterative, with an explicit stack bounded
/// by `maximumDepth`; one pass over the bytes. The input must be valid UTF-8 (the caller checks),
/// so bytes from 0x80 up are passed through inside strings.
///
/// Stricter than nothing and no looser than JSON: no comments, no trailing commas, no single
/// quotes, no leading zeros or `+`, no raw control characters in strings, no lone surrogate
/// escapes (a Swift string cannot hold one).
struct JSONParser {
    struct Failure: Error, Equatable {
        /// Byte offset of the first byte that is wrong (the input's length for a document cut short).
        var offset: Int
        var message: String
        /// Whether the document is too deeply nested rather than malformed.
        var tooDeep = false
    }

    private let bytes: [UInt8]
    private let maximumDepth: Int
    private var index: Int
    private var nodes: [JSONTree.Node] = []
    /// Open containers: their node index and whether they are objects.
    private var open: [(node: Int, isObject: Bool)] = []

    /// Parses `bytes` from `start` (past a byte-order mark, if the caller skips one).
    static func parse(_ bytes: [UInt8], from start: Int = 0, maximumDepth: Int = 64) -> Result<JSONTree, Failure> {
        guard bytes.count < Int(Int32.max) else {
            return .failure(Failure(offset: 0, message: "the file is larger than 2 GiB", tooDeep: true))
        }
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth, index: start)
        do {
            try parser.parseDocument()
            return .success(JSONTree(bytes: bytes, nodes: parser.nodes))
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: [UInt8], maximumDepth: Int, index: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.index = index
        nodes.reserveCapacity(bytes.count / 12)
    }

    private enum Expecting {
        case value, key, afterValue
    }

    private mutating func parseDocument() throws(Failure) {
        var expecting = Expecting.value
        while true {
            switch expecting {
            case .value:
                try parseValue()
                expecting = .afterValue
                // A container just opened expects its first member, or closes at once.
                if let last = open.last, last.node == nodes.count - 1 {
                    skipWhitespace()
                    let closing = last.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if index < bytes.count, bytes[index] == closing {
                        close()
                    } else {
                        expecting = last.isObject ? .key : .value
                    }
                }
            case .key:
                skipWhitespace()
                guard index < bytes.count else { throw endOfInput("a key in double quotes") }
                guard bytes[index] == UInt8(ascii: "\"") else {
                    throw Failure(offset: index, message: "expected a key in double quotes, found \(describe(at: index))")
                }
                try parseString()
                skipWhitespace()
                guard index < bytes.count else { throw endOfInput("`:` after the key") }
                guard bytes[index] == UInt8(ascii: ":") else {
                    throw Failure(offset: index, message: "expected `:` after the key, found \(describe(at: index))")
                }
                index += 1
                expecting = .value
            case .afterValue:
                guard let top = open.last else {
                    skipWhitespace()
                    if index < bytes.count {
                        throw Failure(offset: index, message: "\(describe(at: index)) after the end of the document")
                    }
                    return
                }
                skipWhitespace()
                let closing = top.isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                guard index < bytes.count else { throw endOfInput("`,` or `\(Character(Unicode.Scalar(closing)))`") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    expecting = top.isObject ? .key : .value
                } else if bytes[index] == closing {
                    close()
                } else {
                    throw Failure(offset: index, message: "expected `,` or `\(Character(Unicode.Scalar(closing)))`, found \(describe(at: index))")
                }
            }
        }
    }

    /// One value: a scalar whole, or a container's opening bracket.
    private mutating func parseValue() throws(Failure) {
        skipWhitespace()
        guard index < bytes.count else { throw endOfInput("a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard open.count < maximumDepth else {
                throw Failure(offset: index, message: "nested deeper than \(maximumDepth) levels", tooDeep: true)
            }
            let isObject = bytes[index] == UInt8(ascii: "{")
            open.append((nodes.count, isObject))
            nodes.append(JSONTree.Node(kind: isObject ? .object : .array, hasEscapes: false, start: Int32(index), end: Int32(index + 1), subtreeEnd: 0))
            index += 1
        case UInt8(ascii: "\""):
            try parseString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try parseNumber()
        case UInt8(ascii: "t"): try parseLiteral("true", .true)
        case UInt8(ascii: "f"): try parseLiteral("false", .false)
        case UInt8(ascii: "n"): try parseLiteral("null", .null)
        default:
            throw Failure(offset: index, message: "expected a value, found \(describe(at: index))")
        }
    }

    private mutating func close() {
        let top = open.removeLast()
        index += 1
        nodes[top.node].end = Int32(index)
        nodes[top.node].subtreeEnd = Int32(nodes.count)
    }

    private mutating func parseString() throws(Failure) {
        let start = index
        index += 1
        var hasEscapes = false
        while true {
            guard index < bytes.count else {
                throw Failure(offset: start, message: "this string has no closing `\"`: the file ends inside it")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 {
                throw Failure(offset: index, message: "a raw control character (U+\(hex4(UInt32(byte)))) in a string; write it escaped, as `\\\(Self.shortEscape(byte))`")
            }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try parseEscape()
                continue
            }
            index += 1
        }
        index += 1
        nodes.append(JSONTree.Node(kind: .string, hasEscapes: hasEscapes, start: Int32(start), end: Int32(index), subtreeEnd: Int32(nodes.count + 1)))
    }

    /// A backslash escape at `index`; a `\u` surrogate must come in a pair.
    private mutating func parseEscape() throws(Failure) {
        let backslash = index
        guard index + 1 < bytes.count else { throw endOfInput("an escape after `\\`") }
        let escape = bytes[index + 1]
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 2
        case UInt8(ascii: "u"):
            let value = try hexEscape(at: backslash)
            index = backslash + 6
            if (0xDC00...0xDFFF).contains(value) {
                throw Failure(offset: backslash, message: "`\\u\(hex4(value))` is half of a surrogate pair without its first half")
            }
            if (0xD800...0xDBFF).contains(value) {
                let followedByEscape = index + 1 < bytes.count && bytes[index] == UInt8(ascii: "\\") && bytes[index + 1] == UInt8(ascii: "u")
                guard followedByEscape, (0xDC00...0xDFFF).contains(try hexEscape(at: index)) else {
                    throw Failure(offset: backslash, message: "`\\u\(hex4(value))` is half of a surrogate pair without its second half")
                }
                index += 6
            }
        default:
            throw Failure(offset: backslash, message: "`\\\(describeEscape(escape))` is not a JSON escape (those are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)")
        }
    }

    /// The value of `\uXXXX` starting at the backslash `at`.
    private func hexEscape(at backslash: Int) throws(Failure) -> UInt32 {
        var value: UInt32 = 0
        for offset in 2..<6 {
            guard backslash + offset < bytes.count else { throw endOfInput("four hex digits after `\\u`") }
            guard let digit = Self.hexDigitValue(bytes[backslash + offset]) else {
                throw Failure(offset: backslash + offset, message: "expected four hex digits after `\\u`, found \(describe(at: backslash + offset))")
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func parseNumber() throws(Failure) {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw index < bytes.count
                ? Failure(offset: index, message: "expected a digit after `-`, found \(describe(at: index))")
                : endOfInput("a digit after `-`")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw Failure(offset: start, message: "a number with a leading zero is not JSON")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw index < bytes.count
                    ? Failure(offset: index, message: "expected a digit after the decimal point, found \(describe(at: index))")
                    : endOfInput("a digit after the decimal point")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw index < bytes.count
                    ? Failure(offset: index, message: "expected a digit in the exponent, found \(describe(at: index))")
                    : endOfInput("a digit in the exponent")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        nodes.append(JSONTree.Node(kind: .number, hasEscapes: false, start: Int32(start), end: Int32(index), subtreeEnd: Int32(nodes.count + 1)))
    }

    private mutating func parseLiteral(_ word: StaticString, _ kind: JSONTree.Kind) throws(Failure) {
        let start = index
        let length = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            index + length <= bytes.count && (0..<length).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else {
            throw Failure(offset: start, message: "expected a value, found \(describe(at: start))")
        }
        index += length
        nodes.append(JSONTree.Node(kind: kind, hasEscapes: false, start: Int32(start), end: Int32(index), subtreeEnd: Int32(nodes.count + 1)))
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    // MARK: - Messages

    private func endOfInput(_ expected: String) -> Failure {
        Failure(offset: bytes.count, message: "the file ends where \(expected) should follow")
    }

    /// The character at `offset` for a message: `` `x` `` or its code point when invisible.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21, byte < 0x7F { return "`\(Character(Unicode.Scalar(byte)))`" }
        if byte < 0x80 { return "U+\(hex4(UInt32(byte)))" }
        // The whole UTF-8 character (the input is valid UTF-8).
        var end = offset + 1
        while end < bytes.count, end - offset < 4, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let text = String(decoding: bytes[offset..<end], as: UTF8.self)
        return "`\(text)` (U+\(text.unicodeScalars.first.map { hex4($0.value) } ?? "FFFD"))"
    }

    private func describeEscape(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? String(Character(Unicode.Scalar(byte))) : "U+\(hex4(UInt32(byte)))"
    }

    private static func shortEscape(_ byte: UInt8) -> String {
        switch byte {
        case 0x08: "b"
        case 0x09: "t"
        case 0x0A: "n"
        case 0x0C: "f"
        case 0x0D: "r"
        default: "u\(Self.hex4(UInt32(byte)).lowercased())"
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension JSONParser {
    /// Four uppercase hex digits (more when needed), for `U+XXXX` in messages.
    static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func hex4(_ value: UInt32) -> String { Self.hex4(value) }
}
