import Foundation

/// A forward-only reader of the JSON the compiler writes, over the file's bytes, for the few shapes
/// a locale file has (objects, arrays, strings, integers, null). It reads what it is sure of and
/// gives up (`JSONCursor.GiveUp`) on anything else — a number with a fraction, `true`, a
/// duplicate key, a lone surrogate, bytes after the value — so that `JSONDecoder`, which decides
/// what is valid and words the errors, reads those files instead. It never accepts a text that
/// `JSONDecoder` refuses or reads one differently (the bundle fuzzer checks both agree).
struct JSONCursor {
    struct GiveUp: Error {}

    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Moves past JSON whitespace.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace, not consumed; nil at the end.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    private mutating func expect(_ byte: UInt8) throws(GiveUp) {
        guard peek() == byte else { throw GiveUp() }
        index += 1
    }

    /// Whether only whitespace is left.
    mutating func atEnd() -> Bool {
        peek() == nil
    }

    /// Reads an object, calling `member` with each key; `member` must read or skip the value.
    /// (Callers give up on a key they see twice.) A key with an escape gives up: the compiler
    /// writes none, and matching it by its bytes would misread it.
    mutating func object(_ member: (inout JSONCursor, JSONKey) throws(GiveUp) -> Void) throws(GiveUp) {
        try expect(UInt8(ascii: "{"))
        if peek() == UInt8(ascii: "}") {
            index += 1
            return
        }
        while true {
            let key = try rawKey()
            try expect(UInt8(ascii: ":"))
            try member(&self, key)
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return
            default: throw GiveUp()
            }
        }
    }

    /// A key's bytes, checked (valid UTF-8, no control characters, no escapes) but not made a
    /// `String`.
    private mutating func rawKey() throws(GiveUp) -> JSONKey {
        let (start, escaped) = try scanPlainString()
        guard !escaped else { throw GiveUp() }
        return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]))
    }

    /// Reads a string's opening quote and its bytes up to the closing quote (then past it) or up
    /// to its first escape (then at the backslash, `escaped` true), checking UTF-8 and control
    /// characters on the way. `start` is the first byte after the opening quote.
    private mutating func scanPlainString() throws(GiveUp) -> (start: Int, escaped: Bool) {
        try expect(UInt8(ascii: "\""))
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return (start, false)
            }
            if byte == UInt8(ascii: "\\") { return (start, true) }
            if byte < 0x80 {
                guard byte >= 0x20 else { throw GiveUp() }
                index += 1
            } else {
                index += try utf8SequenceLength(at: index)
            }
        }
        throw GiveUp()
    }

    /// Reads an array, calling `element` for each element, which it must read or skip.
    mutating func array(_ element: (inout JSONCursor) throws(GiveUp) -> Void) throws(GiveUp) {
        try expect(UInt8(ascii: "["))
        if peek() == UInt8(ascii: "]") {
            index += 1
            return
        }
        while true {
            try element(&self)
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return
            default: throw GiveUp()
            }
        }
    }

    /// Reads `null`, returning true, or leaves the cursor where it was and returns false.
    mutating func null() -> Bool {
        guard peek() == UInt8(ascii: "n"), index + 4 <= bytes.count,
              bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] == UInt8(ascii: "l"), bytes[index + 3] == UInt8(ascii: "l")
        else { return false }
        index += 4
        return true
    }

    /// Reads a string, or null as nil.
    mutating func optionalString() throws(GiveUp) -> String? {
        null() ? nil : try string()
    }

    /// Reads an integer written as plain digits (`-` allowed); anything else gives up.
    mutating func integer() throws(GiveUp) -> Int {
        skipWhitespace()
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        let start = index
        var value = 0
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
            let (times, overflowA) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowB) = times.addingReportingOverflow(Int(bytes[index] - UInt8(ascii: "0")))
            guard !overflowA, !overflowB else { throw GiveUp() }
            value = sum
            index += 1
        }
        // No digits, a leading zero before more digits, or a fraction or exponent next.
        guard index > start, !(bytes[start] == UInt8(ascii: "0") && index - start > 1) else { throw GiveUp() }
        if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) { throw GiveUp() }
        return negative ? -value : value
    }

    /// Reads a string: valid UTF-8 and the JSON escapes, surrogate pairs included.
    mutating func string() throws(GiveUp) -> String {
        let (start, escaped) = try scanPlainString()
        if escaped { return try escapedString(from: start) }
        // Checked as it was read: valid UTF-8 needs no second look.
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(index - 1)]), as: UTF8.self)
    }

    /// The rest of a string that has escapes, from its first byte at `start`.
    private mutating func escapedString(from start: Int) throws(GiveUp) -> String {
        var utf8: [UInt8] = Array(bytes[start..<index])
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                // Every byte was checked as it was read (`String(validating:)` is iOS 18+).
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw GiveUp() }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else { throw GiveUp() }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw GiveUp() }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw GiveUp() }
                    utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
                default: throw GiveUp()
                }
            default:
                if byte < 0x80 {
                    guard byte >= 0x20 else { throw GiveUp() }
                    utf8.append(byte)
                } else {
                    let length = try utf8SequenceLength(at: index - 1)
                    utf8.append(contentsOf: bytes[(index - 1)..<(index - 1 + length)])
                    index += length - 1
                }
            }
        }
        throw GiveUp()
    }

    /// Moves past a string without making it (one with an escape is read in full).
    private mutating func skipString() throws(GiveUp) {
        let (start, escaped) = try scanPlainString()
        if escaped { _ = try escapedString(from: start) }
    }

    /// The length of the valid UTF-8 sequence starting at `position` (not ASCII), or gives up:
    /// no overlong forms, no surrogates, nothing past U+10FFFF.
    private func utf8SequenceLength(at position: Int) throws(GiveUp) -> Int {
        let lead = bytes[position]
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: throw GiveUp()
        }
        guard position + length <= bytes.count, (lower...upper).contains(bytes[position + 1]) else { throw GiveUp() }
        for offset in 2..<max(2, length) where !(0x80...0xBF).contains(bytes[position + offset]) { throw GiveUp() }
        return length
    }

    private mutating func hex4() throws(GiveUp) -> UInt32 {
        guard index + 4 <= bytes.count else { throw GiveUp() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw GiveUp()
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    /// Skips a value of the shapes above (objects, arrays, strings, integers, null), checking it as
    /// it goes; anything else gives up.
    mutating func skip(depth: Int = 0) throws(GiveUp) {
        guard depth < 64 else { throw GiveUp() }
        switch peek() {
        case UInt8(ascii: "{"): try object { cursor, _ throws(GiveUp) in try cursor.skip(depth: depth + 1) }
        case UInt8(ascii: "["): try array { cursor throws(GiveUp) in try cursor.skip(depth: depth + 1) }
        case UInt8(ascii: "\""): try skipString()
        case UInt8(ascii: "n"): guard null() else { throw GiveUp() }
        default: _ = try integer()
        }
    }
}

/// An object's key as its bytes in the file (valid UTF-8, no escapes), matched against literals
/// without making a `String`.
struct JSONKey {
    let bytes: UnsafeBufferPointer<UInt8>

    /// The key as a `String`.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    static func ~= (pattern: StaticString, key: JSONKey) -> Bool {
        guard pattern.utf8CodeUnitCount == key.bytes.count else { return false }
        guard let base = key.bytes.baseAddress else { return key.bytes.isEmpty }
        return memcmp(pattern.utf8Start, base, key.bytes.count) == 0
    }
}
