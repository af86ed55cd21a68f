import CopydeckKit
import PropertyBased
import Testing
@testable import CopydeckCompiler

/// A message exported to a table format and written back as ICU text says the same thing: the
/// same table text again, and the same words for every value.
@Suite struct TableTextRoundTripTests {
    static let values: [[String: MessageArgument]] = [0, 1, 2, 7, 21].map { number in
        ["count": .number(Double(number)), "files": .number(Double(number + 1)), "name": .string("Mina"),
         "price": .number(1234.5), "remaining": .duration(3725), "other": .string("{x}'%"), "who": .string(number % 2 == 0 ? "사과" : "책")]
    }

    func roundTrip(_ text: String, locale: String) throws {
        let message = try MessageParser().parse(text)
        let arguments = TableArguments(field: nil, messages: [message])
        let table = try TableText(message, locale: locale, arguments: arguments)
        let pluralName = message.arguments.first { if case .plural = $0.kind { true } else { false } }?.name
        let writer = MessageTextWriter(
            arguments: arguments, spellings: MessageTextWriter.spellings(of: [(message, text)]),
            pluralArgument: pluralName, locale: locale)
        let written = try writer.text(table)
        let reread = try MessageParser().parse(written)
        #expect(try TableText(reread, locale: locale, arguments: arguments) == table, "\(text) → \(written)")
        let formatter = MessageFormatter(locale: locale)
        for values in Self.values {
            #expect(try formatter.format(reread, values) == formatter.format(message, values), "\(text) → \(written)")
        }
    }

    @Test func generatedMessagesComeBackTheSame() async {
        await propertyCheck(count: 1000, input: Gen.int(in: 0...Int.max), Gen.bool) { seed, korean in
            var samples = MessageSamples(seed: seed)
            let locale = korean ? "ko" : "en"
            let text = samples.message(locale: locale)
            do {
                try roundTrip(text, locale: locale)
            } catch {
                Issue.record("\(text): \(error)")
            }
        }
    }

    @Test func apostrophesNextToPlaceholdersStayLiteral() throws {
        try roundTrip("''{name}''", locale: "en")
        try roundTrip("{count, plural, one {rock''} other {# rocks''}}", locale: "en")
        try roundTrip("it''s {count, plural, other {'#' #}}", locale: "ko")
    }

    @Test func importRefusesWhatAMessageCannotKeep() {
        let message = try? MessageParser().parse("{name} and {count}")
        let arguments = TableArguments(field: nil, messages: message.map { [$0] } ?? [])
        let writer = MessageTextWriter(arguments: arguments, spellings: [:], pluralArgument: nil, locale: "en")
        #expect(throws: TableImportProblem.self) { try writer.text(.format("%3$@")) }
        #expect(throws: TableImportProblem.self) { try writer.text(.format("100% sure %1$@")) }
        #expect(throws: TableImportProblem.self) { try writer.text(.format("%1$5@")) }
        #expect(throws: TableImportProblem.self) { try writer.text(.format("%1$#@nothing@")) }
        #expect((try? writer.text(.format("%2$@ and %1$@ 100%%"))) == "{count} and {name} 100%")
        #expect((try? writer.text(.format("%@ then %@"))) == "{name} then {count}")
    }
}
