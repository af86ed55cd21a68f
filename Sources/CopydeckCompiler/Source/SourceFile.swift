import Foundation

/// The text of one project file with a line table, so positions can be mapped and quoted.
public struct SourceFile: Sendable {
    /// Path relative to the project root, `/`-separated; this is what diagnostics print.
    public let path: String
    public let text: String
    /// The lines of `text` without their terminators.
    public let lines: [Substring]

    public init(path: String, text: String) {
        self.path = path
        self.text = text
        // Split on the bytes of `\n` (a `\r` before it is dropped): far cheaper than splitting
        // Characters, and the same lines.
        var lines: [Substring] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "\n") {
                var lineEnd = index
                if lineEnd > lineStart, utf8[utf8.index(before: lineEnd)] == UInt8(ascii: "\r") { lineEnd = utf8.index(before: lineEnd) }
                lines.append(text[lineStart..<lineEnd])
                lineStart = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        lines.append(text[lineStart..<utf8.endIndex])
        self.lines = lines
    }

    /// The text of a 1-based line, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// Converts a column counted in Unicode scalars (as libyaml counts) into one counted in characters.
    public func characterColumn(line: Int, scalarColumn: Int) -> Int {
        guard let text = self.line(line), scalarColumn > 1 else { return max(scalarColumn, 1) }
        // ASCII up to the column (most keys and indentation): scalars and characters agree.
        if text.utf8.prefix(scalarColumn - 1).allSatisfy({ $0 < 0x80 }) { return scalarColumn }
        var scalarsSeen = 0
        var characters = 0
        for character in text {
            if scalarsSeen >= scalarColumn - 1 { break }
            scalarsSeen += character.unicodeScalars.count
            characters += 1
        }
        if scalarsSeen < scalarColumn - 1 { characters += scalarColumn - 1 - scalarsSeen }
        return characters + 1
    }

    public func location(line: Int, scalarColumn: Int) -> SourceLocation {
        SourceLocation(line: line, column: characterColumn(line: line, scalarColumn: scalarColumn))
    }

    public func range(line: Int, scalarColumn: Int) -> SourceRange {
        SourceRange(file: path, start: location(line: line, scalarColumn: scalarColumn))
    }
}
