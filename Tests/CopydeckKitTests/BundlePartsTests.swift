import CopydeckKit
import Foundation
import Testing

/// A shield extension loads shields only; an app loads only the locale in use and its fallbacks.
@Suite struct BundlePartsTests {
    @Test func shieldsOnlyKeepsTheShieldsAndTheirMessages() throws {
        let full = try ExampleBundles.load("unwind")
        let shields = try ExampleBundles.load("unwind", parts: .shields)
        #expect(shields.flows == nil && full.flows != nil)
        for locale in full.manifest.locales {
            let all = try #require(full.locales[locale]), part = try #require(shields.locales[locale])
            #expect(part.screens.isEmpty && part.permissions.isEmpty)
            #expect(part.shields == all.shields)
            let shieldKeys = Set(all.shields.flatMap(\.fields).compactMap(\.key))
            #expect(Set(part.messages.keys) == shieldKeys, "\(locale)")
            #expect(part.messages.count < all.messages.count / 4)
            for key in shieldKeys { #expect(part.messages[key] == all.messages[key]) }
        }
        let strings = shields.strings(preferredLanguages: ["en-US"])
        #expect(strings.screenCopy("schedule_list") == nil)
        #expect(try strings.shieldCopy("all_in_shield")?.text(["done": 2, "total": 5]).subtitle?.hasPrefix("All-in mode. Done: 2/5") == true)
    }

    @Test func onboardingLeavesTheShieldsOut() throws {
        let onboarding = try ExampleBundles.load("unwind", parts: .onboarding)
        let full = try ExampleBundles.load("unwind")
        let ko = try #require(onboarding.locales["ko"]), all = try #require(full.locales["ko"])
        #expect(ko.shields.isEmpty && ko.screens == all.screens && ko.permissions == all.permissions)
        #expect(onboarding.flows == full.flows)
        #expect(ko.messages["unwind.focus_shield.title"] == nil)
        #expect(ko.messages["unwind.schedule_list.add"] == all.messages["unwind.schedule_list.add"])
    }

    @Test func onlyTheLocaleInUseAndItsFallbacksAreLoaded() throws {
        // copydeck.yml: ko falls back to en, then the source locale (ko for unwind).
        #expect(Set(try ExampleBundles.load("unwind", locales: .preferred(["ko-KR"])).locales.keys) == ["ko", "en"])
        #expect(Set(try ExampleBundles.load("unwind", locales: .preferred(["en-GB"])).locales.keys) == ["en", "ko"])
        #expect(Set(try ExampleBundles.load("unwind", locales: .preferred(["fr-FR"])).locales.keys) == ["ko", "en"])
        // TempoAI (source ja): a stored "en" loads en and ja; a corrupted value the source only.
        #expect(Set(try ExampleBundles.load("tempoai", locales: .stored("en", preferred: ["ko"])).locales.keys) == ["en", "ja"])
        #expect(Set(try ExampleBundles.load("tempoai", locales: .stored("\u{0}garbage", preferred: ["ko"])).locales.keys) == ["ja", "en"])
        #expect(Set(try ExampleBundles.load("tempoai", locales: .only(["ja"])).locales.keys) == ["ja", "en"])
        let stored = try ExampleBundles.load("tempoai", locales: .stored("en", preferred: []))
        #expect(stored.strings(stored: "en", preferredLanguages: []).locale == "en")
        #expect(stored.strings(stored: "", preferredLanguages: ["en"]).locale == "ja")
    }
}
