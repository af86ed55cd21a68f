import Testing
@testable import CopydeckCompiler

/// The literal byte search that screens words before Foundation's search confirms them.
@Suite struct ByteSearchTests {
    /// Every way a word can sit in a text, asked of both forms of the search and held to the
    /// same question asked of the bytes as arrays.
    @Test func findsAWordWhereverItsBytesAre() {
        let cases: [(word: String, text: String)] = [
            ("Unwind", "Focus with Unwind"), ("Unwind", "Unwind first"), ("Unwind", "Unwined"),
            ("aab", "aaab"), ("aab", "aaba"), ("ab", "a"), ("", "anything"), ("x", ""),
            ("집중", "Unwind로 집중해요"), ("집중", "집"), ("日本語", "日本語で"), ("日本", "日曜日"),
            ("Screen Time", "Screen  Time"), ("Screen Time", "in Screen Time."),
        ]
        for (word, text) in cases {
            let expected = Self.naive(Array(word.utf8), in: Array(text.utf8))
            #expect(ByteSearch.contains(word, in: text) == expected, "\(word) in \(text)")
            #expect(ByteSearch.contains(Array(word.utf8), in: text) == expected, "\(word) in \(text)")
        }
        #expect(ByteSearch.contains("Unwind", in: "Focus with Unwind"))
        #expect(ByteSearch.contains("aab", in: "aaba"))
        #expect(!ByteSearch.contains("Unwind", in: "Unwined"))
    }

    /// The screened search answers as Foundation's search does: a byte miss is a miss, and a
    /// byte hit is Foundation's to decide (a combining mark after the word, for one).
    @Test func theScreenedSearchAnswersAsFoundationDoes() {
        let cases: [(word: String, text: String)] = [
            ("Unwind", "Focus with Unwind"), ("Unwind", "Unwined"), ("집중", "Unwind로 집중해요"), ("日本", "日曜日"),
            ("Unwind", "Unwind\u{0301}"), ("|==|", "a|==|b"), ("|==|", "a|=|b"),
        ]
        for (word, text) in cases {
            #expect(ByteSearch.screened(word, in: text) == text.contains(word), "\(word) in \(text)")
        }
        #expect(ByteSearch.screened("집중", in: "Unwind로 집중해요"))
        #expect(!ByteSearch.screened("Unwind", in: "Unwined"))
    }

    static func naive(_ word: [UInt8], in text: [UInt8]) -> Bool {
        guard !word.isEmpty else { return true }
        guard text.count >= word.count else { return false }
        return (0...(text.count - word.count)).contains { Array(text[$0..<($0 + word.count)]) == word }
    }
}
