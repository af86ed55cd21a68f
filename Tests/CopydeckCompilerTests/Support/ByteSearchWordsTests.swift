import Testing
@testable import CopydeckCompiler

/// `ByteSearch.Words` finds, in one pass, the words `ByteSearch.contains` finds one by one: on
/// texts built from the words' own pieces (so words overlap, repeat, share first bytes, and stand
/// at the very start and end), in ASCII, Korean, Japanese and emoji, with an empty word.
@Suite struct ByteSearchWordsTests {
    static let pieces = ["Unwind", "Un", "wind", "iOS", "i", "집중", "집", "日本語", "日本", "語", "😀", "Screen Time", " ", "e\u{301}", "é", "TempoAI", "AI"]

    @Test func findsWhatASearchPerWordFinds() {
        var generator = SeededGenerator(seed: 4603)
        var hits = 0, misses = 0
        for _ in 0..<2_000 {
            let words = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                Int.random(in: 0..<20, using: &generator) == 0 ? "" : Self.pieces.randomElement(using: &generator)!
            }
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let expected = words.indices.filter { ByteSearch.contains(words[$0], in: text) }
            #expect(ByteSearch.Words(words).found(in: text) == expected, "\(words) in \(text)")
            hits += expected.count
            misses += words.count - expected.count
        }
        #expect(hits > 1_000 && misses > 1_000)
    }
}
