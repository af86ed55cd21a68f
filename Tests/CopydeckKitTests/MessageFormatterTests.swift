import Testing
import CopydeckKit

@Suite struct MessageFormatterTests {
    func format(_ text: String, _ locale: String, _ arguments: [String: MessageArgument]) throws -> String {
        try MessageFormatter(locale: locale).format(try MessageParser().parse(text), arguments)
    }

    @Test func unwindShieldSubtitle() throws {
        let text = "현재 집중 중: {schedule}, 남은 시간: {remaining, duration}"
        #expect(try format(text, "ko", ["schedule": "독서", "remaining": .duration(3723)]) == "현재 집중 중: 독서, 남은 시간: 01:02:03")
        #expect(try format(text, "ko", ["schedule": "x", "remaining": .duration(100 * 3600)]).hasSuffix("100:00:00"))
        // Any value an app passes renders: NaN, infinities and values past Int's range used to trap
        // (found by fuzzing: Fuzz/Regressions/message/duration-of-a-huge-value).
        #expect(try format("{r, duration}", "en", ["r": .duration(.nan)]) == "00:00:00")
        #expect(try format("{r, duration}", "en", ["r": .duration(-.infinity)]) == "00:00:00")
        #expect(try format("{r, duration}", "en", ["r": .number(1e300)]) == "2562047788015215:30:07")
        #expect(try format("{r, duration}", "en", ["r": .duration(.infinity)]) == "2562047788015215:30:07")
    }

    @Test func englishPluralUsesOneAndOther() throws {
        let text = "{days, plural, one {🔥 # day streak} other {🔥 # days streak}}"
        #expect(try format(text, "en", ["days": 1]) == "🔥 1 day streak")
        #expect(try format(text, "en", ["days": 7]) == "🔥 7 days streak")
        #expect(try format(text, "en", ["days": 1500]) == "🔥 1,500 days streak")
    }

    @Test func koreanPluralAlwaysUsesOther() throws {
        let text = "{days, plural, other {🔥 #일 연속 달성}}"
        #expect(try format(text, "ko", ["days": 1]) == "🔥 1일 연속 달성")
    }

    @Test func exactValueWinsOverCategory() throws {
        #expect(try format("{n, plural, =0 {none} one {one} other {#}}", "en", ["n": 0]) == "none")
    }

    @Test func selectFallsBackToOther() throws {
        let text = "{mode, select, allIn {올인 모드} other {개별 모드}}"
        #expect(try format(text, "ko", ["mode": "allIn"]) == "올인 모드")
        #expect(try format(text, "ko", ["mode": "single"]) == "개별 모드")
    }

    @Test(arguments: [
        ("독서", "을/를", "독서를"), ("운동", "을/를", "운동을"), ("운동", "이/가", "운동이"), ("독서", "이/가", "독서가"),
        ("서울", "으로/로", "서울로"), ("부산", "으로/로", "부산으로"), ("학교", "으로/로", "학교로"),
        ("사과", "와/과", "사과와"), ("수박", "와/과", "수박과"), ("앱 3", "을/를", "앱 3을"), ("Apple", "은/는", "Apple는"),
    ])
    func koreanParticleFollowsTheFinalSound(word: String, pair: String, expected: String) throws {
        #expect(try format("{w, particle, \(pair)}", "ko", ["w": .string(word)]) == expected)
    }

    @Test func missingArgumentIsAnError() {
        #expect(throws: MessageFormatError.missingArgument("name")) { try format("{name}", "en", [:]) }
    }

    @Test func numbersAreGroupedAndTrimmed() throws {
        #expect(try format("{n, number}", "en", ["n": .number(1234567.5)]) == "1,234,567.5")
        #expect(try format("{n, number}", "ja", ["n": .number(-0.25)]) == "-0.25")
    }
}
