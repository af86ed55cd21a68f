/// Characters that take no space on screen are invisible in review too: a zero-width space
/// breaks search and matching, and a bidirectional override (U+202E) reorders what a reader
/// sees against what the text says, a known spoofing trick. A joiner inside an emoji sequence
/// (👩‍💻) and a non-joiner between letters (where Persian or Indic spelling needs one) are allowed.
public struct InvisibleCharacterCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "copy.invisible", defaultSeverity: .warning,
        summary: "A zero-width or bidirectional control character in copy.",
        help: """
            Delete it: it is invisible in review, breaks search and matching, and a bidirectional \
            control can make text display in another order than it is written. Allowed: U+200D \
            ZERO WIDTH JOINER inside an emoji sequence, U+200C ZERO WIDTH NON-JOINER between \
            letters, tag characters in a flag emoji. Where one is wanted on purpose, silence the \
            finding with `# copydeck: ignore copy.invisible`.
            """,
        examples: [
            RuleExample("a zero-width space and a right-to-left override (written as YAML escapes; pasted, they are invisible)", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/en/demo.yml", """
                    photo_access:
                      title: "Allow↓\\u200Bphotos"
                    """),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      title: "↓\\u202E写真を許可"
                    """),
            ]),
            RuleExample("a joiner inside an emoji sequence (👩‍💻) is part of the emoji", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/en/demo.yml", """
                    photo_access:
                      title: "Made for developers 👩\\u200D💻"
                    """),
            ]),
        ])

    static let screens = """
        screens:
          photo_access:
            kind: page
            fields:
              title: title
        """

    public init() {}

    /// The characters this rule names, by code point.
    static let names: [UInt32: String] = [
        0x061C: "ARABIC LETTER MARK", 0x180E: "MONGOLIAN VOWEL SEPARATOR",
        0x200B: "ZERO WIDTH SPACE", 0x200C: "ZERO WIDTH NON-JOINER", 0x200D: "ZERO WIDTH JOINER",
        0x200E: "LEFT-TO-RIGHT MARK", 0x200F: "RIGHT-TO-LEFT MARK",
        0x202A: "LEFT-TO-RIGHT EMBEDDING", 0x202B: "RIGHT-TO-LEFT EMBEDDING", 0x202C: "POP DIRECTIONAL FORMATTING",
        0x202D: "LEFT-TO-RIGHT OVERRIDE", 0x202E: "RIGHT-TO-LEFT OVERRIDE",
        0x2060: "WORD JOINER", 0x2061: "FUNCTION APPLICATION", 0x2062: "INVISIBLE TIMES",
        0x2063: "INVISIBLE SEPARATOR", 0x2064: "INVISIBLE PLUS",
        0x2066: "LEFT-TO-RIGHT ISOLATE", 0x2067: "RIGHT-TO-LEFT ISOLATE", 0x2068: "FIRST STRONG ISOLATE",
        0x2069: "POP DIRECTIONAL ISOLATE", 0xFEFF: "ZERO WIDTH NO-BREAK SPACE (byte-order mark)",
    ]

    /// Whether the UTF-8 could hold one of them: their lead bytes are `D8`, `E1`, `E2`, `EF`
    /// and `F3` (tags); most copy has none of `D8`, `E1`, `EF`, `F3`, and `E2` only in punctuation.
    /// Lead bytes all: the text (valid UTF-8) is read a character at a time.
    static func mayHaveInvisible(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            switch lead {
            case 0xD8, 0xE1, 0xEF, 0xF3: return true
            case 0xE2 where index + 1 < bytes.count && (bytes[index + 1] == 0x80 || bytes[index + 1] == 0x81): return true
            default: index += UTF8.scalarLength(lead: lead)
            }
        }
        return false
    }

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        guard message.entry.features.contains(.invisible) else { return }
        var text = message.entry.text
        guard text.withUTF8(Self.mayHaveInvisible) else { return }
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let name: String
            if let known = Self.names[scalar.value] {
                name = known
            } else if (0xE0000...0xE007F).contains(scalar.value) {
                name = "TAG CHARACTER"
            } else {
                continue
            }
            if Self.isAllowed(at: index, in: scalars) { continue }
            diagnostics.emit(Self.rule, at: message.range(at: index, project.files),
                "message `\(message.key)` in \(message.locale) holds U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(4)) \(name), which is invisible; delete it")
            return
        }
    }

    /// A joiner between two emoji, a non-joiner between two letters, a tag in a flag sequence.
    static func isAllowed(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let before = index > 0 ? scalars[index - 1] : nil
        let after = index + 1 < scalars.count ? scalars[index + 1] : nil
        switch scalars[index].value {
        case 0x200D:
            guard let before, let after else { return false }
            let emojiBefore = before.properties.isEmoji || before.value == 0xFE0F || (0x1F3FB...0x1F3FF).contains(before.value)
            return emojiBefore && after.properties.isEmoji
        case 0x200C:
            guard let before, let after else { return false }
            return before.properties.isAlphabetic && after.properties.isAlphabetic && !before.isASCII && !after.isASCII
        case 0xE0000...0xE007F:
            // 🏴 followed by tag letters and CANCEL TAG (the flags of England, Scotland, Wales).
            var start = index
            while start > 0, (0xE0000...0xE007F).contains(scalars[start - 1].value) { start -= 1 }
            return start > 0 && scalars[start - 1].value == 0x1F3F4
        default:
            return false
        }
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
