import Foundation

/// Maps an offset inside a message's text to the file position where that character is written,
/// so a diagnostic points at the placeholder itself. Exact for single-line plain and quoted
/// scalars and for a one-line text folded over several lines (a `>` block, a continued plain or
/// quoted scalar); for texts of several lines it points at the line of the offending text when
/// it can find it, and otherwise at the start of the value.
enum MessagePosition {
    static func range(ofScalarOffset offset: Int, in entry: LocaleCatalog.Entry, files: [String: SourceFile]) -> SourceRange {
        let start = entry.valueRange
        guard let file = files[start.file], let line = file.line(start.start.line) else { return start }
        let scalars = Array(entry.text.unicodeScalars)
        guard !entry.text.contains("\n") else {
            return locateInBlock(offset: offset, scalars: scalars, file: file, from: start) ?? start
        }
        // Characters of the line from the value's start column on.
        let characters = Array(line)
        var index = start.start.column - 1
        guard index < characters.count else { return start }
        let quote = characters[index]
        // A block scalar (`>-`, `|`) whose text is one line starts on the next line.
        if quote == ">" || quote == "|" { return locateFolded(offset: offset, file: file, from: start, contentLine: start.start.line + 1) }
        if quote == "\"" || quote == "'" { index += 1 }
        // Blanks at the line's end are no part of a text that goes on at the next line.
        var end = characters.count
        while end > index, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        var remaining = offset
        while remaining > 0, index < end {
            var scalarCount = characters[index].unicodeScalars.count
            // Escapes in quoted scalars take more characters in the file than in the text.
            if quote == "'", characters[index] == "'", index + 1 < characters.count, characters[index + 1] == "'" {
                index += 1; scalarCount = 1
            } else if quote == "\"", characters[index] == "\\" {
                // `\n`, `\"`…: two characters; `\x41`, `\u00e9`, `\U0001F600`: 4, 6 and 10.
                index += 1; scalarCount = 1
                if index < characters.count {
                    switch characters[index] {
                    case "x": index += 2
                    case "u": index += 4
                    case "U": index += 8
                    default: break
                    }
                }
            }
            remaining -= scalarCount
            index += 1
        }
        // The line ended first: a plain or quoted scalar folded over several lines.
        if remaining > 0 { return locateFolded(offset: offset, file: file, from: start, contentLine: start.start.line) }
        return SourceRange(file: start.file, start: SourceLocation(line: start.start.line, column: index + 1))
    }

    /// For a text of one line written over several (a folded `>` block, or a plain or quoted
    /// scalar continued on the next lines): each line break of the file is one space of the
    /// text, and each continuation line's indentation is no part of it. `contentLine` is the
    /// file line where the text starts (the value's own line, or the one after a `>`).
    private static func locateFolded(offset: Int, file: SourceFile, from start: SourceRange, contentLine: Int) -> SourceRange {
        var remaining = offset
        var lineNumber = contentLine
        // The last line whose text was reached, and the column after its last character.
        var last = start.start
        while let line = file.line(lineNumber), lineNumber < contentLine + 1_000 {
            let characters = Array(line)
            var index = 0
            if lineNumber == start.start.line {
                // The value's own line: after its opening quote, blanks are text.
                index = start.start.column - 1
                if index < characters.count, characters[index] == "\"" || characters[index] == "'" { index += 1 }
            } else {
                // A continuation line: its indentation is not.
                while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
            }
            var end = characters.count
            while end > index, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
            if index < end {
                var column = index
                while column < end, remaining > 0 {
                    remaining -= characters[column].unicodeScalars.count
                    column += 1
                }
                if remaining <= 0 { return SourceRange(file: start.file, start: SourceLocation(line: lineNumber, column: column + 1)) }
                last = SourceLocation(line: lineNumber, column: end + 1)
                // The line break, folded into one space.
                remaining -= 1
                if remaining == 0 {
                    // The text goes on at the next line's first character.
                    var next = lineNumber + 1
                    while let nextLine = file.line(next), nextLine.allSatisfy({ $0 == " " || $0 == "\t" }), next < lineNumber + 100 { next += 1 }
                    if let nextLine = file.line(next) {
                        let indentation = nextLine.prefix { $0 == " " || $0 == "\t" }.count
                        return SourceRange(file: start.file, start: SourceLocation(line: next, column: indentation + 1))
                    }
                    return SourceRange(file: start.file, start: last)
                }
            }
            lineNumber += 1
        }
        return SourceRange(file: start.file, start: last)
    }

    /// For multi-line values: find the text's line containing the offset and its column in the file.
    private static func locateInBlock(offset: Int, scalars: [Unicode.Scalar], file: SourceFile, from start: SourceRange) -> SourceRange? {
        let before = String(String.UnicodeScalarView(scalars[0..<min(offset, scalars.count)]))
        let textLines = before.split(separator: "\n", omittingEmptySubsequences: false)
        let lineIndex = textLines.count - 1
        let column = textLines.last?.count ?? 0
        let allLines = entryLines(scalars)
        guard lineIndex < allLines.count else { return nil }
        let needle = allLines[lineIndex].trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return nil }
        var lineNumber = start.start.line
        while let line = file.line(lineNumber), lineNumber < start.start.line + allLines.count + 4 {
            if let found = line.range(of: needle) {
                let leading = line[line.startIndex..<found.lowerBound].count
                let trimmedPrefix = allLines[lineIndex].prefix { $0 == " " }.count
                return SourceRange(file: start.file, start: SourceLocation(line: lineNumber, column: leading + column - trimmedPrefix + 1))
            }
            lineNumber += 1
        }
        return nil
    }

    private static func entryLines(_ scalars: [Unicode.Scalar]) -> [String] {
        String(String.UnicodeScalarView(scalars)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
