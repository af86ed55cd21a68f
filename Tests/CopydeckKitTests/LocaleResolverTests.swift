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
}
