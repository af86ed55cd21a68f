import Testing
@testable import CopydeckCompiler

/// `MermaidSource.string` gives the string the scalars spell, as `String.UnicodeScalarView` makes
/// it, for ASCII runs and for every width of UTF-8 (Korean, Japanese, emoji, combining marks),
/// sliced at any offset.
@Suite struct MermaidSourceStringTests {
    static let scalars: [Unicode.Scalar] = ["a", "Z", " ", "\n", "\u{7F}", "é", "\u{301}", "가", "\u{1100}", "日", "ｱ", "😀", "\u{10FFFF}", "\u{FFFD}", "\u{80}", "\u{7FF}", "\u{800}", "\u{FFFF}", "\u{10000}"]

    @Test func givesTheStringTheScalarsSpell() {
        var generator = SeededGenerator(seed: 4602)
        var nonASCII = 0
        for _ in 0..<3_000 {
            let all = (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                Bool.random(using: &generator) ? Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator))
                    : Self.scalars.randomElement(using: &generator)!
            }
            let start = Int.random(in: 0...all.count, using: &generator)
            let end = Int.random(in: start...all.count, using: &generator)
            let slice = all[start..<end]
            var expected = String.UnicodeScalarView()
            expected.append(contentsOf: slice)
            let made = MermaidSource.string(slice)
            #expect(made == String(expected))
            #expect(Array(made.unicodeScalars) == Array(slice))
            if slice.contains(where: { $0.value >= 0x80 }) { nonASCII += 1 }
        }
        #expect(nonASCII > 1_000)
    }
}
