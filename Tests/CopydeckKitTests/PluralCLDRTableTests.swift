import Foundation
import Testing
@testable import CopydeckKit

/// Every shipped locale's plural rules against CLDR 49 as Babel 2.19 applies them
/// (Tests/Fixtures/plurals, made by `make.py`; Node's `Intl.PluralRules` agreed on every line but
/// the four CLDR 49 changed): integers 0–1000 and decimals 0.0–20.0, cardinal and ordinal.
@Suite struct PluralCLDRTableTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var locale: String
        var ordinal: Bool
        var integers: [Character]
        var decimals: [Character]
        var testDescription: String { "\(locale) \(ordinal ? "ordinal" : "cardinal")" }
    }

    static let rows: [Row] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/plurals/cldr-samples.txt")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            guard fields.count == 4 else { return nil }
            return Row(locale: fields[0], ordinal: fields[1] == "ordinal", integers: Array(fields[2]), decimals: Array(fields[3]))
        }
    }()

    static let letters: [Character: PluralCategory] = ["z": .zero, "o": .one, "t": .two, "f": .few, "m": .many, "x": .other]

    @Test func theTableCoversEveryShippedLocale() {
        let shipped = Set(PluralRuleData.cardinal.keys)
        #expect(Set(Self.rows.map(\.locale)) == shipped)
        #expect(Self.rows.count == shipped.count * 2)
    }

    @Test(arguments: rows) func categoriesAreCLDRs(row: Row) throws {
        let rules = PluralRules(locale: row.locale)
        func category(_ sample: String) throws -> PluralCategory {
            let operands = try #require(PluralOperands(sample))
            return row.ordinal ? rules.ordinal(operands) : rules.cardinal(operands)
        }
        var wrong: [String] = []
        for (n, letter) in row.integers.enumerated() where try category(String(n)) != Self.letters[letter] {
            wrong.append("\(n)")
        }
        // Ordinals are for whole numbers: CLDR gives decimals `other`, and so does ICU.
        for (tenths, letter) in row.decimals.enumerated() {
            let sample = "\(tenths / 10).\(tenths % 10)"
            if try category(sample) != Self.letters[letter] { wrong.append(sample) }
        }
        #expect(wrong.isEmpty, "\(row.testDescription) differs from CLDR at \(wrong.prefix(12).joined(separator: ", "))\(wrong.count > 12 ? " (\(wrong.count) in all)" : "")")
    }
}
