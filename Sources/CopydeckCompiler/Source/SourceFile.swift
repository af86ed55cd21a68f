import Foundation

/// The text of one project file with a line table, so positions can be mapped and quoted.
public struct SourceFile: Sendable {
    /// Path relative to the project root, `/`-separated; this is what diagnostics print.
    public private(set) var path: String
    public let text: String
    /// Where each line starts and ends (before its `\n`, `\r\n` or lone `\r`) in `text.utf8`. A
    /// text that ends with a line break ends with an empty line. The breaks are YAML's and
    /// Mermaid's (and those `UTF8Validation` counts): the same text gives the same lines whichever
    /// of the three an editor wrote.
    let lineBounds: [(start: Int, end: Int)]
    /// Column checkpoints of the lines longer than `checkpointedLineBytes` (most files have none).
    let longLines: [Int: ColumnCheckpoints]

    public init(path: String, text: String) {
        self.path = path
        // Split on the bytes of the line breaks, read from the contiguous UTF-8: far cheaper than
        // splitting Characters, and the same lines. Substrings are made when a line is asked for.
        var text = text
        var bounds: [(start: Int, end: Int)] = []
        text.withUTF8 { bytes in
            bounds.reserveCapacity(bytes.count / 32)
            guard let base = bytes.baseAddress else { return }
            if memchr(base, Int32(UInt8(ascii: "\r")), bytes.count) == nil {
                // No `\r` (the usual case): memchr jumps from `\n` to `\n`.
                var lineStart = 0
                while lineStart < bytes.count,
                      let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), bytes.count - lineStart) {
                    let index = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    bounds.append((lineStart, index))
                    lineStart = index + 1
                }
                bounds.append((lineStart, bytes.count))
                return
            }
            var lineStart = 0
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\n"):
                    bounds.append((lineStart, index))
                    lineStart = index + 1
                case UInt8(ascii: "\r"):
                    bounds.append((lineStart, index))
                    if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                    lineStart = index + 1
                default:
                    break
                }
                index += 1
            }
            bounds.append((lineStart, bytes.count))
        }
        if bounds.isEmpty { bounds.append((0, 0)) }
        self.lineBounds = bounds
        self.text = text
        self.longLines = Self.checkpoints(of: text, lines: bounds)
    }

    /// How many lines the file has (a file without a final line break ends with a line).
    public var lineCount: Int { lineBounds.count }

    /// The lines of `text` without their terminators.
    public var lines: [Substring] { (1...lineBounds.count).map { line($0)! } }

    /// The text of a 1-based line, or nil past the end.
    public func line(_ number: Int) -> Substring? {
        guard number >= 1, number <= lineBounds.count else { return nil }
        let bounds = lineBounds[number - 1]
        let utf8 = text.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: bounds.start)
        return text[start..<utf8.index(start, offsetBy: bounds.end - bounds.start)]
    }

    /// Converts a column counted in Unicode scalars (as libyaml counts) into one counted in characters.
    public func characterColumn(line: Int, scalarColumn: Int) -> Int {
        guard line >= 1, line <= lineBounds.count, scalarColumn > 1 else { return max(scalarColumn, 1) }
        if let checkpoints = longLines[line - 1] {
            return characterColumn(onLongLine: line, checkpoints, scalarColumn: scalarColumn)
        }
        // ASCII up to the column (most keys and indentation): scalars and characters agree.
        let start = lineBounds[line - 1].start
        let end = start + min(scalarColumn - 1, lineBounds[line - 1].end - start)
        let asciiPrefix = self.text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var index = start
            while index < end {
                if bytes[index] >= 0x80 { return false }
                index += 1
            }
            return true
        }
        guard let text = self.line(line) else { return scalarColumn }
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

    /// A position past the last line (libyaml marks the end of a text without a final line break
    /// on the line after it) is the end of the last line: a diagnostic never points past the file.
    public func location(line: Int, scalarColumn: Int) -> SourceLocation {
        if line > lineBounds.count, let last = self.line(lineBounds.count) {
            return SourceLocation(line: lineBounds.count, column: last.count + 1)
        }
        return SourceLocation(line: line, column: characterColumn(line: line, scalarColumn: scalarColumn))
    }

    public func range(line: Int, scalarColumn: Int) -> SourceRange {
        SourceRange(file: path, start: location(line: line, scalarColumn: scalarColumn))
    }
}

extension SourceFile {
    /// The same file under another name (a report names files from where its reader stands),
    /// its line table shared, not made again.
    public func renamed(_ path: String) -> SourceFile {
        var file = self
        file.path = path
        return file
    }
}
