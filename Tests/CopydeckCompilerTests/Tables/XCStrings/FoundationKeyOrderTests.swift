import Foundation
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// The fast key order agrees with Foundation's `compare(_:options:range:locale:)` as
/// `JSONSerialization` calls it: exhaustively over short keys, at random over long ones.
@Suite struct FoundationKeyOrderTests {
    private func foundation(_ a: String, _ b: String) -> ComparisonResult {
        FoundationKeyOrder.foundationCompare(a, b)
    }

    @Test func theOrdersXcodeCatalogsShow() {
        #expect(FoundationKeyOrder.compare("a9", "a10") == .orderedAscending)
        #expect(FoundationKeyOrder.compare("a", "B") == .orderedAscending)
        #expect(FoundationKeyOrder.compare("-", "%@") == .orderedAscending)
        #expect(FoundationKeyOrder.compare("a", "A") == .orderedAscending)
        #expect(FoundationKeyOrder.compare("a1", "a01") == .orderedAscending)
        #expect(FoundationKeyOrder.compare("same", "same") == .orderedSame)
        #expect(FoundationKeyOrder.sorted(["zero", "one", "two", "few", "many", "other"]) == ["few", "many", "one", "other", "two", "zero"])
        #expect(FoundationKeyOrder.sorted(["stringUnit", "substitutions", "variations"]) == ["stringUnit", "substitutions", "variations"])
        #expect(FoundationKeyOrder.sorted(["version", "strings", "sourceLanguage"]) == ["sourceLanguage", "strings", "version"])
        #expect(FoundationKeyOrder.sorted(["localizations", "extractionState", "comment"]) == ["comment", "extractionState", "localizations"])
        #expect(FoundationKeyOrder.sorted(["value", "state"]) == ["state", "value"])
        #expect(FoundationKeyOrder.sorted(["variations", "formatSpecifier", "argNum"]) == ["argNum", "formatSpecifier", "variations"])
    }

    /// Every pair of keys of up to three characters from letters of both cases, digits (a zero
    /// too) and the punctuation message keys use.
    @Test func agreesOnEveryShortKey() {
        let alphabet = Array("aB01_-.")
        var keys = [""]
        var layer = [""]
        for _ in 0..<3 {
            layer = layer.flatMap { prefix in alphabet.map { prefix + String($0) } }
            keys += layer
        }
        var disagreements: [String] = []
        for a in keys {
            for b in keys where FoundationKeyOrder.compare(a, b) != foundation(a, b) {
                disagreements.append("\(a.debugDescription) \(b.debugDescription)")
            }
        }
        #expect(disagreements.prefix(10) == [])
    }

