/// The text a label shows once Mermaid has drawn it: Mermaid's entity codes and HTML's
/// character references decoded, as Mermaid 11 and the browser do between them.
///
/// What Mermaid does (read in mermaid-js/mermaid: `packages/mermaid/src/Diagram.ts`,
/// `utils.ts` `encodeEntities`/`decodeEntities`, `diagrams/flowchart/flowDb.ts`,
/// `diagrams/common/common.ts` `sanitizeText`, `rendering-util/createText.ts`):
/// - before parsing, `encodeEntities` replaces every `#\w+;` of the source with a placeholder:
///   `#9829;` (digits) stands for `&#9829;`, `#quot;` (any other word) for `&quot;`;
/// - `flowDb` keeps node and edge labels and subgraph titles as HTML (`sanitizeText` leaves text
///   without `<` as it is), trimmed and unquoted while still encoded;
/// - drawing, `decodeEntities` turns the placeholders into `&#9829;` and `&quot;`, and the label
///   goes into the page as HTML, so the browser decodes those and any reference the author
///   wrote (`&amp;`, `&lt;`, `&#60;`, `&copy;`) once.
///
/// So `#quot;` and `&quot;` both show `"`; `&#9829;` shows `&♥` (its `#9829;` is Mermaid's
/// code first, the `&` stays); `#x41;` shows `&x41;` (Mermaid's numbers are decimal); an unknown
/// `#foo;` shows `&foo;`. Without its `;`, a reference is decoded where browsers decode it
/// (numbers, and the legacy names: `&copy 2024` shows `© 2024`).
enum MermaidEntities {
    static func decode(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "&") }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "#", let end = codeEnd(scalars, from: index + 1) {
                // Mermaid's code: `&#digits;` or `&word;` for the browser.
                let name = scalars[(index + 1)..<end]
                if name.allSatisfy(isDigit) {
                    result.append(numeric(name, radix: 10))
                    index = end + 1
                } else if let (decoded, next) = namedReference(scalars, name: (index + 1)..<end) {
                    result.append(contentsOf: decoded.unicodeScalars)
                    index = next
                } else {
                    result.append("&")
                    index += 1
                }
                continue
            }
            if scalar == "&", let (decoded, next) = reference(scalars, at: index) {
                result.append(contentsOf: decoded.unicodeScalars)
                index = next
                continue
            }
            result.append(scalar)
            index += 1
        }
        return String(result)
    }

    /// The offset of the `;` that closes a `#\w+;` code whose word starts at `start`.
    private static func codeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var index = start
        while index < scalars.count, isWordScalar(scalars[index]) { index += 1 }
        guard index > start, index < scalars.count, scalars[index] == ";" else { return nil }
        return index
    }

    /// An HTML reference the author wrote at `start` (an `&`): `&name;`, `&#digits;` or `&#xhex;`
    /// (the number's `;` optional, as for browsers). Nil when none is there, or when the `#` after
    /// the `&` begins one of Mermaid's codes, which Mermaid replaces first.
    private static func reference(_ scalars: [Unicode.Scalar], at start: Int) -> (String, Int)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "#" {
            if codeEnd(scalars, from: index + 1) != nil { return nil }
            index += 1
            var radix = 10
            if index < scalars.count, scalars[index] == "x" || scalars[index] == "X" {
                radix = 16
                index += 1
            }
            let digitsStart = index
            while index < scalars.count, radix == 16 ? isHexDigit(scalars[index]) : isDigit(scalars[index]) { index += 1 }
            guard index > digitsStart else { return nil }
            let character = numeric(scalars[digitsStart..<index], radix: radix)
            if index < scalars.count, scalars[index] == ";" { index += 1 }
            return (String(character), index)
        }
        while index < scalars.count, isASCIIAlphanumeric(scalars[index]) { index += 1 }
        return namedReference(scalars, name: (start + 1)..<index)
    }

    /// `&name;` with its `;` (the one at `name.upperBound`), or else the longest legacy name
    /// that begins the word (`&copy 2024`, `&amp`), as browsers decode text; with the offset
    /// after what it used.
    private static func namedReference(_ scalars: [Unicode.Scalar], name: Range<Int>) -> (String, Int)? {
        if name.upperBound < scalars.count, scalars[name.upperBound] == ";",
           let decoded = named[String(String.UnicodeScalarView(scalars[name]))] {
            return (decoded, name.upperBound + 1)
        }
        var length = min(name.count, 6)
        while length >= 2 {
            let prefix = String(String.UnicodeScalarView(scalars[name.lowerBound..<(name.lowerBound + length)]))
            if legacyNames.contains(prefix), let decoded = named[prefix] { return (decoded, name.lowerBound + length) }
            length -= 1
        }
        return nil
    }

    /// A numeric reference as HTML 5 decodes it: U+FFFD for 0, surrogates and numbers past
    /// U+10FFFF; 0x80–0x9F as Windows-1252 has them; any other code point as it is.
    private static func numeric(_ digits: ArraySlice<Unicode.Scalar>, radix: Int) -> Unicode.Scalar {
        var value: UInt32 = 0
        for digit in digits {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: UInt32(radix))
            guard !overflow, shifted <= 0x10FFFF else { return "\u{FFFD}" }
            value = shifted + UInt32(hexValue(digit))
        }
        if value == 0 || value > 0x10FFFF { return "\u{FFFD}" }
        if value >= 0x80, value <= 0x9F, let replaced = windows1252[value] { return replaced }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    private static let windows1252: [UInt32: Unicode.Scalar] = [
        0x80: "\u{20AC}", 0x82: "\u{201A}", 0x83: "\u{0192}", 0x84: "\u{201E}", 0x85: "\u{2026}", 0x86: "\u{2020}",
        0x87: "\u{2021}", 0x88: "\u{02C6}", 0x89: "\u{2030}", 0x8A: "\u{0160}", 0x8B: "\u{2039}", 0x8C: "\u{0152}",
        0x8E: "\u{017D}", 0x91: "\u{2018}", 0x92: "\u{2019}", 0x93: "\u{201C}", 0x94: "\u{201D}", 0x95: "\u{2022}",
        0x96: "\u{2013}", 0x97: "\u{2014}", 0x98: "\u{02DC}", 0x99: "\u{2122}", 0x9A: "\u{0161}", 0x9B: "\u{203A}",
        0x9C: "\u{0153}", 0x9E: "\u{017E}", 0x9F: "\u{0178}",
    ]

    private static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x66)
    }

    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || (scalar.value | 0x20 >= 0x61 && scalar.value | 0x20 <= 0x7A)
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt32 {
        isDigit(scalar) ? scalar.value - 0x30 : (scalar.value | 0x20) - 0x61 + 10
    }
}
