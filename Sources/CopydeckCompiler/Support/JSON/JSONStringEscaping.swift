/// Strings in JSON the way Foundation's `JSONSerialization` writes them with
/// `.withoutEscapingSlashes` (measured on Linux for every scalar below U+0080 and the notable ones
/// above): `"` and `\` escaped with a backslash; U+0008, U+0009, U+000A, U+000C and U+000D as
/// `\b`, `\t`, `\n`, `\f`, `\r`; every other control character below U+0020 as `\u00xx` with
/// lowercase hex; everything else, `/`, DEL, U+2028, U+2029, emoji, combining marks, as its
/// UTF-8 bytes, unnormalized. Bytes of multi-byte UTF-8 are all 0x80 or above, so a scan of
/// bytes never splits a character.
enum JSONStringEscaping {
    /// Appends `value`, quoted and escaped, to `bytes` (`PrettyJSONOutput.string` writes the same).
    static func append(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            // Runs that need nothing are copied at once, found eight bytes at a time (`clean`).
            var runStart = 0, index = 0
            while index < utf8.count {
                if index + 8 <= utf8.count,
                   clean(ByteWord.load(utf8, at: index)) {
                    index += 8
                } else if needsEscape(utf8[index]) {
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                    withEscape(of: utf8[index]) { bytes.append(contentsOf: $0) }
                    index += 1
                    runStart = index
                } else {
                    index += 1
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether a byte is written escaped: controls below 0x20, `"` and `\`.
    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Whether none of eight bytes (`ByteWord`) needs escaping: no byte below 0x20, no `"`, no
    /// `\`. Bytes from 0x80 up never need it.
    @inline(__always)
    static func clean(_ word: UInt64) -> Bool {
        ByteWord.hasBelow(0x20, in: word) | ByteWord.has(UInt8(ascii: "\""), in: word) | ByteWord.has(UInt8(ascii: "\\"), in: word) == 0
    }

    /// Calls `body` with the escaped form of a byte that needs it.
    static func withEscape<Result>(of byte: UInt8, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        var escape: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (UInt8(ascii: "\\"), 0, 0, 0, 0, 0)
        var length = 2
        switch byte {
        case UInt8(ascii: "\""): escape.1 = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): escape.1 = UInt8(ascii: "\\")
        case 0x08: escape.1 = UInt8(ascii: "b")
        case 0x09: escape.1 = UInt8(ascii: "t")
        case 0x0A: escape.1 = UInt8(ascii: "n")
        case 0x0C: escape.1 = UInt8(ascii: "f")
        case 0x0D: escape.1 = UInt8(ascii: "r")
        default:
            escape = (UInt8(ascii: "\\"), UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigit(byte >> 4), hexDigit(byte & 0x0F))
            length = 6
        }
        return withUnsafeBytes(of: &escape) { raw in
            body(UnsafeBufferPointer(start: raw.bindMemory(to: UInt8.self).baseAddress, count: length))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