    /// Every pair of printable ASCII characters against every single one and the empty key.
    @Test func agreesOnEveryPrintableASCIICharacter() {
        let singles = [""] + (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
        var disagreements: [String] = []
        for a in singles {
            for b in singles where FoundationKeyOrder.compare(a, b) != foundation(a, b) {
                disagreements.append("\(a.debugDescription) \(b.debugDescription)")
            }
            for b in ["a", "A", "0", "9", "_", "."] {
                let pair = a + b
                for c in singles where FoundationKeyOrder.compare(pair, c) != foundation(pair, c) {
                    disagreements.append("\(pair.debugDescription) \(c.debugDescription)")
                }
            }
        }
        #expect(disagreements.prefix(10) == [])
    }

    /// Long keys, and keys one edit apart (case, a leading zero, a character more or less), where
    /// Foundation's tie-breaks decide.
    @Test func agreesOnGeneratedKeys() async {
        let pieces = ["a", "A", "z", "Z", "b", "0", "00", "1", "9", "10", "123", "0042", "_", "-", ".", "%@", " ", "!", "~", "$", "(", "'", "wander", "Intro"]
        let key = Gen<String?>.element(of: pieces).compactMap { $0 }.array(of: 0...8).map { $0.joined() }
        await propertyCheck(count: 3000, input: key, key, Gen.int(in: 0...3)) { a, b, edit in
            // Half the pairs are near misses of each other.
            var b = b
            if !a.isEmpty {
                switch edit {
                case 0: b = a.uppercased()
                case 1: b = a + "0"
                case 2: b = "0" + a
                default: b = String(a.dropLast())
                }
            }
            #expect(FoundationKeyOrder.compare(a, b) == foundation(a, b), "\(a.debugDescription) \(b.debugDescription)")
            #expect(FoundationKeyOrder.compare(b, a) == foundation(b, a), "\(b.debugDescription) \(a.debugDescription)")
        }
    }

    /// What has no fast key goes to Foundation: non-ASCII, control characters, numbers too long
    /// for ICU to read whole.
    @Test func foundationGoesRoundInACircleHere() {
        // ßİ < ßı < ssıa < ßİ: no order of the three agrees with every comparison.
        #expect(foundation("ßİ", "ßı") == .orderedAscending)
        #expect(foundation("ßı", "ssıa") == .orderedAscending)
        #expect(foundation("ssıa", "ßİ") == .orderedAscending)
        #expect(!XCStringsOracle.foundationOrderIsTotal(on: ["ßİ", "ssıa", "ßı"]))
        let sorted = FoundationKeyOrder.sorted(["ßİ", "ssıa", "ßı"])
        #expect(FoundationKeyOrder.sorted(["ßı", "ßİ", "ssıa"]) == sorted)
    }

    @Test func othersAreLeftToFoundation() {
        for key in ["é", "a\u{301}", "한", "a\tb", "\u{1F600}", String(repeating: "1", count: 65)] {
            #expect(FoundationKeyOrder.collationKey(key) == nil, "\(key.debugDescription)")
        }
        // A DEL (and the other controls ICU gives no weight) Foundation does not order
        // consistently: the key skips it and breaks the tie with its bytes, so `a` comes first.
        #expect(FoundationKeyOrder.collationKey("a\u{7F}") != nil)
        #expect(FoundationKeyOrder.sorted(["a\u{7F}", "a", "a\u{1}"]) == ["a", "a\u{1}", "a\u{7F}"])
        #expect(FoundationKeyOrder.collationKey(String(repeating: "1", count: 64)) != nil)
        let long = String(repeating: "1", count: 300), shorter = String(repeating: "1", count: 254) + "2"
        #expect(FoundationKeyOrder.compare(long, shorter) == foundation(long, shorter))
    }

    /// Mixed sets sort as Foundation sorts them, whatever order they come in. Where Foundation's
    /// comparison goes round in a circle (it does for some keys with `ß` and dotted or dotless
    /// `i`), `JSONSerialization` has no one order either (it follows the dictionary's hash
    /// seed), and the order written only has to depend on the keys alone.
    @Test func sortsMixedKeysAsFoundationDoes() async {
        let pieces = ["a", "B", "10", "9", "_", "-", "é", "e\u{301}", "한", "ß", "ss", "Σ", "\u{1F600}", " ", "\t", "İ", "ı", "ﬁ", "fi"]
        let key = Gen<String?>.element(of: pieces).compactMap { $0 }.array(of: 1...4).map { $0.joined() }
        await propertyCheck(count: 200, input: key.array(of: 0...40)) { keys in
            var unique: [String] = []
            var seen = Set<String>()
            for key in keys where seen.insert(key).inserted { unique.append(key) }
            let sorted = FoundationKeyOrder.sorted(unique)
            #expect(FoundationKeyOrder.sorted(unique.reversed()) == sorted)
            #expect(FoundationKeyOrder.sorted(unique.shuffled()) == sorted)
            if XCStringsOracle.foundationOrderIsTotal(on: unique) {
                #expect(sorted == unique.sorted { foundation($0, $1) == .orderedAscending })
            }
        }
    }
}
