/// Terminal and layout display width: East Asian wide and fullwidth characters (Hangul, kana,
/// CJK ideographs, fullwidth forms, most emoji) take two columns; combining marks take none.
public enum DisplayWidth {
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// A text's length as a budget counts it: in display columns (`width: display`), or in
    /// characters. The length check and the preview's copy sheet both count with this.
    static func length(of text: String, byWidth: Bool) -> Int {
        byWidth ? of(text) : text.count
    }

    public static func of(_ character: Character) -> Int {
        guard let first = character.unicodeScalars.first else { return 0 }
        if character.unicodeScalars.count > 1, character.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        return isWide(first.value) ? 2 : (first.properties.generalCategory == .nonspacingMark ? 0 : 1)
    }

    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x1F680...0x1F6FF,
             0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
