/// The old-style (NeXTSTEP) property-list syntax of `.strings` files, read as CoreFoundation's
/// `CFOldStylePList.c` reads it, over the UTF-8 of the file's text, keeping byte offsets:
///
/// - between tokens: whitespace (tab, LF, VT, FF, CR, space, U+2028, U+2029), `// …` to the end
///   of the line and `/* … */` (an unclosed one runs to the end of the file);
/// - strings: in `"…"` or `'…'`, with escapes `\a \b \f \n \r \t \v`, `\"`, `\Uxxxx` (one to four
///   hex digits: one UTF-16 unit, two of them a surrogate pair), `\` and one to three octal digits
///   (a NeXTSTEP byte), and `\` before any other character that character (`\\`, `\'`); or
///   unquoted, of `A–Z a–z 0–9 _ $ / : . -`;
/// - a table: `key = value;` or `key;` (the key is its own value), the whole file or in `{ }`;
/// - values that are not strings: `{ … }` dictionaries, `( … , … )` arrays, `<hex>` data.
///
/// Where CF would refuse the file, or silently stop reading it, the parser stops with a
/// `Failure` at the offending byte; everything read before stays read.
struct OldStylePlistParser {
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    /// A string token: its text (nil when a `\U` escape left half a surrogate pair, which a Swift
    /// string cannot hold) and its bytes in the file, quotes included.
    struct StringToken {
        var text: String?
        var start: Int
        var end: Int
    }

    enum Value {
        case string(StringToken)
        /// A dictionary, array or data value, which a string table does not hold.
        case other(kind: String, start: Int)
        /// With `keepsTree`: a dictionary's pairs, in order.
        case dictionary([(key: StringToken, value: Value)], start: Int)
        /// With `keepsTree`: an array's elements.
        case array([Value], start: Int)

        /// What a value that is not a string is, and where it starts; nil for a string.
        var notText: (kind: String, start: Int)? {
            switch self {
            case .string: nil
            case .other(let kind, let start): (kind, start)
            case .dictionary(_, let start): ("a dictionary", start)
            case .array(_, let start): ("an array", start)
            }
        }
    }

    /// Whether dictionaries and arrays are read into `.dictionary` and `.array` (an Xcode
    /// project), rather than skipped as `.other` (a string table, which holds none).
    var keepsTree = false

    let bytes: [UInt8]
    private(set) var index = 0
    /// The comments skipped since the last entry, in order: the translator comment Xcode writes
    /// above a key (`/* … */`), and the `//` lines and section headings people write above it. A
    /// comment on the line of the entry before it (`"a" = "A"; // …`) is that entry's, and none
    /// of the next key's.
    private var comments: [Range<Int>] = []
    /// Whether a line has ended since the last entry.
    private var newLineSinceEntry = true
    /// Deeper values than this are refused rather than recursed into (CF would recurse until the
    /// stack ran out).
    static let maximumDepth = 256

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var atEnd: Bool { index >= bytes.count }

    // MARK: Tables

