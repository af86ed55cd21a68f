import Foundation
import Testing
@testable import CopydeckCompiler

/// `KeyOrder` sorts ASCII keys by their bytes; `String`'s `<`, with equal keys by position, is
/// the reference, on key sets built to trip a byte sort: shared prefixes of every length around
/// the eight and sixteen bytes compared as numbers, keys that are prefixes of others, NUL bytes where the
/// padding goes, repeated keys, and sets just above and below the size it takes.
@Suite struct KeyOrderTests {
    static func reference(_ keys: [String]) -> [Int] {
        keys.indices.sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
    }

    @Test func asciiKeysSortAsStringsDo() throws {
        var seed: UInt64 = 0x0DE7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int(seed >> 33) % bound
        }
        let stems = ["", "d003.", "d003.p0", "d003.p00", "d003.p000.", "d003.p000.title", "d003.p000.title_", "d003.p000.title_2",
                     "a", "A", "\u{0}", "z\u{0}", "d003.p000.titl\u{0}", "~", " "]
        let alphabet: [Character] = ["a", "b", "A", "Z", "0", "9", ".", "_", "-", "\u{0}", "\u{7F}", " ", "~"]
        for _ in 0..<400 {
            let count = KeyOrder.minimumCount + next(200)
            var keys: [String] = []
            for _ in 0..<count {
                if !keys.isEmpty, next(8) == 0 { keys.append(keys[next(keys.count)]); continue }
                keys.append(stems[next(stems.count)] + String((0..<next(12)).map { _ in alphabet[next(alphabet.count)] }))
            }
            let sorted = try #require(KeyOrder.asciiIndices(keys))
            #expect(sorted == Self.reference(keys))
            if sorted != Self.reference(keys) { return }
        }
    }

    @Test func fewKeysOrAnyOtherThanASCIILeaveItToStrings() {
        let few = (0..<(KeyOrder.minimumCount - 1)).map { "k\($0)" }
        #expect(KeyOrder.asciiIndices(few) == nil)
        #expect(KeyOrder.asciiIndices(few + ["é", "e\u{301}"]) == nil)
    }

    /// A bundle's messages as the writer lays them out, against Foundation's own encoder.
    @Test func aLargeObjectIsWrittenAsJSONEncoderWritesIt() throws {
        var messages: [String: String] = [:]
        for index in 0..<3_000 { messages["d003.p\(index % 97).\(["title", "body", "cta", "a", "title_2"][index % 5])\(index)"] = "text \(index)" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted]
        let expected = try encoder.encode(messages)
        #expect(Data(try SortedJSONEncoder(pretty: true).encode(messages)) == expected)
    }
}
