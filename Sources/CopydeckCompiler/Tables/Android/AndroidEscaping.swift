/// Text as aapt2 reads it inside `<string>` and `<item>`, and comments XML can hold.
///
/// aapt2 (checked against Debian's 2.19 by the tests) reads an element's text like this:
/// - outside double quotes, a run of ASCII whitespace (space, tab, newline, CR) is one space, and
///   leading and trailing whitespace is dropped; inside `"…"` every character stays and the quotes
///   themselves are not part of the text;
/// - an unescaped `'` outside quotes is an error ("unescaped apostrophe in string");
/// - `\\`, `\'`, `\"`, `\n`, `\t`, `\@`, `\?` and `\uXXXX` (four hex digits) are escapes, and a
///   backslash before any other character is dropped;
/// - a text starting with `@` or `?` is a reference (`@null`, `@string/x`), not text.
///
/// So the writer escapes `\ ' "`, writes newline and tab as `\n` and `\t`, and every other control
/// character, U+0080–U+009F and the non-characters U+FFFE and U+FFFF as `\uXXXX` (XML 1.0 cannot
/// hold most of them at all); escapes `@` and `?` when they come first; writes `<`, `&` and `>` as
/// entities; and wraps the whole text in `"…"` when it has a space that would be lost (leading,
/// trailing, or two in a row). Escaped characters are never whitespace to aapt2, so only literal
/// spaces decide the quotes. Non-ASCII whitespace (U+00A0, U+3000…) is not collapsed and is written
/// as it is.
enum AndroidEscaping {
    /// Appends `text` (UTF-8, literal percents as `%%`) escaped for aapt2. With
    /// `literalPercents`, each `%%` is written as one `%`: the string is not a format.
    ///
    /// Android's styling tags in the text (`AndroidMarkup`: `<b>…</b>`, balanced) are written as
    /// elements. aapt2 ends quotes and whitespace runs where a tag starts or ends, so each run
    /// of text between tags is escaped (and quoted) on its own.
    /// `tagsAreText`: the text's tags are characters (HTML for `Html.fromHtml`), escaped as
    /// every other `<`.
    static func appendValue(_ text: UnsafeBufferPointer<UInt8>, literalPercents: Bool, tagsAreText: Bool = false, to out: inout [UInt8]) {
        guard !tagsAreText, let tags = AndroidMarkup.tags(in: text) else {
            appendSegment(text, literalPercents: literalPercents, to: &out)
            return
        }
        var start = 0
        for tag in tags {
            appendSegment(UnsafeBufferPointer(rebasing: text[start..<tag.lowerBound]), literalPercents: literalPercents, to: &out)
            out.append(contentsOf: UnsafeBufferPointer(rebasing: text[tag]))
            start = tag.upperBound
        }
        appendSegment(UnsafeBufferPointer(rebasing: text[start..<text.count]), literalPercents: literalPercents, to: &out)
    }

    /// Appends a reference to another resource (`@string/other`) as aapt2 reads one: unescaped,
    /// when it is one (ASCII letters, digits and `@ + * : / _ . ?`); else as text.
    static func appendReference(_ text: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        let isName = text.first == UInt8(ascii: "@") || text.first == UInt8(ascii: "?")
        guard isName, text.allSatisfy({ byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || "@+*:/_.?-".utf8.contains(byte)
        }) else {
            appendValue(text, literalPercents: false, to: &out)
            return
        }
        out.append(contentsOf: text)
    }

