import Testing
import CopydeckKit

@Suite struct LocaleResolverTests {
    let resolver = LocaleResolver(available: ["ja", "en", "ko"], sourceLocale: "ja", fallbacks: ["ko": ["en"]])

    @Test func regionAndScriptSubtagsAreTrimmed() {
        #expect(resolver.resolve(["en-US"]) == "en")
        #expect(resolver.resolve(["ko_KR"]) == "ko")
        #expect(resolver.resolve(["zh-Hant-TW", "ja-JP"]) == "ja")
    }

    @Test func garbageOrUnsupportedFallsBackToTheSourceLocale() {
        // TempoAI: a bad stored language value must fall back to Japanese.
        #expect(resolver.resolve(["xx-garbage"]) == "ja")
        #expect(resolver.resolve([""]) == "ja")
        #expect(resolver.resolve([]) == "ja")
    }

    @Test func lookupChainFollowsFallbacksThenSource() {
        #expect(resolver.lookupChain(for: "ko") == ["ko", "en", "ja"])
        #expect(resolver.lookupChain(for: "ja") == ["ja"])
    }

    /// An in-app language choice, stored by the app (TempoAI stores "ja" or "en"), comes first
    /// when it names an available locale. Nothing stored: the device's languages decide. A stored
    /// value that is empty, unknown or corrupted gives the development language (TempoAI's spec:
    /// 不正値 → デフォルト値), whatever the device prefers.
    @Test func aStoredChoiceComesFirstAndABadOneGivesTheDevelopmentLanguage() {
        #expect(resolver.resolve(stored: "en", preferred: ["ko-KR"]) == "en")
        #expect(resolver.resolve(stored: " en-GB\n", preferred: ["ko-KR"]) == "en")
        #expect(resolver.resolve(stored: nil, preferred: ["ko-KR"]) == "ko")
        #expect(resolver.resolve(stored: nil, preferred: []) == "ja")
        for bad in ["", "   ", "fr", "\u{0}ja", "ja\u{FFFD}\u{FFFD}", "{\"lang\":\"ja\"}", "../ja"] {
            #expect(resolver.resolve(stored: bad, preferred: ["ko-KR"]) == "ja", "\(bad)")
            #expect(resolver.resolve(stored: bad, preferred: []) == "ja", "\(bad)")
        }
    }

    /// As iOS: a regional tag falls to its language, and Chinese finds its script from its region.
    @Test func regionsFallToTheirLanguageAndChineseFindsItsScript() {
        let chinese = LocaleResolver(available: ["en", "zh-Hans", "zh-Hant"], sourceLocale: "en")
        #expect(chinese.resolve(["en-GB"]) == "en")
        #expect(chinese.resolve(["zh-TW"]) == "zh-Hant")
        #expect(chinese.resolve(["zh-HK"]) == "zh-Hant")
        #expect(chinese.resolve(["zh-Hant-TW"]) == "zh-Hant")
        #expect(chinese.resolve(["zh_CN"]) == "zh-Hans")
        #expect(chinese.resolve(["zh"]) == "zh-Hans")
        #expect(chinese.resolve(["zh-Hans-HK"]) == "zh-Hans")
        #expect(chinese.resolve(["fr-CA", "zh-MO"]) == "zh-Hant")
    }
}
