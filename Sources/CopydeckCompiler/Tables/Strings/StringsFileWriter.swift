import Foundation

/// Writes `<locale>.lproj/Localizable.strings` (and `InfoPlist.strings`, from the InfoPlist
/// table): the old-style property-list text CoreFoundation reads, one entry per key whose text in
/// the locale is a `.format`, in table order:
///
///     /* Comment for translators */
///     "key" = "value";
///
///     "key.without.comment" = "value";
///
/// Every entry with a localization in the locale is written, whatever its state: the format has
/// no states, and a `new` entry carries the text the fallback chain gives, which the app shows.
/// A key that is in the table twice is written twice (CF keeps the last); tables have unique keys.
///
/// UTF-8 without a byte-order mark (what Xcode writes today; CoreFoundation reads UTF-8 and
/// UTF-16 with a BOM), LF line breaks, a blank line between entries and a line break at the end.
/// Plural and substitution texts go to the `.stringsdict` (`StringsDictWriter`), not here.
///
/// Escapes: `"` as `\"`, `\` as `\\`, line feed `\n`, tab `\t`, carriage return `\r`, every
/// other C0 control character, DEL, U+2028 and U+2029 as `\U` with four hex digits (CF's `\U`
/// takes up to four, so four always ends it). Everything else is written as it is, emoji and
/// other characters past U+FFFF included (CF reads UTF-8 and would need two `\U` escapes, one per
/// UTF-16 half). CF reads these back to the same text (`plutil` is the tests' oracle).
///
/// A comment is written as `/* … */`; the one sequence that would end it early, `*/`, is written
/// `* /`. A locale with no entry gets a file holding only a comment: CoreFoundation reads that as
/// an empty table, while a zero-byte file is an error to it.
public enum StringsFileWriter {
    public static func write(_ table: StringTable, locale: String) -> Data {
        var output: [UInt8] = []
        output.reserveCapacity(64 + table.entries.count * 96)
        var wroteEntry = false
        // App Shortcuts phrases are a String Catalog's alone, width variants a `.stringsdict`'s.
        for entry in table.entries where !entry.isStringSet && entry.widths.isEmpty {
            guard let localization = entry.localization(locale), case .format(let text) = localization.text else { continue }
            if wroteEntry { output.append(UInt8(ascii: "\n")) }
            wroteEntry = true
            if let comment = entry.comment, !comment.isEmpty {
                output.append(contentsOf: "/* ".utf8)
                appendComment(comment, to: &output)
                output.append(contentsOf: " */\n".utf8)
            }
            output.append(UInt8(ascii: "\""))
            appendEscaped(entry.key, to: &output)
            output.append(contentsOf: "\" = \"".utf8)
            appendEscaped(text, to: &output)
            output.append(contentsOf: "\";\n".utf8)
        }
        if !wroteEntry {
            output.append(contentsOf: "/* No strings in \(table.name) for \(locale). */\n".utf8)
        }
        return Data(output)
    }

    /// Appends `text` as the inside of a quoted old-style string.
    static func appendEscaped(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            special.withUnsafeBufferPointer { special in
                var index = 0
                var clean = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if special[Int(byte)] == 0 {
                        index += 1
                        continue
                    }
                    var escape: StaticString?
                    var hexEscape: UInt16?
                    var length = 1
                    switch byte {
                    case UInt8(ascii: "\""): escape = "\\\""
                    case UInt8(ascii: "\\"): escape = "\\\\"
                    case UInt8(ascii: "\n"): escape = "\\n"
                    case UInt8(ascii: "\t"): escape = "\\t"
                    case UInt8(ascii: "\r"): escape = "\\r"
                    case 0x00..<0x20, 0x7F: hexEscape = UInt16(byte)
                    case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                        // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR: editors break lines there.
                        hexEscape = bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029
                        length = 3
                    default: break
                    }
                    guard escape != nil || hexEscape != nil else {
                        index += 1
                        continue
                    }
                    if clean < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean..<index])) }
                    if let escape {
                        escape.withUTF8Buffer { output.append(contentsOf: $0) }
                    } else if let hexEscape {
                        appendUnicodeEscape(hexEscape, to: &output)
                    }
                    index += length
                    clean = index
                }
                if clean < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean..<bytes.count])) }
            }
        }
    }

    /// 1 for the bytes that may start something to escape: `"`, `\`, C0 controls, DEL, and
    /// 0xE2 (the lead byte of U+2028 and U+2029); a quick test before the exact one.
    private static let special: [UInt8] = (0...255).map { byte in
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2 ? 1 : 0
    }

    /// `\U` and four uppercase hex digits.
    static func appendUnicodeEscape(_ unit: UInt16, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\\"))
        output.append(UInt8(ascii: "U"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((unit >> UInt16(shift)) & 0xF)
            output.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        }
    }

    /// Appends a comment's text with every `*/` written `* /`, so the comment ends where it should.
    static func appendComment(_ comment: String, to output: inout [UInt8]) {
        var comment = comment
        comment.withUTF8 { bytes in
            var clean = 0
            for index in bytes.indices.dropFirst() where bytes[index] == UInt8(ascii: "/") && bytes[index - 1] == UInt8(ascii: "*") {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean..<index]))
                output.append(UInt8(ascii: " "))
                clean = index
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean...]))
        }
    }
}
