import Testing
@testable import CopydeckCompiler

/// "Did you mean" for every key the readers accept: the usual typos of each (two neighbours
/// swapped, a letter dropped, a letter doubled) find it among the keys of its place.
@Suite struct SuggestionTests {
    @Test func aSwapOfNeighboursIsOneEdit() {
        #expect(Suggestion.editDistance("titel", "title") == 1)
        #expect(Suggestion.editDistance("dmeo", "demo") == 1)
        #expect(Suggestion.editDistance("abc", "abc") == 0)
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.editDistance("ca", "abc") == 3, "optimal string alignment: no edit of a swapped pair")
        #expect(Suggestion.editDistance("abcdef", "badcfe") == 3)
        #expect(Suggestion.editDistance("abcdef", "zzzzzz", limit: 2) == 3)
    }

    /// The limit stops the count early only when no later swap could bring it back.
    @Test func theLimitGivesTheSameAnswerAsTheWholeCount() {
        let words = ["title", "titel", "subtitle", "maxLength", "maxLenght", "demo", "dmeo", "ab", "ba", "permission", "premission", "a", ""]
        for a in words {
            for b in words {
                let whole = Suggestion.editDistance(a, b)
                for limit in 0...4 {
                    #expect(Suggestion.editDistance(a, b, limit: limit) == (whole <= limit ? whole : limit + 1), "\(a) \(b) \(limit)")
                }
            }
        }
    }

    @Test(arguments: DocumentedProject.acceptedKeys.map(\.where))
    func everyAcceptedKeyIsFoundFromItsTypos(place: String) {
        let keys = DocumentedProject.acceptedKeys.first { $0.where == place }!.keys
        for key in keys where key.count >= 4 {
            let characters = Array(key)
            var typos: [String] = []
            for index in 1..<(characters.count - 1) {
                var swapped = characters
                swapped.swapAt(index, index + 1)
                if swapped != characters { typos.append(String(swapped)) }
                var dropped = characters
                dropped.remove(at: index)
                typos.append(String(dropped))
                var doubled = characters
                doubled.insert(characters[index], at: index)
                typos.append(String(doubled))
            }
            for typo in typos where !keys.contains(typo) {
                #expect(Suggestion.closest(to: typo, in: keys) == key, "\(place): \(typo)")
            }
        }
    }

    /// A fix takes a name for certain only when no other is as plausible.
    @Test func onlyOneCloseNameIsCertain() {
        #expect(Suggestion.only(closeTo: "nmae", in: ["name", "count"]) == "name")
        #expect(Suggestion.only(closeTo: "name", in: ["name1", "name2"]) == nil)
        #expect(Suggestion.only(closeTo: "zzz", in: ["name"]) == nil)
    }
}
