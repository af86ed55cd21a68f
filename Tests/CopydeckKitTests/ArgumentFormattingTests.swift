import CopydeckKit
import Foundation
import Testing

/// Typed arguments: integers, decimals, durations and dates, as each locale writes them.
@Suite struct ArgumentFormattingTests {
    func render(_ text: String, _ locale: String, _ arguments: [String: MessageArgument]) throws -> String {
        try MessageFormatter(locale: locale).format(MessageParser().parse(text), arguments)
    }

    @Test func datesInTheLocalesMediumStyle() throws {
        // 2026-11-25 03:00 UTC is still the 24th in Los Angeles.
        let date = Date(timeIntervalSince1970: 1_795_575_600)
        let utc = try #require(TimeZone(identifier: "UTC")), la = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(try render("{day}", "ko", ["day": .date(date, timeZone: utc)]) == "2026. 11. 25.")
        #expect(try render("{day}", "ja", ["day": .date(date, timeZone: utc)]) == "2026/11/25")
        #expect(try render("{day}", "en", ["day": .date(date, timeZone: utc)]) == "Nov 25, 2026")
        #expect(try render("{day}", "en", ["day": .date(date, timeZone: la)]) == "Nov 24, 2026")
        #expect(try render("{day}", "fr", ["day": .date(date, timeZone: utc)]) == "2026-11-25")
        #expect(throws: MessageFormatError.notANumber("day")) { try render("{day, number}", "en", ["day": .date(date, timeZone: utc)]) }
    }

    @Test func numbersWithEachLocalesSymbols() throws {
        #expect(try render("{n, number}", "en", ["n": .decimal(Decimal(string: "12345.5")!)]) == "12,345.5")
        #expect(try render("{n, number}", "ko", ["n": .integer(1_000_000)]) == "1,000,000")
        #expect(try render("{n, number}", "de", ["n": 12345.5]) == "12.345,5")
        #expect(try render("{n, number}", "fr-CA", ["n": 12345.5]) == "12\u{202F}345,5")
        #expect(try render("{n, plural, one {# Tag} other {# Tage}}", "de", ["n": 1234]) == "1.234 Tage")
        #expect(try render("{n}", "ja", ["n": .integer(-42)]) == "-42")
    }
}
