import Foundation

/// The text of one project file with a line table, so positions can be mapped and quoted.
public struct SourceFile: Sendable {
    /// Path relative to the project root, `/`-separated; this is what diagnostics print.
    public let path: String
    public let text: String
    /// The lines of `text` without their terminators.
    public let lines: [Substring]
    /// Each line's first byte in `text.utf8`.
    private let lineStarts: [Int]

    public init(path: String, text: String) {
        self.path = path
        // Split on the bytes of `\n` (a `\r` before it is dropped), read from the contiguous
        // UTF-8: far cheaper than splitting Characters, and the same lines.
        var text = text
        var bounds: [(start: Int, end: Int)] = []
        text.withUTF8 { bytes in
            bounds.reserveCapacity(bytes.count / 32)
            var lineStart = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
                let lineEnd = index > lineStart && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index
                bounds.append((lineStart, lineEnd))
                lineStart = index + 1
            }
            bounds.append((lineStart, bytes.count))
        }
        let utf8 = text.utf8
        self.lineStarts = bounds.map(\.start)
        self.lines = bounds.map { bound in
            let start = utf8.index(utf8.startIndex, offsetBy: bound.start)
            return text[start..<utf8.index(start, offsetBy: bound.end - bound.start)]
        }
        self.text = text
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
        let start = lineStarts[line - 1]
        let end = start + min(scalarColumn - 1, text.utf8.count)
        let asciiPrefix = self.text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = start
            while index < end {
                if bytes[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
        if asciiPrefix ?? text.utf8.prefix(scalarColumn - 1).allSatisfy({ $0 < 0x80 }) { return scalarColumn }
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
