import CopydeckKit
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// The mapping of ICU messages to string-table formats, case by case, with the expected formats
/// written from the README's mapping (not from the code's output).
@Suite struct TableTextTests {
    func table(_ text: String, _ locale: String = "en", declared: [(String, Field.PlaceholderType)] = []) throws -> TableText {
        let message = try MessageParser().parse(text)
        let field = Field(
            id: Located("f", at: .wholeFile("x")), surface: nil,
            placeholders: declared.map { Field.Placeholder(name: Located($0.0, at: .wholeFile("x")), type: Located($0.1, at: .wholeFile("x"))) })
        return try TableText(message, locale: locale, arguments: TableArguments(field: field, messages: [message]))
    }

    @Test func placeholdersBecomePositionalSpecifiersByType() throws {
        #expect(try table("{name}님, 안녕하세요", "ko") == .format("%1$@님, 안녕하세요"))
        #expect(try table("Done: {done}/{total}", declared: [("done", .integer), ("total", .integer)]) == .format("Done: %1$lld/%2$lld"))
        #expect(try table("{remaining, duration} left") == .format("%1$@ left"))
        #expect(try table("{price, number} won") == .format("%1$@ won"))
        #expect(try table("{n, number, integer} items") == .format("%1$lld items"))
    }

    @Test func declaredOrderNumbersTheArguments() throws {
        #expect(try table("{b} and {a}", declared: [("a", .string), ("b", .string)]) == .format("%2$@ and %1$@"))
    }

    @Test func aPercentIsDoubledOnlyInAFormat() throws {
        #expect(try table("{rate}% completed") == .format("%1$@%% completed"))
        #expect(try table("100% free") == .format("100% free"))
    }

    @Test func koreanParticlesTakeTheCombinedForm() throws {
        #expect(try table("{name, particle, 을/를} 삭제할까요?", "ko") == .format("%1$@을(를) 삭제할까요?"))
        #expect(try table("{place, particle, 으로/로} 이동", "ko") == .format("%1$@(으)로 이동"))
        #expect(try table("{name, particle, 이/가} 있어요", "ko") == .format("%1$@이(가) 있어요"))
        #expect(try table("{name, particle, 이랑/랑}", "ko") == .format("%1$@(이)랑"))
    }

    @Test func aWholePluralIsVariationsWithZeroFromExactZero() throws {
        let expected = PluralVariations([.zero: "No days", .one: "%1$lld day", .other: "%1$lld days"])
        #expect(try table("{days, plural, =0 {No days} one {# day} other {# days}}") == .plural(expected))
        #expect(try table("{days, plural, other {#일 연속}}", "ko") == .plural(PluralVariations([.other: "%1$lld일 연속"])))
    }

    @Test func exactOneIsOneWhereOneMeansOne() throws {
        #expect(try table("{n, plural, =1 {a day} other {# days}}") == .plural(PluralVariations([.one: "a day", .other: "%1$lld days"])))
        // In French `one` is 0 and 1: `=1` has no table form.
        #expect(throws: TableExportProblem.self) { try table("{n, plural, =1 {un jour} other {# jours}}", "fr") }
    }

