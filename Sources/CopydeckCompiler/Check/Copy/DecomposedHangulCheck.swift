import Foundation

/// Hangul written as conjoining jamo (NFD: 한 as ᄒ + ᅡ + ᆫ, as macOS file names and some
/// editors and pasteboards produce it) looks the same but is other characters: search, glossary
/// and duplicate checks miss it, and fonts may draw it apart. Lengths are measured right either
/// way (a syllable is one character of display width 2); the text should still be NFC.
public struct DecomposedHangulCheck: PerMessageCheck {
    public static let rule = RuleDescriptor(
        id: "copy.decomposed-hangul", defaultSeverity: .warning,
        summary: "Hangul written as decomposed jamo (NFD) rather than precomposed syllables (NFC).",
        help: """
            The text looks right but is stored as separate jamo, so search, the glossary and \
            comparisons with other copy miss it. Convert the file to NFC (most editors: \
            "Normalize to NFC"; `uconv -x nfc`).
            """,
        certainFix: "Writes each run of jamo as the syllables it spells (NFC), and nothing else of the text; old jamo that no syllable holds are left to a person.",
        examples: [
            RuleExample("사진 saved as jamo (NFD), as some editors and pasteboards write it", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml",
                      bytes: Array("photo_pick:\n  title: \u{1109}\u{1161}\u{110C}\u{1175}\u{11AB}을 골라 주세요   # 사진: U+1109 U+1161 U+110C U+1175 U+11AB\n".utf8),
                      shown: "photo_pick:\n  title: ↓사진을 골라 주세요   # 사진: U+1109 U+1161 U+110C U+1175 U+11AB\n"),
            ], fixed: [
                .init("locales/ko/demo.yml", "photo_pick:\n  title: 사진을 골라 주세요   # 사진: U+1109 U+1161 U+110C U+1175 U+11AB\n"),
            ]),
            RuleExample("the same words as precomposed syllables (NFC)", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    photo_pick:
                      title: 사진을 골라 주세요
                    """),
            ]),
        ])

    static let screens = """
        screens:
          photo_pick:
            kind: page
            fields:
              title: title
        """

    public init() {}

    /// Conjoining jamo (U+1100–U+11FF) start with `E1 84`…`E1 87`; the extended blocks
    /// (U+A960–U+A97F, U+D7B0–U+D7FF) with `EA A5` and `ED 9E`/`ED 9F`. Lead bytes all: the
    /// text (valid UTF-8) is read a character at a time.
    static func mayHaveJamo(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            let lead = bytes[index]
            if lead >= 0xE1 {
                switch (lead, bytes[index + 1]) {
                case (0xE1, 0x84...0x87), (0xEA, 0xA5), (0xED, 0x9E...0x9F): return true
                default: break
                }
            }
            index += UTF8.scalarLength(lead: lead)
        }
        return false
    }

    static func isConjoiningJamo(_ scalar: Unicode.Scalar) -> Bool {
        (0x1100...0x11FF).contains(scalar.value) || (0xA960...0xA97F).contains(scalar.value) || (0xD7B0...0xD7FF).contains(scalar.value)
    }

    func check(_ message: CopyMessage, project: Project, into diagnostics: inout DiagnosticCollector) {
        guard message.entry.features.contains(.jamo) else { return }
        var text = message.entry.text
        guard text.withUTF8(Self.mayHaveJamo) else { return }
        guard let index = text.unicodeScalars.firstIndex(where: Self.isConjoiningJamo) else { return }
        let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: index)
        let composed = String(text[text.rangeOfComposedCharacterSequence(at: index)].precomposedStringWithCanonicalMapping)
        diagnostics.emit(Self.rule, at: message.range(at: offset, project.files),
            "message `\(message.key)` in \(message.locale) writes Hangul as decomposed jamo (NFD), e.g. `\(composed)`; save the text as NFC",
            fix: Self.composition(of: Array(message.entry.text.unicodeScalars)).map { message.fix($0) })
    }

    /// Each run of jamo (with the syllable before it that a final consonant joins) written as
    /// the syllables it spells, and nothing else: normalizing the whole text would also change
    /// characters that are no Hangul (CJK compatibility ideographs). Nil when a run does not make
    /// syllables whole (old Hangul, a lone vowel): that is for a person.
    static func composition(of scalars: [Unicode.Scalar]) -> [Fix.Edit]? {
        var edits: [Fix.Edit] = []
        var index = 0
        while index < scalars.count {
            guard isConjoiningJamo(scalars[index]) else { index += 1; continue }
            var start = index
            if start > 0, (0xAC00...0xD7A3).contains(scalars[start - 1].value), (0x11A8...0x11C2).contains(scalars[start].value) { start -= 1 }
            var end = index
            while end < scalars.count, isConjoiningJamo(scalars[end]) { end += 1 }
            let composed = String(String.UnicodeScalarView(scalars[start..<end])).precomposedStringWithCanonicalMapping
            guard !composed.unicodeScalars.contains(where: isConjoiningJamo) else { return nil }
            edits.append(Fix.Edit(start: start, end: end, replacement: composed))
            index = end
        }
        return edits.isEmpty ? nil : edits
    }
}
