import Testing
@testable import CopydeckKit

@Suite struct PluralRulesTests {
    @Test func everyRuleInTheDataParses() throws {
        for table in [PluralRuleData.cardinal, PluralRuleData.ordinal] {
            for (language, rules) in table {
                for (category, source) in rules {
                    #expect(throws: Never.self, "\(language) \(category)") { try PluralRule(source) }
                }
            }
        }
    }

    @Test func operandsFollowTheDisplayedForm() throws {
        let operands = try #require(PluralOperands("1.50"))
        #expect(operands.i == 1 && operands.v == 2 && operands.w == 1 && operands.f == 50 && operands.t == 5)
        #expect(PluralOperands("-3")?.n == 3)
        #expect(PluralOperands("1.2e3")?.i == 1200)
        #expect(PluralOperands("1.2e3")?.e == 3)
        #expect(PluralOperands("x") == nil)
        #expect(PluralOperands(1.0) == PluralOperands(1))
    }

    @Test func categoriesPerLocale() {
        #expect(PluralRules(locale: "ko").cardinalCategories == [.other])
        #expect(PluralRules(locale: "ja-JP").cardinalCategories == [.other])
        #expect(PluralRules(locale: "en").cardinalCategories == [.one, .other])
        #expect(PluralRules(locale: "ru").cardinalCategories == [.one, .few, .many, .other])
        #expect(PluralRules(locale: "ar").cardinalCategories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules(locale: "en").ordinalCategories == [.one, .two, .few, .other])
        #expect(!PluralRules(locale: "xx").isKnown)
    }

    @Test func englishCardinalNeedsVisibleDecimals() throws {
        let en = PluralRules(locale: "en")
        #expect(en.cardinal(1) == .one)
        #expect(en.cardinal(try #require(PluralOperands("1.0"))) == .other)
        #expect(en.cardinal(0) == .other)
        #expect(en.cardinal(2) == .other)
    }

    @Test func slavicAndArabicCardinals() throws {
        let ru = PluralRules(locale: "ru")
        #expect([1, 2, 5, 11, 21, 22, 25, 111, 112].map { ru.cardinal(Double($0)) }
                == [.one, .few, .many, .many, .one, .few, .many, .many, .many])
        #expect(ru.cardinal(1.5) == .other)
        let pl = PluralRules(locale: "pl")
        #expect([1, 2, 5, 12, 22, 25].map { pl.cardinal(Double($0)) } == [.one, .few, .many, .many, .few, .many])
        let ar = PluralRules(locale: "ar")
        #expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map { ar.cardinal(Double($0)) }
                == [.zero, .one, .two, .few, .few, .many, .many, .other, .other])
        let fr = PluralRules(locale: "fr")
        #expect([0, 1, 2].map { fr.cardinal(Double($0)) } == [.one, .one, .other])
        #expect(fr.cardinal(1.5) == .one)
        #expect(fr.cardinal(1_000_000) == .many)
    }

    @Test func englishOrdinals() {
        let en = PluralRules(locale: "en")
        #expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map { en.ordinal(Double($0)) }
                == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one, .other])
    }

    @Test func ruleSyntaxErrorsAreReported() {
        #expect(throws: PluralRule.SyntaxError.self) { try PluralRule("q = 1") }
        #expect(throws: PluralRule.SyntaxError.self) { try PluralRule("n = 3..1") }
        #expect(throws: PluralRule.SyntaxError.self) { try PluralRule("n = 1 but n = 2") }
        #expect(throws: Never.self) { try PluralRule("n is not 1 @integer 0, 2~16") }
    }
}