    @Test func textAroundAPluralIsASubstitution() throws {
        let text = try table("Focus for {minutes, plural, one {# minute} other {# minutes}} with {name}",
                             declared: [("minutes", .integer), ("name", .string)])
        #expect(text == .substitutions(format: "Focus for %1$#@minutes@ with %2$@", [
            TableSubstitution(name: "minutes", argumentNumber: 1, formatSpecifier: "lld",
                              variations: PluralVariations([.one: "%1$lld minute", .other: "%1$lld minutes"])),
        ]))
    }

    @Test func twoPluralsAreTwoSubstitutions() throws {
        let text = try table("{a, plural, one {# file} other {# files}} in {b, plural, one {# folder} other {# folders}}")
        guard case .substitutions(let format, let substitutions) = text else {
            Issue.record("expected substitutions, got \(text)")
            return
        }
        #expect(format == "%1$#@a@ in %2$#@b@")
        #expect(substitutions.map(\.name) == ["a", "b"])
        #expect(substitutions[1].variations[.one] == "%2$lld folder")
    }

    @Test func whatATableCannotSayIsAProblemAtItsPlace() throws {
        let select = "Mode: {mode, select, allIn {All in} other {Focus}}"
        #expect(throws: TableExportProblem("a `select` cannot be said in a string table: make one field per case (or a variant per case)", at: 6)) {
            try table(select)
        }
        #expect(throws: TableExportProblem.self) { try table("{n, selectordinal, one {#st} other {#th}}") }
        #expect(throws: TableExportProblem.self) { try table("{n, plural, offset:1 one {#} other {#}}") }
        #expect(throws: TableExportProblem.self) { try table("{n, plural, =2 {two} other {#}}") }
        #expect(throws: TableExportProblem.self) {
            try table("{n, plural, one {{m, plural, one {#} other {#}}} other {#}}")
        }
    }
}

/// The lint's `export.unsupported` (a walk of the structure) and the export (which converts)
/// agree on every message: the lint reports exactly what the tables leave out.
@Suite struct TableExportAgreementTests {
    static let hard = [
        "{mode, select, a {A} other {B}}", "{n, selectordinal, one {#st} other {#th}}", "{n, plural, offset:1 one {#} other {#}}",
        "{n, plural, =1 {one} other {#}}", "{n, plural, =2 {two} other {#}}", "{n, plural, =0 {none} zero {zero} other {#}}",
        "{n, plural, one {{m, plural, other {#}}} other {#}}", "{n, plural, one {#}}", "{n, plural, =1 {a} one {b} other {#}}",
        "x {n, plural, other {# {mode, select, a {A} other {B}}}}",
    ]

    @Test func lintAndExportAgree() async {
        await propertyCheck(count: 600, input: Gen.int(in: 0...Int.max), Gen.element(of: ["en", "ko", "fr", "ar", "ja"])) { seed, locale in
            var samples = MessageSamples(seed: seed)
            let text = seed % 3 == 0 ? Self.hard[seed % Self.hard.count] : samples.message(locale: locale == "ko" ? "ko" : "en")
            guard let message = try? MessageParser().parse(text) else { return }
            let found = TableTextConverter.problem(in: message, plurals: PluralRules(locale: locale ?? "en"))
            let converted = try? TableText(message, locale: locale ?? "en", arguments: TableArguments(field: nil, messages: [message]))
            #expect((found == nil) == (converted != nil), "\(locale): \(text)")
        }
    }

    @Test func theHardOnesAreReported() {
        let zeroTwice = "{n, plural, =0 {none} zero {zero} other {#}}"
        for text in Self.hard where text != "{n, plural, =1 {one} other {#}}" && text != zeroTwice {
            let message = try? MessageParser().parse(text)
            #expect(message.flatMap { TableTextConverter.problem(in: $0, plurals: PluralRules(locale: "en")) } != nil, "\(text)")
        }
        // `zero` is written only where the locale has it (ar): there `=0` beside it is one too many.
        let zero = try? MessageParser().parse(zeroTwice)
        #expect(zero.flatMap { TableTextConverter.problem(in: $0, plurals: PluralRules(locale: "en")) } == nil)
        #expect(zero.flatMap { TableTextConverter.problem(in: $0, plurals: PluralRules(locale: "ar")) } != nil)
        let exactOne = try? MessageParser().parse("{n, plural, =1 {one} other {#}}")
        #expect(exactOne.flatMap { TableTextConverter.problem(in: $0, plurals: PluralRules(locale: "en")) } == nil)
        #expect(exactOne.flatMap { TableTextConverter.problem(in: $0, plurals: PluralRules(locale: "fr")) } != nil)
    }
}
