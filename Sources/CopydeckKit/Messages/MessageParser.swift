import Foundation

/// Parses Copydeck's ICU MessageFormat subset. Iterative over nesting depth only through plural and
/// select cases (bounded by `maximumDepth`), so hostile input cannot overflow the stack.
public struct MessageParser: Sendable {
    /// How deep placeholders may nest inside plural and select cases; a message that nests deeper is
    /// a `MessageSyntaxError`.
    public static let maximumDepth = 16

    /// Creates a parser.
    public init() {}

    /// Parses message source text into a `Message`. Throws `MessageSyntaxError`, with the scalar
    /// offset of the problem, when the text is not valid in Copydeck's subset.
    public func parse(_ text: String) throws(MessageSyntaxError) -> Message {
        // Most copy has no `{`, `}` or `'`: then it is one piece of literal text, as it is.
        if !Self.hasSyntax(text) {
            return Message(parts: text.isEmpty ? [] : [.text(text)])
        }
        var cursor = Cursor(text)
        let message = try parseMessage(&cursor, depth: 0, inPlural: false)
        if let scalar = cursor.peek {
            // Only an unmatched `}` stops the top-level message.
            throw MessageSyntaxError("unmatched `\(scalar)`", at: cursor.index)
        }
        return message
    }

    /// Whether `text` has a `{`, `}` or `'`, read from its contiguous UTF-8 when it has one, eight
    /// bytes at a time: most copy has none, and this runs on every message of every locale.
    package static func hasSyntax(_ text: String) -> Bool {
        func isSyntax(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "'")
        }
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = 0
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= bytes.count {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    if Self.hasByte(word, UInt8(ascii: "{")) || Self.hasByte(word, UInt8(ascii: "}"))
                        || Self.hasByte(word, UInt8(ascii: "'")) { return true }
                    index += 8
                }
            }
            while index < bytes.count {
                if isSyntax(bytes[index]) { return true }
                index += 1
            }
            return false
        }
        return found ?? text.utf8.contains(where: isSyntax)
    }

    /// Whether any of the eight bytes of `word` is `byte` (the classic zero-byte test on
    /// `word ^ byte…byte`: exact, with no false positives).
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let low: UInt64 = 0x0101_0101_0101_0101, high: UInt64 = 0x8080_8080_8080_8080
        let x = word ^ (low &* UInt64(byte))
        return (x &- low) & ~x & high != 0
    }

    /// A position in the text's UTF-8, and its offset in Unicode scalars (what errors and ranges
    /// report). Scalars are decoded where they are read; literal runs and names are taken from
    /// the bytes in one piece.
    struct Cursor {
        let bytes: [UInt8]
        /// Where the next scalar starts in `bytes`.
        private(set) var position = 0
        /// How many scalars come before `position`.
        private(set) var index = 0

        init(_ text: String) {
            bytes = Array(text.utf8)
        }

        var peek: Unicode.Scalar? { scalar(at: position) }

        func peek(at offset: Int) -> Unicode.Scalar? {
            var ahead = position
            for _ in 0..<offset {
                guard ahead < bytes.count else { return nil }
                ahead += Self.length(of: bytes[ahead])
            }
            return scalar(at: ahead)
        }

        mutating func advance(_ count: Int = 1) {
            for _ in 0..<count where position < bytes.count {
                position += Self.length(of: bytes[position])
                index += 1
            }
        }

        /// Whether the bytes from here on start with `keyword` (ASCII).
        func hasPrefix(_ keyword: StaticString) -> Bool {
            guard position + keyword.utf8CodeUnitCount <= bytes.count else { return false }
            for offset in 0..<keyword.utf8CodeUnitCount where bytes[position + offset] != keyword.utf8Start[offset] { return false }
            return true
        }

        mutating func skipWhitespace() {
            while let scalar = peek, UnicodeWhitespace.contains(scalar) { advance() }
        }

        /// The text from `start` (an earlier `position`) to here.
        func text(from start: Int) -> String {
            String(decoding: bytes[start..<position], as: UTF8.self)
        }

        /// The scalar whose UTF-8 starts at `offset` (the text came from a `String`: it is valid).
        private func scalar(at offset: Int) -> Unicode.Scalar? {
            guard offset < bytes.count else { return nil }
            let lead = bytes[offset]
            if lead < 0x80 { return Unicode.Scalar(lead) }
            let length = Self.length(of: lead)
            var value = UInt32(lead) & (0xFF >> (length + 1))
            for next in (offset + 1)..<min(offset + length, bytes.count) {
                value = value << 6 | UInt32(bytes[next] & 0x3F)
            }
            return Unicode.Scalar(value)
        }

        private static func length(of lead: UInt8) -> Int {
            lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }
    }

    private func parseMessage(_ cursor: inout Cursor, depth: Int, inPlural: Bool) throws(MessageSyntaxError) -> Message {
        var parts: [Message.Part] = []
        parts.reserveCapacity(4)
        var text = ""
        func flush() {
            if !text.isEmpty { parts.append(.text(text)); text = "" }
        }
        while let scalar = cursor.peek {
            switch scalar {
            case "}":
                flush()
                return Message(parts: parts)
            case "{":
                flush()
                parts.append(.argument(try parseArgument(&cursor, depth: depth)))
            case "#" where inPlural:
                flush()
                parts.append(.pound(offset: cursor.index))
                cursor.advance(1)
            case "'":
                readApostrophe(&cursor, into: &text, inPlural: inPlural)
            default:
                // A run of literal text, taken in one piece.
                let start = cursor.position
                while let next = cursor.peek, next != "}", next != "{", next != "'", !(inPlural && next == "#") { cursor.advance() }
                text += cursor.text(from: start)
            }
        }
        flush()
        return Message(parts: parts)
    }

    /// ICU quoting: `''` is one apostrophe; `'` before `{`, `}` (or `#` in a plural) starts quoted
    /// literal text up to the next single `'`; any other apostrophe is literal.
    private func readApostrophe(_ cursor: inout Cursor, into text: inout String, inPlural: Bool) {
        let next = cursor.peek(at: 1)
        if next == "'" {
            text.append("'")
            cursor.advance(2)
            return
        }
        guard let next, next == "{" || next == "}" || (inPlural && next == "#") else {
            text.append("'")
            cursor.advance(1)
            return
        }
        cursor.advance(1)
        while let scalar = cursor.peek {
            if scalar == "'" {
                if cursor.peek(at: 1) == "'" {
                    text.append("'")
                    cursor.advance(2)
                    continue
                }
                cursor.advance(1)
                return
            }
            text.unicodeScalars.append(scalar)
            cursor.advance(1)
        }
    }

    private func parseArgument(_ cursor: inout Cursor, depth: Int) throws(MessageSyntaxError) -> Message.Argument {
        let start = cursor.index
        guard depth < Self.maximumDepth else {
            throw MessageSyntaxError("messages nest deeper than \(Self.maximumDepth) levels", at: start)
        }
        cursor.advance(1)  // {
        cursor.skipWhitespace()
        let nameStart = cursor.index
        let name = readIdentifier(&cursor)
        guard !name.isEmpty else {
            if cursor.peek == "}" { throw MessageSyntaxError("empty placeholder `{}`: write a name, as in `{name}`", at: start) }
            throw MessageSyntaxError("expected a placeholder name after `{`", at: cursor.index)
        }
        let nameRange = nameStart..<cursor.index
        cursor.skipWhitespace()
        switch cursor.peek {
        case "}":
            cursor.advance(1)
            return Message.Argument(name: name, kind: .simple, range: start..<cursor.index, nameRange: nameRange)
        case ",":
            cursor.advance(1)
        case nil:
            throw MessageSyntaxError("placeholder `{\(name)` is not closed: expected `}`", at: cursor.index)
        default:
            throw MessageSyntaxError("expected `,` or `}` after placeholder name `\(name)`", at: cursor.index)
        }
        cursor.skipWhitespace()
        let typeStart = cursor.index
        let type = readIdentifier(&cursor)
        cursor.skipWhitespace()
        let kind: Message.Kind
        switch type {
        case "number":
            kind = .number(style: try readOptionalStyle(&cursor))
        case "duration":
            _ = try readOptionalStyle(&cursor)
            kind = .duration
        case "particle":
            kind = .particle(try readParticle(&cursor, name: name))
        case "plural":
            try expectComma(&cursor, after: "plural")
            var offset = 0
            if readKeyword("offset:", &cursor) {
                cursor.skipWhitespace()
                let digitsStart = cursor.index
                let digits = readIdentifier(&cursor)
                guard let value = Int(digits) else { throw MessageSyntaxError("expected a number after `offset:`", at: digitsStart) }
                offset = value
            }
            kind = .plural(offset: offset, cases: try parseCases(&cursor, depth: depth, plural: true, argument: name))
        case "selectordinal":
            try expectComma(&cursor, after: "selectordinal")
            kind = .selectOrdinal(cases: try parseCases(&cursor, depth: depth, plural: true, argument: name))
        case "select":
            try expectComma(&cursor, after: "select")
            kind = .select(cases: try parseCases(&cursor, depth: depth, plural: false, argument: name))
        case "":
            throw MessageSyntaxError("expected a type after `\(name),` (number, plural, select, selectordinal, duration or particle)", at: typeStart)
        default:
            throw MessageSyntaxError("unknown placeholder type `\(type)`: expected number, plural, select, selectordinal, duration or particle", at: typeStart)
        }
        cursor.skipWhitespace()
        guard cursor.peek == "}" else {
            throw MessageSyntaxError("expected `}` to close placeholder `\(name)`", at: cursor.index)
        }
        cursor.advance(1)
        return Message.Argument(name: name, kind: kind, range: start..<cursor.index, nameRange: nameRange)
    }

    private func parseCases(_ cursor: inout Cursor, depth: Int, plural: Bool, argument: String) throws(MessageSyntaxError) -> [Message.Case] {
        var cases: [Message.Case] = []
        while true {
            cursor.skipWhitespace()
            guard let scalar = cursor.peek else {
                throw MessageSyntaxError("`{\(argument), ...}` is not closed: expected `}`", at: cursor.index)
            }
            if scalar == "}" { break }
            let selectorStart = cursor.index
            var selector = ""
            if scalar == "=" {
                cursor.advance(1)
                selector = "=" + readIdentifier(&cursor)
                guard Int(selector.dropFirst()) != nil else {
                    throw MessageSyntaxError("expected a number after `=` in an exact-value case", at: selectorStart)
                }
            } else {
                selector = readIdentifier(&cursor)
            }
            guard !selector.isEmpty else {
                throw MessageSyntaxError("expected a case name (such as `one` or `other`) or `}`", at: selectorStart)
            }
            let selectorRange = selectorStart..<cursor.index
            cursor.skipWhitespace()
            guard cursor.peek == "{" else {
                throw MessageSyntaxError("expected `{` after case `\(selector)`", at: cursor.index)
            }
            cursor.advance(1)
            let message = try parseMessage(&cursor, depth: depth + 1, inPlural: plural)
            guard cursor.peek == "}" else {
                throw MessageSyntaxError("case `\(selector)` is not closed: expected `}`", at: cursor.index)
            }
            cursor.advance(1)
            if cases.contains(where: { $0.selector == selector }) {
                throw MessageSyntaxError("case `\(selector)` appears twice", at: selectorStart)
            }
            cases.append(Message.Case(selector: selector, selectorRange: selectorRange, message: message))
        }
        if cases.isEmpty {
            throw MessageSyntaxError("`{\(argument), ...}` has no cases", at: cursor.index)
        }
        return cases
    }

    private func expectComma(_ cursor: inout Cursor, after type: String) throws(MessageSyntaxError) {
        guard cursor.peek == "," else {
            throw MessageSyntaxError("expected `,` and cases after `\(type)`", at: cursor.index)
        }
        cursor.advance(1)
        cursor.skipWhitespace()
    }

    private func readOptionalStyle(_ cursor: inout Cursor) throws(MessageSyntaxError) -> String? {
        guard cursor.peek == "," else { return nil }
        cursor.advance(1)
        cursor.skipWhitespace()
        let start = cursor.index
        let style = readIdentifier(&cursor)
        guard !style.isEmpty else { throw MessageSyntaxError("expected a style after `,`", at: start) }
        cursor.skipWhitespace()
        return style
    }

    private func readParticle(_ cursor: inout Cursor, name: String) throws(MessageSyntaxError) -> KoreanParticle {
        guard cursor.peek == "," else {
            throw MessageSyntaxError("expected `, 을/를` (the particle pair) after `particle`", at: cursor.index)
        }
        cursor.advance(1)
        cursor.skipWhitespace()
        let start = cursor.index
        let specStart = cursor.position
        while let scalar = cursor.peek, scalar != "}" { cursor.advance() }
        let text = cursor.text(from: specStart).trimmingCharacters(in: .whitespaces)
        guard let particle = KoreanParticle(spec: text) else {
            throw MessageSyntaxError("`\(text)` is not a Korean particle pair Copydeck knows (을/를, 이/가, 은/는, 과/와, 으로/로 ...)", at: start)
        }
        return particle
    }

    /// Reads an ASCII keyword (`offset:`) if the text goes on with it.
    private func readKeyword(_ keyword: StaticString, _ cursor: inout Cursor) -> Bool {
        guard cursor.hasPrefix(keyword) else { return false }
        cursor.advance(keyword.utf8CodeUnitCount)
        return true
    }

    /// Letters, digits, `_` and `-`: placeholder names, types, case names.
    /// Letters (any script), digits, `_` and `-`; ASCII is decided without the Unicode tables.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x2D: return true
        case 0..<0x80: return false
        default: return scalar.properties.isAlphabetic
        }
    }

    private func readIdentifier(_ cursor: inout Cursor) -> String {
        let start = cursor.position
        while let scalar = cursor.peek, Self.isIdentifierScalar(scalar) { cursor.advance() }
        return String(cursor.text(from: start))
    }
}
