import Testing
@testable import CopydeckCompiler

@Suite struct SupportTests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func sha256KnownVectors(input: String, digest: String) {
        #expect(SHA256.hex(Array(input.utf8)) == digest)
    }

    @Test func sha256OfAMillionAs() {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func characterColumnsFromScalarColumns() {
        // "👍🏽" is one character of two scalars; libyaml counts scalars.
        let file = SourceFile(path: "a", text: "k: 👍🏽 x")
        #expect(file.characterColumn(line: 1, scalarColumn: 7) == 6)
        #expect(file.characterColumn(line: 1, scalarColumn: 1) == 1)
    }

    /// libyaml marks the end of a text without a final line break on the line after it (found
    /// by fuzzing: Fuzz/Regressions/yaml/error-at-end-without-final-line-break.yml).
    @Test func positionsPastTheLastLineAreItsEnd() {
        let file = SourceFile(path: "a", text: "a: 1\nb: {c: 2")
        #expect(file.location(line: 3, scalarColumn: 1) == SourceLocation(line: 2, column: 9))
        var diagnostics = DiagnosticCollector()
        #expect(YAMLDocument.parse(file, into: &diagnostics) == nil)
        #expect(diagnostics.diagnostics.first?.range?.start == SourceLocation(line: 2, column: 9))
    }

    @Test func suggestionsAreCloseOnly() {
        #expect(Suggestion.closest(to: "maxLenght", in: ["maxLength", "note"]) == "maxLength")
        #expect(Suggestion.closest(to: "zzz", in: ["maxLength", "note"]) == nil)
        // Two as close: the same one whatever order they come in (the diff's property tests
        // found a Set's order choosing between `…all_in_shield.title` and `…focus_shield.reminder`).
        #expect(Suggestion.closest(to: "cat", in: ["bat", "hat"]) == "bat")
        #expect(Suggestion.closest(to: "cat", in: ["hat", "bat"]) == "bat")
    }

    @Test func displayWidthCountsWideCharactersTwice() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("사진") == 4)
        #expect(DisplayWidth.of("ヘルスケア") == 10)
        #expect(DisplayWidth.of("ＡＢ") == 4)
    }
}

@Suite struct ParallelTests {
    @Test func resultsComeBackInIndexOrder() {
        let squares = Parallel.map(1_000) { index in index * index }
        #expect(squares == (0..<1_000).map { $0 * $0 })
        #expect(Parallel.map(0) { $0 }.isEmpty)
        #expect(Parallel.map(1) { $0 + 7 } == [7])
    }

    /// Every index once, in order, whatever the count against the slices (fewer indices than
    /// slices, a last slice short or empty).
    @Test func slicedResultsComeBackInIndexOrder() {
        for count in [0, 1, 2, 7, 9, 17, 100, 1_001] {
            #expect(Parallel.mapInSlices(count) { $0 * 3 } == (0..<count).map { $0 * 3 }, "\(count)")
        }
    }

    @Test func dottedKeysJoinWithOneDot() {
        #expect(String.dotted("wander", "intro") == "wander.intro")
        #expect(String.dotted("wander.intro", "title_long_enough_to_leave_small_strings") == "wander.intro.title_long_enough_to_leave_small_strings")
        #expect(String.dotted("한국어", "키") == "한국어.키")
        #expect(String.dotted("", "") == ".")
    }

    @Test func linesSplitOnLineBreaksWithoutTheirCarriageReturns() {
        #expect(SourceFile(path: "a", text: "a\r\nb\n\n사진\n").lines == ["a", "b", "", "사진", ""])
        #expect(SourceFile(path: "a", text: "").lines == [""])
        #expect(SourceFile(path: "a", text: "no break").lines == ["no break"])
        #expect(SourceFile(path: "a", text: "\r\n").line(1) == "")
        #expect(SourceFile(path: "a", text: "x\ny").line(3) == nil)
    }

    @Test func characterLengthsFromTheirFirstByte() {
        for character in ["a", "é", "한", "カ", "🙂", "\u{7F}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}"] {
            #expect(UTF8.scalarLength(lead: Array(character.utf8)[0]) == character.utf8.count)
        }
    }
}
