import Testing
@testable import CopydeckCompiler

/// The renderer escapes text and attribute values eight bytes at a time where it can; what it
/// writes must be what the rules say for every scalar wherever it falls in those eight-byte
/// windows. The reference here reads the rules scalar by scalar: `&`, `<`, `>` escaped; in an
/// attribute also `"`, `'`, tab and line feed; a carriage return as `&#13;`; other C0 controls,
/// DEL, C1 controls and noncharacters as U+FFFD; everything else as it is.
@Suite struct MarkupEscapingPropertyTests {
    static let alphabet: [String] = ["a", "Z", "0", " ", "-", "_", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}",
                                     "\u{80}", "\u{9F}", "\u{A0}", "é", "写", "한", "👩‍💻", "\u{FFFD}", "\u{202E}", "abcdefgh", "12345678", "=/.:;#%"]
        // Noncharacters, which a Swift literal may not spell.
        + [0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF, 0x1FFFF, 0x10FFFE].map { String(Unicode.Scalar($0)!) }

    static func reference(_ text: String, attribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x26: out += "&amp;"
            case 0x3C: out += "&lt;"
            case 0x3E: out += "&gt;"
            case 0x22 where attribute: out += "&quot;"
            case 0x27 where attribute: out += "&#39;"
            case 0x09 where attribute: out += "&#9;"
            case 0x0A where attribute: out += "&#10;"
            case 0x0D: out += "&#13;"
            case 0x09, 0x0A: out.unicodeScalars.append(scalar)
            case 0..<0x20, 0x7F...0x9F, 0xFDD0...0xFDEF: out += "\u{FFFD}"
            case let value where value & 0xFFFE == 0xFFFE: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func textAndAttributesAreEscapedAsTheRulesSayWhereverACharacterFalls() throws {
        var seed: UInt64 = 0xE5CA9E
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        let renderer = MarkupRenderer(mode: .html)
        for _ in 0..<3_000 {
            // Mostly plain runs, so the fast path is taken, with a special character dropped in
            // at every offset of a window now and then.
            let value = (0..<next(20)).map { _ in next(3) == 0 ? Self.alphabet[next(Self.alphabet.count)] : "abcdefgh" }.joined()
            let text = try renderer.renderString(.element("p", attributes: [.attribute("title", value)], children: [.text(value)]))
            let expected = "<p title=\"\(Self.reference(value, attribute: true))\">\(Self.reference(value, attribute: false))</p>"
            #expect(text == expected, "\(Array(value.unicodeScalars))")
            if text != expected { return }
        }
    }
}
