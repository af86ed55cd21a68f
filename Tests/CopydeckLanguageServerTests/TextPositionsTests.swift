@testable import CopydeckLanguageServer
import CopydeckCompiler
import Testing

/// Copydeck's positions (characters) and the protocol's (UTF-16), both ways.
struct TextPositionsTests {
    static let text = "intro:\n  title: 사진 👨‍👩‍👧 몇 장이면 🇰🇷 충분해요\r\n  body: 写真を選んで\n"

    @Test func everyCharacterColumnRoundTripsThroughUTF16() {
        let positions = TextPositions(Self.text)
        for (number, line) in positions.lines.enumerated() {
            var units = 0
            for (offset, character) in line.enumerated() {
                let location = SourceLocation(line: number + 1, column: offset + 1)
                #expect(positions.position(location) == ["line": .number(Double(number)), "character": .number(Double(units))])
                #expect(positions.location(line: number, character: units) == location)
                // A position inside a character's UTF-16 units is that character's.
                if character.utf16.count > 1 { #expect(positions.location(line: number, character: units + 1) == location) }
                units += character.utf16.count
            }
        }
        // A \r\n ends a line as \n does, and is not part of it.
        #expect(positions.lines.count == 4 && positions.text(ofLine: 2).hasSuffix("충분해요"))
    }

    @Test func aPointStretchesToItsLinesEnd() {
        let positions = TextPositions(Self.text)
        let range = positions.range(SourceRange(file: "x", start: SourceLocation(line: 3, column: 9)))
        #expect(range["end"] == ["line": 2, "character": .number(Double("  body: 写真を選んで".utf16.count))])
    }

    @Test func anEditIsMadeWhereItsRangeSays() {
        let change: JSONValue = ["range": ["start": ["line": 1, "character": 9], "end": ["line": 1, "character": 11]], "text": "풍경"]
        let edited = TextPositions.apply(change, to: Self.text)
        #expect(edited.hasPrefix("intro:\n  title: 풍경 👨‍👩‍👧"))
        #expect(TextPositions.apply(["text": "all"], to: Self.text) == "all")
    }

    @Test func theWordUnderTheCursor() {
        let positions = TextPositions("flowchart TD\n  A[시작] --> photo_prompt.ok\n")
        #expect(positions.word(line: 2, column: 17)?.text == "photo_prompt.ok")
        #expect(positions.word(line: 2, column: 3)?.text == "A")
        #expect(positions.word(line: 2, column: 1) == nil)
    }

    @Test func aFixIsOneEditOfWhatDiffers() {
        let before = "a:\n  title: 写真を選んでください!\n  body: x\n", after = "a:\n  title: 写真を選んでください！\n  body: x\n"
        let column = Double("  title: 写真を選んでください".utf16.count)
        #expect(LanguageServer.edit(from: before, to: after)
            == ["range": ["start": ["line": 1, "character": .number(column)], "end": ["line": 1, "character": .number(column + 1)]], "newText": "！"])
        #expect(LanguageServer.edit(from: before, to: before) == nil)
    }
}
