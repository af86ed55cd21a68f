/// The output buffer of the XLIFF writer: bytes appended in place, text escaped byte by byte
/// (no string building per character).
///
/// Escaping, in element text: `&` `<` `>` as `&amp;` `&lt;` `&gt;` (`>` always, so `]]>` cannot
/// occur), a carriage return as `&#13;` (a literal one would be read back as a line feed);
/// quotes, tabs and line feeds stay literal, as Xcode writes them. In attribute values, also
/// `"` as `&quot;`, and tab, line feed and carriage return as `&#9;` `&#10;` `&#13;` (a parser
/// turns literal ones into spaces), as Xcode writes a key with a line break.
struct XLIFFBytes {
    var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func appendText(_ text: String) { append(text, attribute: false) }

    mutating func appendAttribute(_ text: String) { append(text, attribute: true) }

    private mutating func append(_ text: String, attribute: Bool) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                // Bytes above `>` and the ordinary ASCII below it pass through untouched.
                guard byte <= UInt8(ascii: ">") else { continue }
                let replacement: StaticString
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case 0x0D: replacement = "&#13;"
                case UInt8(ascii: "\""): guard attribute else { continue }; replacement = "&quot;"
                case 0x0A: guard attribute else { continue }; replacement = "&#10;"
                case 0x09: guard attribute else { continue }; replacement = "&#9;"
                default: continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
    }
}

/// Characters XML 1.0 cannot carry in any form (not even as a character reference): the C0
/// controls but tab, line feed and carriage return, and U+FFFE, U+FFFF.
enum XMLCharacters {
    /// The first character of `text` that no XML 1.0 document can hold, if any.
    static func firstUnwritable(in text: String) -> Unicode.Scalar? {
        var text = text
        let found: Bool = text.withUTF8 { utf8 in
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { return true }
                if byte == 0xEF, index + 2 < utf8.count, utf8[index + 1] == 0xBF, utf8[index + 2] >= 0xBE { return true }
                index += 1
            }
            return false
        }
        guard found else { return nil }
        return text.unicodeScalars.first { scalar in
            (scalar.value < 0x20 && scalar.value != 0x09 && scalar.value != 0x0A && scalar.value != 0x0D)
                || scalar.value == 0xFFFE || scalar.value == 0xFFFF
        }
    }
}
