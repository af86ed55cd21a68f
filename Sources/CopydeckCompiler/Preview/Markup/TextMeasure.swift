/// Widths of text in a typical sans-serif without a font file, for laying out diagram labels:
/// East Asian wide and fullwidth characters (Hangul, kana, kanji, fullwidth forms, CJK
/// punctuation) and emoji are 1 em; Latin letters, digits and the rest come from a small table
/// (narrow `i l . , ' |` 0.3 em, wide `m w M W` 0.85 em, 0.55 em otherwise); combining marks,
/// zero-width characters and bidi controls are 0. Text is measured grapheme cluster by cluster,
/// so a letter with its accents, a Hangul syllable in jamo or an emoji sequence counts once.
public enum TextMeasure {
    /// The width of `text` in points at `fontSize` (the em).
    public static func width(of text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for cluster in text { ems += emWidth(of: cluster) }
        return ems * fontSize
    }

    /// The width of one grapheme cluster in ems.
    public static func emWidth(of cluster: Character) -> Double {
        var visible: Unicode.Scalar?
        for scalar in cluster.unicodeScalars where !isZeroWidth(scalar) {
            visible = scalar
            break
        }
        guard let first = visible else { return 0 }
        if isEmoji(cluster, first: first) { return 1 }
        if isWide(first.value) { return 1 }
        return latinWidth(first)
    }

    /// Combining marks, format characters (zero-width space and joiners, bidi controls, the
    /// byte-order mark), variation selectors and the Hangul jamo fillers.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: break
        }
        switch scalar.value {
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x206F, 0xFE00...0xFE0F, 0xFEFF, 0xE0100...0xE01EF,
             0x1160...0x11FF, 0xD7B0...0xD7FF:  // jamo vowels and finals: part of the syllable before them
            return true
        default:
            return false
        }
    }

    static func isEmoji(_ cluster: Character, first: Unicode.Scalar) -> Bool {
        let properties = first.properties
        if properties.isEmojiPresentation { return true }
        guard properties.isEmoji else { return false }
        // A text-default emoji (❤, ☺, a digit) is an emoji when asked for with VS16 or a keycap.
        return cluster.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
            || (0x1F1E6...0x1F1FF).contains(first.value)
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F,  // Hangul Jamo initials
             0x231A...0x231B, 0x2329...0x232A,
             0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
             0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility jamo, Kanbun, CJK compatibility
             0x3400...0x4DBF,  // CJK Extension A
             0x4E00...0x9FFF,  // CJK Unified Ideographs
             0xA000...0xA4CF,  // Yi
             0xA960...0xA97F,  // Hangul Jamo Extended-A
             0xAC00...0xD7A3,  // Hangul syllables
             0xF900...0xFAFF,  // CJK compatibility ideographs
             0xFE10...0xFE19, 0xFE30...0xFE6F,  // vertical forms, CJK compatibility forms, small forms
             0xFF00...0xFF60, 0xFFE0...0xFFE6,  // fullwidth forms
             0x16FE0...0x18AFF, 0x1B000...0x1B2FF,  // Tangut, kana supplement and extensions
             0x1F300...0x1F64F, 0x1F900...0x1F9FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:  // CJK Extensions B–H
            return true
        default:
            return false
        }
    }

    static func latinWidth(_ scalar: Unicode.Scalar) -> Double {
        switch scalar.value {
        case 0xFF61...0xFF9F: return 0.5  // halfwidth katakana
        case 0x20, 0xA0: return 0.28
        default: break
        }
        guard scalar.value < 0x80 else {
            // Letters of other alphabets: by the case of the base letter when there is one.
            return scalar.properties.isUppercase ? 0.65 : 0.55
        }
        switch UInt8(scalar.value) {
        case UInt8(ascii: "i"), UInt8(ascii: "j"), UInt8(ascii: "l"), UInt8(ascii: "."), UInt8(ascii: ","),
             UInt8(ascii: "'"), UInt8(ascii: "|"), UInt8(ascii: "!"), UInt8(ascii: ":"), UInt8(ascii: ";"),
             UInt8(ascii: "`"):
            return 0.3
        case UInt8(ascii: "f"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "I"), UInt8(ascii: "("),
             UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "/"), UInt8(ascii: "\\"),
             UInt8(ascii: "-"), UInt8(ascii: "\""):
            return 0.38
        case UInt8(ascii: "m"), UInt8(ascii: "w"), UInt8(ascii: "M"), UInt8(ascii: "W"), UInt8(ascii: "@"):
            return 0.85
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "%"), UInt8(ascii: "&"):
            return 0.67
        default:
            return 0.55
        }
    }
}
