import Foundation
import Testing
@testable import CopydeckKit

/// Rules against CLDR's own samples (the `@integer` and `@decimal` lists of plurals.xml and
/// ordinals.xml, CLDR 44), for the rules that once disagreed with CLDR: the ordinals of
/// Ukrainian, Malay and Vietnamese, and European Portuguese cardinals.
@Suite struct PluralCLDRSampleTests {
    /// CLDR's sample notation: `3, 23, 103` and ranges `0~2`; `…` ends a list.
    static func samples(_ list: String) -> [String] {
        list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0 != "…" && !$0.isEmpty }.flatMap { item -> [String] in
            let bounds = item.split(separator: "~").map(String.init)
            guard bounds.count == 2 else { return [item] }
            if let low = Int(bounds[0]), let high = Int(bounds[1]) { return (low...high).map(String.init) }
            // Decimal ranges such as 0.0~1.5 by tenths.
            guard let low = Double(bounds[0]), let high = Double(bounds[1]) else { return [item] }
            return stride(from: low, through: high + 1e-9, by: 0.1).map { String(format: "%.1f", $0) }
        }
    }

    static let cases: [(locale: String, ordinal: Bool, category: PluralCategory, samples: String)] = [
        ("uk", true, .few, "3, 23, 33, 43, 53, 63, 73, 83, 103, 1003, …"),
        ("uk", true, .other, "0~2, 4~16, 100, 1000, 10000, 100000, 1000000, …"),
        ("ms", true, .one, "1"),
        ("ms", true, .other, "0, 2~16, 100, 1000, 10000, 100000, 1000000, …"),
        ("vi", true, .one, "1"),
        ("vi", true, .other, "0, 2~16, 100, 1000, 10000, 100000, 1000000, …"),
        ("pt-PT", false, .one, "1"),
        ("pt-PT", false, .many, "1000000, 2000000, 3000000, 4000000, 5000000, 6000000"),
        ("pt-PT", false, .other, "0, 2~16, 100, 1000, 10000, 100000, 0.0~1.5, 10.0, 100.0, 1000.0"),
        // Brazilian Portuguese (`pt`) keeps its own: 0 and 0.5 are `one`.
        ("pt", false, .one, "0, 1, 0.0~1.5"),
        ("pt-BR", false, .one, "0, 1, 0.0~1.5"),
    ]

    @Test(arguments: 0..<cases.count) func everySampleFallsInItsCategory(index: Int) throws {
        let item = Self.cases[index]
        let rules = PluralRules(locale: item.locale)
        for sample in Self.samples(item.samples) {
            let operands = try #require(PluralOperands(sample), "\(sample)")
            let category = item.ordinal ? rules.ordinal(operands) : rules.cardinal(operands)
            #expect(category == item.category, "\(item.locale) \(item.ordinal ? "ordinal" : "cardinal") \(sample)")
        }
    }

    @Test func categoriesFollowCLDR() {
        #expect(PluralRules(locale: "uk").ordinalCategories == [.few, .other])
        #expect(PluralRules(locale: "ms").ordinalCategories == [.one, .other])
        #expect(PluralRules(locale: "vi").ordinalCategories == [.one, .other])
        #expect(PluralRules(locale: "pt-PT").cardinalCategories == [.one, .many, .other])
        #expect(PluralRules(locale: "pt_pt").language == "pt-PT")
        #expect(PluralRules(locale: "en-GB").language == "en")
    }
}
