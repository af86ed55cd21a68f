/// Strings in JSON the way Foundation's `JSONSerialization` writes them with
/// `.withoutEscapingSlashes` (measured on Linux for every scalar below U+0080 and the notable ones
/// above): `"` and `\` escaped with a backslash; U+0008, U+0009, U+000A, U+000C and U+000D as
/// `\b`, `\t`, `\n`, `\f`, `\r`; every other control character below U+0020 as `\u00xx` with
/// lowercase hex; everything else, `/`, DEL, U+2028, U+2029, emoji, combining marks, as its
/// UTF-8 bytes, unnormalized.
enum JSONStringEscaping {
    /// Appends `value`, quoted and escaped, to `bytes`.
    static func append(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                guard needsEscape[Int(byte)] else {
                    index += 1
                    continue
                }
                if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                appendEscape(of: byte, to: &bytes)
                index += 1
                runStart = index
            }
            if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escaped form of one byte that needs it.
    static func appendEscape(of byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            bytes.append(UInt8(ascii: "u"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(UInt8(ascii: "0"))
            bytes.append(hexDigit(byte >> 4))
            bytes.append(hexDigit(byte & 0x0F))
        }
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }

    /// Bytes written escaped: controls below 0x20, `"` and `\` (bytes of multi-byte UTF-8 are
    /// all 0x80 or above, so a byte scan never splits a character).
    private static let needsEscape: [Bool] = (0..<256).map { byte in
        byte < 0x20 || byte == Int(UInt8(ascii: "\"")) || byte == Int(UInt8(ascii: "\\"))
    }
}
