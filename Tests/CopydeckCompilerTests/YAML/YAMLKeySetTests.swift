import Testing
@testable import CopydeckCompiler

/// `YAMLKeySet` answers as `Set<String>` does, key for key: on ASCII keys (its hashed table, grown
/// many times), on keys that are equal only as Unicode text (`é` precomposed and decomposed; the
/// Kelvin sign and `K`; the Greek question mark and `;`), and when its table gives way to a set;
/// and the parser finds a key written twice in a long mapping wherever it stands.
@Suite struct YAMLKeySetTests {
    static let ascii = (0..<3_000).map { "s\($0 % 97).field_\($0)" } + ["", "a", "ab", "abcdefgh", "abcdefghi", "K", ";", "e", "é "]
    static let unicode = ["é", "e\u{301}", "\u{212A}", "\u{37E}", "한", "\u{1100}\u{1161}\u{11AB}", "日本"]

    func expectSameAnswers(_ keys: [String], probeLimit: Int = 64, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var set = Set<String>()
        var table = YAMLKeySet(probeLimit: probeLimit)
        var differences = 0
        for key in keys where set.insert(key).inserted != table.insert(key) { differences += 1 }
        #expect(differences == 0, sourceLocation: sourceLocation)
    }

    @Test func answersAsASetOfStringsDoes() {
        var generator = SeededGenerator(seed: 4601)
        for round in 0..<60 {
            let pool = round % 3 == 0 ? Self.ascii : Self.ascii.prefix(400) + Self.unicode
            let count = Int.random(in: 1...4_000, using: &generator)
            let keys = (0..<count).map { _ in pool.randomElement(using: &generator)! }
            expectSameAnswers(keys)
            expectSameAnswers(keys, probeLimit: 0)
        }
        // Distinct ASCII keys, then each again: every first answer true, every second false.
        var table = YAMLKeySet()
        #expect(Self.ascii.allSatisfy { table.insert($0) })
        #expect(Self.ascii.allSatisfy { !table.insert($0) })
        // Keys equal only as text, after many ASCII ones (the table's keys move into a set).
        for (first, second) in [("\u{212A}", "K"), ("K", "\u{212A}"), ("e\u{301}", "é"), ("\u{37E}", ";")] {
            var keys = YAMLKeySet()
            for key in Self.ascii.prefix(100) where key != first && key != second { _ = keys.insert(key) }
            #expect(keys.insert(first) && !keys.insert(second), "\(first.unicodeScalars.map(\.value)) \(second.unicodeScalars.map(\.value))")
        }
    }

    @Test func hashesOnlyASCII() {
        #expect(YAMLKeySet.asciiHash("wander.intro.title") != nil)
        #expect(YAMLKeySet.asciiHash("wander.intro.é") == nil)
        #expect(YAMLKeySet.asciiHash("abcdefgh\u{212A}") == nil)
        #expect(YAMLKeySet.asciiHash("abcdefgh") == YAMLKeySet.asciiHash(String("xabcdefgh".dropFirst())))
        #expect(YAMLKeySet.asciiHash("abcdefgh") != YAMLKeySet.asciiHash("abcdefg"))
    }

    /// A long mapping (past the parser's scan of sixteen keys) with one key written twice is left
    /// to Yams, wherever the second one stands; without it, the parser reads the mapping.
    @Test func theParserLeavesALongMappingWithARepeatedKeyToYams() {
        let keys = (0..<200).map { "s\($0)" }
        func parse(_ keys: [String]) -> YAMLParser.Outcome {
            YAMLParser.parse(SourceFile(path: "t.yml", text: keys.map { "\($0): text\n" }.joined()))
        }
        #expect(parse(keys) != .unsupported)
        for (first, second) in [(0, 17), (3, 199), (150, 151), (16, 40)] {
            var repeated = keys
            repeated[second] = keys[first]
            #expect(parse(repeated) == .unsupported, "\(first) \(second)")
        }
        var kelvin = keys
        kelvin[20] = "\u{212A}"
        kelvin[120] = "K"
        #expect(parse(kelvin) == .unsupported)
    }
}