    /// Reads a whole `.strings` file, calling `entry` for each key and value in order; throws at
    /// the first thing CF would not read. An empty file (or only comments) is an empty table.
    /// `entry` gets each key, its value and the `/* … */` comment written right before the key.
    mutating func parseTable(_ entry: (StringToken, Value, String?) -> Void) throws(Failure) {
        guard skipSpace() else { return }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            try parseDictionaryContent(depth: 1, entry)
            guard skipSpace(), bytes[index] == UInt8(ascii: "}") else {
                throw Failure(message: "a `}` should close the table that starts with `{`", offset: index)
            }
            index += 1
            if skipSpace() {
                throw Failure(message: "nothing may follow the table's closing `}`; CoreFoundation refuses the file", offset: index)
            }
        case UInt8(ascii: "("), UInt8(ascii: "<"):
            throw Failure(message: "the file is a property list of another kind (an array or data), not a table of strings", offset: index)
        default:
            try parseDictionaryContent(depth: 0, entry)
            if skipSpace() {
                throw Failure(message: "\(describe(bytes[index])) cannot start a key; CoreFoundation stops reading the file here, so nothing after it is read", offset: index)
            }
        }
    }

    /// A key, or nil where none starts. At the top level CoreFoundation stops reading, silently,
    /// at a key whose string is not closed: the message says that what follows is not read.
    private mutating func parseKey(depth: Int) throws(Failure) -> StringToken? {
        do {
            return try parseString()
        } catch {
            guard depth == 0 else { throw error }
            throw Failure(message: error.message + "; CoreFoundation stops reading the file here, so nothing after it is read", offset: error.offset)
        }
    }

    /// `key = value;` and `key;` pairs until something that cannot start a key.
    private mutating func parseDictionaryContent(depth: Int, _ entry: (StringToken, Value, String?) -> Void) throws(Failure) {
        while let key = try parseKey(depth: depth) {
            let parts = comments.map { range -> String in
                var lower = range.lowerBound, upper = range.upperBound
                while lower < upper, bytes[lower] == UInt8(ascii: " ") { lower += 1 }
                while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") { upper -= 1 }
                return String(decoding: bytes[lower..<upper], as: UTF8.self)
            }.filter { !$0.isEmpty }
            let comment = parts.isEmpty ? (comments.isEmpty ? nil : "") : parts.joined(separator: "\n")
            comments = []
            guard skipSpace() else {
                throw Failure(message: "a `;` (or `= value;`) should follow the key", offset: index)
            }
            let value: Value
            switch bytes[index] {
            case UInt8(ascii: ";"):
                value = .string(key)
            case UInt8(ascii: "="):
                index += 1
                guard let parsed = try parseObject(depth: depth + 1) else {
                    throw Failure(message: atEnd ? "the file ends where a value should be" : "\(describe(bytes[index])) cannot start a value; write the value in double quotes", offset: index)
                }
                value = parsed
            default:
                throw Failure(message: "`=` or `;` should follow the key, not \(describe(bytes[index]))", offset: index)
            }
            guard skipSpace(), bytes[index] == UInt8(ascii: ";") else {
                throw Failure(message: "a `;` is missing after the value, and CoreFoundation refuses the whole file; add the `;`", offset: index)
            }
            index += 1
            entry(key, value, comment)
            comments = []
            newLineSinceEntry = false
        }
    }

    // MARK: Values

    /// A value, or nil (nothing consumed but space) when the next character cannot start one.
    private mutating func parseObject(depth: Int) throws(Failure) -> Value? {
        guard skipSpace() else { return nil }
        let start = index
        if depth > Self.maximumDepth {
            throw Failure(message: "values are nested more than \(Self.maximumDepth) deep", offset: start)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var pairs: [(key: StringToken, value: Value)] = []
            let keepsTree = keepsTree
            try parseDictionaryContent(depth: depth) { key, value, _ in if keepsTree { pairs.append((key, value)) } }
            guard skipSpace(), bytes[index] == UInt8(ascii: "}") else {
                throw Failure(message: "a `}` should close the dictionary that starts here", offset: atEnd ? start : index)
            }
            index += 1
            return keepsTree ? .dictionary(pairs, start: start) : .other(kind: "a dictionary", start: start)
        case UInt8(ascii: "("):
            index += 1
            var elements: [Value] = []
            var element = try parseObject(depth: depth + 1)
            while let found = element {
                if keepsTree { elements.append(found) }
                guard skipSpace() else {
                    throw Failure(message: "a `,` or `)` should follow the array's element", offset: index)
                }
                guard bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
                element = try parseObject(depth: depth + 1)
            }
            guard skipSpace(), bytes[index] == UInt8(ascii: ")") else {
                throw Failure(message: "a `)` should close the array that starts here", offset: atEnd ? start : index)
            }
            index += 1
            return keepsTree ? .array(elements, start: start) : .other(kind: "an array", start: start)
        case UInt8(ascii: "<"):
            index += 1
            try skipData(start: start)
            return .other(kind: "data", start: start)
        default:
            return try parseString().map { .string($0) }
        }
    }

    /// Hex digit pairs, spaces and line breaks up to `>`.
    private mutating func skipData(start: Int) throws(Failure) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                return
            }
            if Self.hexValue(byte) != nil {
                guard index + 1 < bytes.count, Self.hexValue(bytes[index + 1]) != nil else {
                    throw Failure(message: "data bytes come in pairs of hex digits", offset: index)
                }
                index += 2
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1
            } else if let length = lineSeparatorLength(at: index) {
                index += length
            } else {
                throw Failure(message: "\(describe(byte)) is not a hex digit of data", offset: index)
            }
        }
        throw Failure(message: "a `>` should close the data that starts here", offset: start)
    }

    /// A quoted or unquoted string, or nil (nothing consumed but space) when the next character
    /// cannot start one.
    private mutating func parseString() throws(Failure) -> StringToken? {
        guard skipSpace() else { return nil }
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            return try parseQuoted(quote: byte)
        }
        guard Self.isUnquoted(byte) else { return nil }
        let start = index
        while index < bytes.count, Self.isUnquoted(bytes[index]) { index += 1 }
        return StringToken(text: String(decoding: bytes[start..<index], as: UTF8.self), start: start, end: index)
    }

    private mutating func parseQuoted(quote: UInt8) throws(Failure) -> StringToken {
        let start = index
        index += 1
        var clean = index
        var builder: EscapedText?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == quote {
                let text: String?
                if var built = builder {
                    built.append(bytes[clean..<index])
                    text = built.finish()
                } else {
                    text = String(decoding: bytes[clean..<index], as: UTF8.self)
                }
                index += 1
                return StringToken(text: text, start: start, end: index)
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            if builder == nil { builder = EscapedText() }
            builder?.append(bytes[clean..<index])
            index += 1
            guard index < bytes.count else { break }
            readEscape(into: &builder)
            clean = index
        }
        throw Failure(message: "the string that starts here is not closed (a `\(Character(Unicode.Scalar(quote)))` is missing)", offset: start)
    }

    /// The character after a `\` (at `index`), as CF's `getSlashedChar` reads it.
    private mutating func readEscape(into builder: inout EscapedText?) {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var number = byte - UInt8(ascii: "0")
            for _ in 0..<2 {
                guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") else { break }
                number = number &<< 3 &+ (bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            builder?.append(unit: NeXTSTEPLatin.unicode(number))
        case UInt8(ascii: "U"):
            var value: UInt16 = 0
            for _ in 0..<4 {
                guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { break }
                value = value << 4 | UInt16(digit)
                index += 1
            }
            builder?.append(unit: value)
        case UInt8(ascii: "a"): builder?.append(unit: 0x07)
        case UInt8(ascii: "b"): builder?.append(unit: 0x08)
        case UInt8(ascii: "f"): builder?.append(unit: 0x0C)
        case UInt8(ascii: "n"): builder?.append(unit: 0x0A)
        case UInt8(ascii: "r"): builder?.append(unit: 0x0D)
        case UInt8(ascii: "t"): builder?.append(unit: 0x09)
        case UInt8(ascii: "v"): builder?.append(unit: 0x0B)
        default:
            // The character itself, whole (CF takes its first UTF-16 unit and then the rest as
            // they come, which gives the same character).
            let length = byte < 0x80 ? 1 : UTF8.scalarLength(lead: byte)
            let end = min(index - 1 + length, bytes.count)
            builder?.append(bytes[(index - 1)..<end])
            index = end
        }
    }

    // MARK: Space and characters

    /// Skips whitespace and comments; true when a character follows (at `index`).
    mutating func skipSpace() -> Bool {
        while index < bytes.count {
            let byte = bytes[index]
            if (byte >= 0x09 && byte <= 0x0D) || byte == UInt8(ascii: " ") {
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { newLineSinceEntry = true }
                index += 1
            } else if let length = lineSeparatorLength(at: index) {
                newLineSinceEntry = true
                index += length
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index += 2
                let start = index
                while index < bytes.count {
                    let next = bytes[index]
                    if next == UInt8(ascii: "\n") || next == UInt8(ascii: "\r") || lineSeparatorLength(at: index) != nil { break }
                    index += 1
                }
                if newLineSinceEntry { comments.append(start..<index) }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                let start = index
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                        if newLineSinceEntry { comments.append(start..<index) }
                        index += 2
                        break
                    }
                    index += 1
                }
            } else {
                return true
            }
        }
        return false
    }

    /// 3 at U+2028 or U+2029 (which CF skips as space), else nil.
    private func lineSeparatorLength(at offset: Int) -> Int? {
        guard bytes[offset] == 0xE2, offset + 2 < bytes.count, bytes[offset + 1] == 0x80,
              bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9 else { return nil }
        return 3
    }

    static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            true
        default:
            false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// How a diagnostic names the character at a byte: "`#`", or "a line break".
    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "a line break"
        case 0..<0x20, 0x7F: let hex = String(byte, radix: 16, uppercase: true)
            return "the control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex)"
        default:
            let length = byte < 0x80 ? 1 : UTF8.scalarLength(lead: byte)
            let end = min(index + length, bytes.count)
            return "`\(String(decoding: bytes[index..<end], as: UTF8.self))`"
        }
    }
}
