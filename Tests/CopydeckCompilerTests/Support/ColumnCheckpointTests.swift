import Testing
@testable import CopydeckCompiler

/// On a long line, scalar columns become character columns from the nearest checkpoint: the
/// answer must be the one counted from the line's start, at every column.
@Suite struct ColumnCheckpointTests {
    /// Counts from the line's start, as `characterColumn` does on short lines.
    private func counted(_ line: Substring, scalarColumn: Int) -> Int {
        if line.unicodeScalars.prefix(scalarColumn - 1).allSatisfy(\.isASCII) { return scalarColumn }
        var scalars = 0, characters = 0
        for character in line {
            if scalars >= scalarColumn - 1 { break }
            scalars += character.unicodeScalars.count
            characters += 1
        }
        if scalars < scalarColumn - 1 { characters += scalarColumn - 1 - scalars }
        return characters + 1
    }

    @Test(arguments: [
        String(repeating: "ascii keys: value, ", count: 40),
        String(repeating: "k: 사진, ", count: 80),
        String(repeating: "a", count: 300) + "한국어 👩‍💻 e\u{301} 🇯🇵 " + String(repeating: "x", count: 200),
        String(repeating: "👩‍💻e\u{301}", count: 150),
    ])
    func everyColumnOfALongLineMatchesCounting(_ text: String) throws {
        let file = SourceFile(path: "t.yml", text: "short\n" + text + "\nafter\n")
        #expect(file.longLines.keys.sorted() == [1])
        let line = try #require(file.line(2))
        for column in 1...(line.unicodeScalars.count + 3) {
            #expect(file.characterColumn(line: 2, scalarColumn: column) == counted(line, scalarColumn: column), "column \(column)")
        }
    }
}
