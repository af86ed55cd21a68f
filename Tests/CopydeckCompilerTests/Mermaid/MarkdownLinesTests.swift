import Testing
@testable import CopydeckCompiler

/// `MarkdownMermaidBlocks.lines(of:)` finds a Markdown file's lines by their bytes; splitting the
/// text's Characters at `\n`, `\r\n` and `\r` is the reference it must equal, line for line, on
/// texts built to tempt a byte split into a different answer: breaks of every kind back to back,
/// combining marks and emoji modifiers right after a break (a Character of their own there), CRLF
/// pairs cut by other text, fences, CJK and empty lines at either end.
@Suite struct MarkdownLinesTests {
    static let pieces = ["\n", "\r\n", "\r", "\r\r\n", "\n\r", "```mermaid", "~~~", "   ```", "flowchart TD", "A --> B",
                         "\u{301}", "e\u{301}", "👩‍💻", "🏽", "写真", "한국어", " ", "\t", "", "`", "\u{200D}", "\r\u{301}", "\n\u{301}"]

    static func reference(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    @Test func bytesGiveTheLinesCharactersGive() {
        var seed: UInt64 = 0xB10C
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        for _ in 0..<2_000 {
            let text = (0..<next(24)).map { _ in Self.pieces[next(Self.pieces.count)] }.joined()
            let lines = MarkdownMermaidBlocks.lines(of: text)
            #expect(lines.map(String.init) == Self.reference(text).map(String.init), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func aFileWithoutBreaksIsOneLineAndABreakAtTheEndEndsWithAnEmptyOne() {
        #expect(MarkdownMermaidBlocks.lines(of: "") == [""])
        #expect(MarkdownMermaidBlocks.lines(of: "a") == ["a"])
        #expect(MarkdownMermaidBlocks.lines(of: "a\r\n") == ["a", ""])
        #expect(MarkdownMermaidBlocks.lines(of: "a\r\rb") == ["a", "", "b"])
    }
}