    private static func appendSegment(_ text: UnsafeBufferPointer<UInt8>, literalPercents: Bool, to out: inout [UInt8]) {
        let space = UInt8(ascii: " ")
        let quoted = needsQuotes(text)
        if quoted { out.append(UInt8(ascii: "\"")) }
        var first = 0
        while first < text.count, text[first] == space { first += 1 }
        var index = 0
        let count = text.count
        while index < count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\\"): out.append(backslash); out.append(byte)
            case UInt8(ascii: "'"): out.append(backslash); out.append(byte)
            case UInt8(ascii: "\""): out.append(backslash); out.append(byte)
            case UInt8(ascii: "\n"): out.append(backslash); out.append(UInt8(ascii: "n"))
            case UInt8(ascii: "\t"): out.append(backslash); out.append(UInt8(ascii: "t"))
            case UInt8(ascii: "<"): append("&lt;", to: &out)
            case UInt8(ascii: ">"): append("&gt;", to: &out)
            case UInt8(ascii: "&"): append("&amp;", to: &out)
            case UInt8(ascii: "@"), UInt8(ascii: "?"):
                if index == first { out.append(backslash) }
                out.append(byte)
            case UInt8(ascii: "%"):
                out.append(byte)
                if literalPercents, index + 1 < count, text[index + 1] == byte { index += 1 }
            case 0..<0x20, 0x7F:
                appendUnicodeEscape(UInt32(byte), to: &out)
            case 0xC2 where index + 1 < count && text[index + 1] < 0xA0:
                // U+0080–U+009F: C1 controls.
                appendUnicodeEscape(UInt32(text[index + 1]), to: &out)
                index += 1
            case 0xEF where index + 2 < count && text[index + 1] == 0xBF && text[index + 2] >= 0xBE:
                // U+FFFE and U+FFFF: not XML characters.
                appendUnicodeEscape(0xFF00 | UInt32(text[index + 2] + 0x40), to: &out)
                index += 2
            default:
                // Copy the run of ordinary bytes in one go.
                var end = index + 1
                while end < count, isPlain(text[end]) { end += 1 }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: text[index..<end]))
                index = end
                continue
            }
            index += 1
        }
        if quoted { out.append(UInt8(ascii: "\"")) }
    }

    /// A space aapt2 would drop or merge: at either end, or next to another.
    static func needsQuotes(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let space = UInt8(ascii: " ")
        guard let firstByte = text.first, let lastByte = text.last else { return false }
        if firstByte == space || lastByte == space { return true }
        var previous: UInt8 = 0
        for byte in text {
            if byte == space, previous == space { return true }
            previous = byte
        }
        return false
    }

    /// Appends `<!-- comment -->`: `--` cannot appear in an XML comment, so a space goes between
    /// two dashes; characters XML cannot hold are written as `\uXXXX`.
    static func appendComment(_ comment: String, to out: inout [UInt8]) {
        append("<!-- ", to: &out)
        var comment = comment
        comment.withUTF8 { text in
            var previous: UInt8 = 0
            var index = 0
            let count = text.count
            while index < count {
                let byte = text[index]
                switch byte {
                case UInt8(ascii: "-") where previous == UInt8(ascii: "-"):
                    out.append(UInt8(ascii: " "))
                    out.append(byte)
                case 0..<0x09, 0x0B, 0x0C, 0x0E..<0x20:
                    appendUnicodeEscape(UInt32(byte), to: &out)
                case 0xEF where index + 2 < count && text[index + 1] == 0xBF && text[index + 2] >= 0xBE:
                    appendUnicodeEscape(0xFF00 | UInt32(text[index + 2] + 0x40), to: &out)
                    index += 2
                default:
                    out.append(byte)
                }
                previous = byte
                index += 1
            }
        }
        append(" -->", to: &out)
    }

    /// Appends markup without the retain and lazy initialisation a static array costs per use.
    @inline(__always)
    /// `tools:NAME="VALUE"` for each attribute, written inside an open attribute value (after
    /// `name="NAME`): each closes the one before and leaves its own open, as the writers do.
    static func appendToolsAttributes(_ attributes: [Field.AndroidToolsAttribute], to out: inout [UInt8]) {
        for attribute in attributes {
            out.append(contentsOf: "\" tools:".utf8)
            out.append(contentsOf: attribute.name.utf8)
            out.append(contentsOf: "=\"".utf8)
            for byte in attribute.value.utf8 {
                switch byte {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
                default: out.append(byte)
                }
            }
        }
    }

    static func append(_ text: StaticString, to out: inout [UInt8]) {
        out.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// `\uXXXX`, upper-case hex, as aapt2 reads it.
    private static func appendUnicodeEscape(_ value: UInt32, to out: inout [UInt8]) {
        out.append(backslash)
        out.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            let digit = UInt8((value >> UInt32(shift)) & 0xF)
            out.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10)
        }
    }

    /// Bytes written as they are: everything but the ASCII characters handled above and the
    /// lead bytes of C1 controls and U+FFFE/U+FFFF.
    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case 0..<0x20, 0x7F, 0xC2, 0xEF, UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "@"), UInt8(ascii: "?"),
             UInt8(ascii: "%"):
            false
        default:
            true
        }
    }

    private static let backslash = UInt8(ascii: "\\")
}
