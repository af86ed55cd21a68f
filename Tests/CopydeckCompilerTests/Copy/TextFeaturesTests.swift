import Testing
@testable import CopydeckCompiler

/// `TextFeatures` screens for five rules in one pass: a feature must be present whenever the
/// rule's own screen passes the text, or the rule would miss what it looks for. Held to the
/// screens on texts made of the very sequences they look for, their neighbours, and the scripts
/// of real copy, at every position and across the ends.
@Suite struct TextFeaturesTests {
    /// The pieces texts are made of: each screen's sequences, sequences one byte away from them,
    /// characters of every UTF-8 length, and spaces.
    static let pieces: [String] = [
        "a", " ", "  ", "\t", "\n", "\"", "'", "*", ">", "<", "한", "글", "写", "真", "。", "é", "😀", "{", "}",
        // Conjoining jamo (U+1100…, U+A960…, U+D7B0…) and their blocks' neighbours.
        "\u{1100}", "\u{11FF}", "\u{10FF}", "\u{1200}", "\u{A960}", "\u{A97F}", "\u{A940}", "\u{A980}", "\u{D7B0}", "\u{D7FF}", "\u{D7A3}",
        // Invisible and direction characters, and neighbours of their lead bytes.
        "\u{061C}", "\u{0600}", "\u{180E}", "\u{200B}", "\u{200F}", "\u{202E}", "\u{2060}", "\u{2066}", "\u{2069}", "\u{FEFF}", "\u{FE0F}",
        "\u{E0001}", "\u{E007F}", "\u{2010}", "\u{2100}", "\u{1D00}",
        // Quotation, emphasis and path marks, and their neighbours.
        "\u{201C}", "\u{201D}", "\u{2018}", "\u{203A}", "\u{2192}", "\u{2193}", "\u{300C}", "\u{300E}", "\u{300A}", "\u{300D}", "\u{FF1E}", "\u{FF1F}",
        "\u{3000}",
        // Punctuation of both widths, its neighbours, placeholder syntax and what makes an address.
        "!", "?", ":", "(", ")", ",", ".", "@", "{n}", "\u{FF01}", "\u{FF1F}", "\u{FF1A}", "\u{FF08}", "\u{FF09}", "\u{FF0C}", "\u{FF02}",
        "\u{3001}", "\u{3002}", "https://a.b", "a@b.c", "10:30",
    ]

    static func screens(_ text: String) -> (jamo: Bool, invisible: Bool, quote: Bool, doubledSpace: Bool, widthMark: Bool) {
        var text = text
        return text.withUTF8 { bytes in
            let marks = PunctuationWidthCheck.count(bytes)
            return (DecomposedHangulCheck.mayHaveJamo(bytes), InvisibleCharacterCheck.mayHaveInvisible(bytes),
                    LabelReferenceCheck.mayQuote(bytes), WhitespaceCheck.hasDoubledSpace(bytes), marks.full + marks.half > 0)
        }
    }

    static func check(_ text: String) {
        let features = TextFeatures(of: text)
        let screens = Self.screens(text)
        #expect(!screens.jamo || features.contains(.jamo), "jamo in \(text.debugDescription)")
        #expect(!screens.invisible || features.contains(.invisible), "invisible in \(text.debugDescription)")
        #expect(!screens.quote || features.contains(.quoteMark), "quote in \(text.debugDescription)")
        #expect(!screens.doubledSpace || features.contains(.doubledSpace), "doubled space in \(text.debugDescription)")
        #expect(!screens.widthMark || features.contains(.widthMark), "punctuation in \(text.debugDescription)")
    }

    @Test func everyPieceAloneAndBetweenOthers() {
        for piece in Self.pieces {
            for context in ["", "a", "한", "😀"] {
                Self.check(piece)
                Self.check(context + piece)
                Self.check(piece + context)
                Self.check(context + piece + context)
            }
        }
    }

    @Test func randomTexts() {
        var generator = SeededGenerator(seed: 4_646)
        for _ in 0..<20_000 {
            let length = Int.random(in: 0...12, using: &generator)
            Self.check((0..<length).map { _ in Self.pieces.randomElement(using: &generator)! }.joined())
        }
    }

    /// The features say exactly what is there on these texts, so a feature is not simply always on.
    @Test func featuresAreAbsentWhereNothingIsThere() {
        for text in ["사진 몇 장이면 충분해요", "写真を選んでください。", "Next", "a b c", ""] {
            #expect(TextFeatures(of: text).isEmpty, "\(text)")
        }
        #expect(TextFeatures(of: "「시작」") == [.quoteMark])
        #expect(TextFeatures(of: "두  칸") == [.doubledSpace])
        #expect(TextFeatures(of: "\u{1100}\u{1161}") == [.jamo, .invisible])
        #expect(TextFeatures(of: "a\u{200B}b") == [.invisible])
        #expect(TextFeatures(of: "本当ですか？") == [.invisible, .widthMark])
        #expect(TextFeatures(of: "{name}님, 환영해요") == [])
    }
}
