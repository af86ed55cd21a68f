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
    /// when it names an available locale; anything else falls to the device's languages, then
    /// to the source locale.
    @Test func aStoredChoiceComesFirstAndABadOneIsIgnored() {
        #expect(resolver.resolve(stored: "en", preferred: ["ko-KR"]) == "en")
        #expect(resolver.resolve(stored: " en-GB\n", preferred: ["ko-KR"]) == "en")
        for bad in [nil, "", "   ", "fr", "\u{0}ja", "ja\u{FFFD}\u{FFFD}", "{\"lang\":\"ja\"}", "../ja"] as [String?] {
            #expect(resolver.resolve(stored: bad, preferred: ["ko-KR"]) == "ko", "\(String(describing: bad))")
            #expect(resolver.resolve(stored: bad, preferred: []) == "ja", "\(String(describing: bad))")
        }
    }
}
