import CopydeckCompiler
import Foundation

/// A document's lines, to turn Copydeck's positions (1-based line, 1-based column in characters)
/// into the protocol's (0-based line, 0-based offset in UTF-16 code units, its default encoding)
/// and back.
struct TextPositions {
    let lines: [Substring]

    init(_ text: String) {
        // "\r\n" is one Character in Swift: each of the three line ends the protocol knows is one.
        lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// The protocol's position of a Copydeck location; past a line's end, its end.
    func position(_ location: SourceLocation) -> JSONValue {
        let line = max(0, location.line - 1)
        guard line < lines.count else { return ["line": .number(Double(line)), "character": 0] }
        let characters = lines[line].prefix(max(0, location.column - 1))
        return ["line": .number(Double(line)), "character": .number(Double(characters.utf16.count))]
    }

    /// The end of a line, as the protocol counts it.
    func lineEnd(_ lineNumber: Int) -> JSONValue {
        let line = max(0, lineNumber - 1)
        let length = line < lines.count ? lines[line].utf16.count : 0
        return ["line": .number(Double(line)), "character": .number(Double(length))]
    }

    /// The protocol's range of a finding: a point stretches to its line's end, so an editor
    /// underlines the value it names.
    func range(_ range: SourceRange) -> JSONValue {
        if range.end == range.start { return ["start": position(range.start), "end": lineEnd(range.start.line)] }
        return ["start": position(range.start), "end": position(range.end)]
    }

    /// The Copydeck location of a protocol position (a 1-based line and character column).
    func location(line: Int, character: Int) -> SourceLocation {
        guard line >= 0, line < lines.count else { return SourceLocation(line: line + 1, column: 1) }
        var units = 0, column = 1
        for character_ in lines[line] {
            let width = character_.utf16.count
            if units + width > character { break }
            units += width
            column += 1
        }
        return SourceLocation(line: line + 1, column: column)
    }

    /// The text of a 1-based line, or empty.
    func text(ofLine line: Int) -> Substring {
        line >= 1 && line <= lines.count ? lines[line - 1] : ""
    }

    /// The word at a 1-based column of a 1-based line: letters, digits, `_`, `-` and `.`
    /// (keys, screen ids, node ids), with the column it starts at.
    func word(line: Int, column: Int) -> (text: String, start: Int)? {
        let characters = Array(text(ofLine: line))
        func isWord(_ character: Character) -> Bool { character.isLetter || character.isNumber || "_-.".contains(character) }
        var index = min(max(0, column - 1), characters.count)
        if index == characters.count || !isWord(characters[index]) {
            guard index > 0, isWord(characters[index - 1]) else { return nil }
            index -= 1
        }
        var start = index, end = index
        while start > 0, isWord(characters[start - 1]) { start -= 1 }
        while end < characters.count, isWord(characters[end]) { end += 1 }
        return (String(characters[start..<end]), start + 1)
    }

    /// The text with a protocol edit made: `range` in UTF-16 positions, or the whole text.
    static func apply(_ change: JSONValue, to text: String) -> String {
        guard let replacement = change["text"]?.string else { return text }
        guard let range = change["range"], let start = range["start"], let end = range["end"] else { return replacement }
        let utf16 = Array(text.utf16)
        func offset(_ position: JSONValue) -> Int {
            let line = position["line"]?.int ?? 0, character = position["character"]?.int ?? 0
            var current = 0, index = 0
            while current < line, index < utf16.count {
                if utf16[index] == 0x0A { current += 1 }
                index += 1
            }
            var column = 0
            while column < character, index < utf16.count, utf16[index] != 0x0A {
                index += 1
                column += 1
            }
            return index
        }
        let from = offset(start), to = max(from, offset(end))
        return String(decoding: utf16[..<from], as: UTF16.self) + replacement + String(decoding: utf16[to...], as: UTF16.self)
    }
}
