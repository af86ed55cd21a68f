import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

@Suite struct TextMeasureTests {
    @Test func wideCharactersAreOneEm() {
        for text in ["한", "あ", "ア", "日", "。", "「", "Ａ", "！", "ᄀ", "ㄱ"] {
            #expect(TextMeasure.width(of: text, fontSize: 10) == 10, "\(text)")
        }
        #expect(TextMeasure.width(of: "한국어", fontSize: 12) == 36)
    }

    @Test func hangulIsTwiceALatinLetter() {
        let hangul = TextMeasure.width(of: "가", fontSize: 16)
        let latin = TextMeasure.width(of: "a", fontSize: 16)
        #expect(abs(hangul / latin - 2) < 0.25)
        // A syllable written as conjoining jamo is one cluster, one em.
        #expect(TextMeasure.width(of: "\u{1100}\u{1161}\u{11A8}", fontSize: 10) == 10)
    }

    @Test func latinTable() {
        #expect(TextMeasure.width(of: "i", fontSize: 10) < TextMeasure.width(of: "a", fontSize: 10))
        #expect(TextMeasure.width(of: "a", fontSize: 10) < TextMeasure.width(of: "m", fontSize: 10))
        #expect(abs(TextMeasure.width(of: "l.,'|", fontSize: 10) - 15) < 0.001)
        #expect(abs(TextMeasure.width(of: "mwMW", fontSize: 10) - 34) < 0.001)
    }

    @Test func zeroWidthCharactersAndMarks() {
        #expect(TextMeasure.width(of: "\u{200B}\u{200D}\u{202E}\u{2066}\u{2069}\u{FEFF}", fontSize: 10) == 0)
        #expect(TextMeasure.width(of: "e\u{301}", fontSize: 10) == TextMeasure.width(of: "e", fontSize: 10))
        #expect(TextMeasure.width(of: "\u{202E}abc", fontSize: 10) == TextMeasure.width(of: "abc", fontSize: 10))
    }

    @Test func emojiAreOneEm() {
        for emoji in ["😀", "👩‍👩‍👧", "🇰🇷", "❤️", "1️⃣", "👍🏽"] {
            #expect(TextMeasure.width(of: emoji, fontSize: 10) == 10, "\(emoji)")
        }
    }

    @Test func widthScalesWithFontSize() {
        let text = "Allow photo access 사진 접근 허용 写真へのアクセス"
        #expect(abs(TextMeasure.width(of: text, fontSize: 20) - 2 * TextMeasure.width(of: text, fontSize: 10)) < 0.0001)
    }
}

@Suite struct TextWrapTests {
    private func width(_ line: String) -> Double { TextMeasure.width(of: line, fontSize: 10) }

