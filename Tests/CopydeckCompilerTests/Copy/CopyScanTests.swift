import CopydeckKit
import Testing
@testable import CopydeckCompiler

/// The byte-level scans behind the register and punctuation-width rules: sentence breaks,
/// trailing marks and endings in Korean and Japanese, and punctuation inside and outside `{…}`.
@Suite struct CopyScanTests {
    @Test(arguments: [
        ("사진을 골라요.", "ko", [RegisterCheck.Style.haeyo]),
        ("위치를 사용합니다! 언제든 바꿀 수 있어요~", "ko", [.hamnida, .haeyo]),
        ("첫 줄이에요\n둘째 줄입니다", "ko", [.haeyo, .hamnida]),
        ("설정에서 켜 주십시오…", "ko", [.hamnida]),
        ("「지금 시작해요」\u{3000}", "ko", [.haeyo]),
        ("Photos of the day. Next", "ko", []),
        ("写真を選んでください。地図に表示します！", "ja", [.desuMasu, .desuMasu]),
        ("通知をオンにする", "ja", [.plain]),
        ("『準備ができました』？ 次へ", "ja", [.desuMasu]),
        ("", "ja", []),
    ])
    func sentenceStyles(text: String, language: String, expected: [RegisterCheck.Style]) {
        #expect(RegisterCheck.styles(of: text, language: language) == expected)
    }

    @Test func punctuationIsCountedOutsidePlaceholderSyntax() {
        func count(_ text: String) -> (Int, Int) {
            var text = text
            return text.withUTF8(PunctuationWidthCheck.count)
        }
        #expect(count("もう一度お試しください!") == (0, 1))
        #expect(count("写真を選んでください！（任意）") == (1 + 2, 0))
        #expect(count("{n, plural, other {#枚!}}：確認") == (1, 0))
        #expect(count("{a}: {b}?") == (0, 2))
        #expect(count("사진 몇 장이면 충분해요") == (0, 0))
    }

    /// The ASCII punctuation of a URL, an e-mail address or a time belongs to it, not to the
    /// sentence (issue 14: `https://…` in Japanese copy was reported as mixed width).
    @Test func urlsAddressesAndTimesAreNotPunctuation() {
        func count(_ text: String) -> (Int, Int) {
            var text = text
            return text.withUTF8(PunctuationWidthCheck.count)
        }
        #expect(count("詳しくは https://example.com/help?id=1 をご覧ください！") == (1, 0))
        #expect(count("詳しくはhttps://example.com/a(b)をご覧ください") == (0, 0))
        #expect(count("お問い合わせ：support@example.co.jp まで") == (1, 0))
        #expect(count("mailto:help@example.com（平日）") == (2, 0))
        #expect(count("受付は10:30から！") == (1, 0))
        #expect(count("www.example.com?") == (0, 0))
        // A colon joining one token's parts (a Matrix ID, a ratio) is the token's; the fix
        // would have changed the ID (the survey of public apps, issue 45).
        #expect(count("「@localpart:domain」の形式で入力してください!") == (0, 1))
        #expect(count("縦横比 16:9（推奨）") == (2, 0))
        #expect(PunctuationWidthCheck.widthEdits("「@localpart:domain」の形式で入力してください!", toFull: true).map(\.replacement) == ["！"])
        // Not an address: its punctuation counts.
        #expect(count("本当ですか?") == (0, 1))
        #expect(count("注意: 保存されません") == (0, 1))
        #expect(count("注意: a@b") == (0, 1))
        #expect(count("時間: 10:30") == (0, 1))
        #expect(count("{url}: 開く") == (0, 1))
    }

    @Test func extraWhitespaceIsFoundOnTheBytes() {
        func flagged(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { WhitespaceCheck.hasBlankEnd($0) || WhitespaceCheck.hasDoubledSpace($0) }
        }
        for text in [" 앞", "뒤 ", "\u{3000}前", "後\u{3000}", "두  칸", "line\n", "\ttab"] { #expect(flagged(text), "\(text)") }
        for text in ["사진 몇 장이면 충분해요", "写真\u{3000}を選ぶ", "a b c", ""] { #expect(!flagged(text), "\(text)") }
        // Pairs are looked at eight at a time: a doubled space is seen at every position, also
        // across the eight-byte steps, and single spaces at every other byte are not one.
        for filler in ["a", "한"] {
            for length in 1..<24 {
                let before = String(repeating: filler, count: length), after = String(repeating: filler, count: 3)
                #expect(flagged(before + "  " + after), "\(length)")
            }
        }
        #expect(!flagged(String(repeating: "a ", count: 40) + "a"))
        #expect(!flagged(String(repeating: "한 ", count: 40) + "한"))
    }

    @Test func unicodeWhitespaceMatchesTheUnicodeProperty() {
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(UnicodeWhitespace.contains(scalar) == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
    }
}
