import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

@Suite struct LocationCursorTests {
    /// The cursor gives what `SourceFile` computes the slow way, at every scalar of texts of
    /// every kind of character, asked in order and out of it.
    @Test func agreesWithSourceFileEverywhere() async {
        let pieces = StringsOracle.pieces + ["\r", "\n", "\r\n", "\u{1100}", "\u{1161}", "\u{11A8}", "각", "\u{1F3FB}", "\u{200D}", "\u{FE0F}", "\u{0600}", "\u{FF9E}", "ｶ"]
        let generator = Generator<String, Shrink.None<String>> { rng in
            var text = ""
            for _ in 0..<Int.random(in: 0...30, using: &rng) { text += pieces.randomElement(using: &rng) ?? "" }
            return text
        }
        await propertyCheck(count: 300, input: generator) { text in
            let file = SourceFile(path: "x", text: text)
            var offsets: [Int] = []
            var offset = 0
            for scalar in text.unicodeScalars {
                offsets.append(offset)
                offset += UTF8.width(scalar)
            }
            offsets.append(offset)
            func expected(_ offset: Int) -> CopydeckCompiler.SourceLocation? {
                file.position(ofByte: offset).map { file.location(line: $0.line, scalarColumn: $0.column) }
            }
            var cursor = SourceFile.LocationCursor(file)
            for offset in offsets { #expect(cursor.location(ofByte: offset) == expected(offset), "\(text.debugDescription) at \(offset)") }
            for offset in offsets.reversed() { #expect(cursor.location(ofByte: offset) == expected(offset), "\(text.debugDescription) at \(offset), backwards") }
        }
    }
}