    @Test func latinBreaksAtSpaces() {
        let lines = TextMeasure.wrap("Allow access to your photos", maxWidth: 70, fontSize: 10)
        #expect(lines.count > 1)
        #expect(lines.joined(separator: " ") == "Allow access to your photos")
        for line in lines { #expect(width(line) <= 70, "\(line)") }
    }

    @Test func koreanBreaksAtSpacesNotBetweenSyllables() {
        let lines = TextMeasure.wrap("사진 보관함에 접근하도록 허용해 주세요", maxWidth: 60, fontSize: 10)
        #expect(lines == ["사진", "보관함에", "접근하도록", "허용해", "주세요"])
    }

    @Test func japaneseBreaksBetweenCharactersButNotBeforeClosingPunctuation() {
        let lines = TextMeasure.wrap("写真へのアクセスを許可してください。", maxWidth: 40, fontSize: 10)
        #expect(lines.joined() == "写真へのアクセスを許可してください。")
        #expect(lines.allSatisfy { !$0.hasPrefix("。") })
        #expect(lines.first == "写真への")
        #expect(lines.last?.hasSuffix("い。") == true)
        let quoted = TextMeasure.wrap("あいう「えお」かきく", maxWidth: 30, fontSize: 10)
        #expect(quoted.allSatisfy { !$0.hasSuffix("「") && !$0.hasPrefix("」") }, "\(quoted)")
        #expect(quoted.joined() == "あいう「えお」かきく")
    }

    /// No lone kana on the last line of a label: the character before it goes down with it,
    /// as UILabel's standard strategy pushes out; not across a space, not in Latin or Korean.
    @Test func aJapaneseCharacterIsNotLeftAloneOnTheLastLine() {
        #expect(TextMeasure.wrap("タイムアウト", maxWidth: 50, fontSize: 10) == ["タイムア", "ウト"])
        #expect(TextMeasure.wrap("タイムアウ", maxWidth: 50, fontSize: 10) == ["タイムアウ"])
        #expect(TextMeasure.wrap("タイムアウ ト", maxWidth: 50, fontSize: 10) == ["タイムアウ", "ト"])
        let korean = TextMeasure.wrap("사진 보관함에 접근 권", maxWidth: 60, fontSize: 10)
        #expect(korean.flatMap { $0.split(separator: " ") }.map(String.init) == ["사진", "보관함에", "접근", "권"], "\(korean)")
        let lines = TextMeasure.wrap("写真へのアクセスを許可してください", maxWidth: 40, fontSize: 10)
        #expect(lines.joined() == "写真へのアクセスを許可してください")
        #expect(lines.last.map { $0.count >= 2 } == true, "\(lines)")
    }

    @Test func longWordsAreHardBroken() {
        let lines = TextMeasure.wrap("supercalifragilisticexpialidocious", maxWidth: 40, fontSize: 10)
        #expect(lines.count > 1)
        #expect(lines.joined() == "supercalifragilisticexpialidocious")
        for line in lines { #expect(width(line) <= 40) }
    }

    @Test func clustersAreNeverSplit() {
        let text = "👩‍👩‍👧👩‍👩‍👧👩‍👩‍👧e\u{301}e\u{301}"
        let lines = TextMeasure.wrap(text, maxWidth: 5, fontSize: 10)
        #expect(lines == ["👩‍👩‍👧", "👩‍👩‍👧", "👩‍👩‍👧", "e\u{301}", "e\u{301}"])
    }

    @Test func newlinesAndBRStartNewLines() {
        #expect(TextMeasure.wrap("a\nb<br>c<BR/>d<br />e\r\nf", maxWidth: 1000, fontSize: 10) == ["a", "b", "c", "d", "e", "f"])
        #expect(TextMeasure.wrap("a\n\nb", maxWidth: 1000, fontSize: 10) == ["a", "", "b"])
        #expect(TextMeasure.wrap("", maxWidth: 1000, fontSize: 10) == [""])
        #expect(TextMeasure.wrap("<b>x</b>", maxWidth: 1000, fontSize: 10) == ["<b>x</b>"])
    }

    @Test func mixedScripts() {
        let lines = TextMeasure.wrap("Wander에서 사진을 선택하세요 Wanderで写真を選ぶ", maxWidth: 80, fontSize: 10)
        for line in lines { #expect(width(line) <= 80 || line.count == 1, "\(line)") }
        #expect(lines.contains { $0.hasPrefix("Wander에서") })
    }

    /// Every line fits unless it is one cluster that cannot; the lines hold the text's clusters in
    /// order, less the spaces broken at; the same input gives the same lines.
    @Test func wrappingProperties() async {
        let pieces = ["a", "m", "i", " ", " ", "한", "국", "あ", "日", "。", "「", "」", "、", "W", "x", "👍🏽", "e\u{301}",
                      "\u{200B}", "supercalifragilistic", "\n", "<br>"]
        let text = Gen<String?>.element(of: pieces).compactMap { $0 }.array(of: 0...40).map { $0.joined() }
        let limit = Gen.int(in: 5...200).map { Double($0) }
        await propertyCheck(count: 400, input: text, limit) { text, maxWidth in
            let lines = TextMeasure.wrap(text, maxWidth: maxWidth, fontSize: 10)
            for line in lines {
                #expect(width(line) <= maxWidth + 1e-9 || line.count == 1, "\(text.debugDescription) \(line.debugDescription)")
                #expect(line.last != " ")
            }
            let squeezed = { (s: String) in s.replacingOccurrences(of: "<br>", with: "").filter { $0 != " " && $0 != "\n" } }
            #expect(squeezed(lines.joined()) == squeezed(text), "\(text.debugDescription)")
            #expect(TextMeasure.wrap(text, maxWidth: maxWidth, fontSize: 10) == lines)
        }
    }
}
