import CopydeckKit
import Foundation
import Testing

/// The accessors `copydeck generate swift` wrote for the example project (Generated/, kept equal
/// to the generator's output by `SwiftAccessorGoldenTests`) compile here and are called on the
/// example project's real bundles.
@Suite struct GeneratedAccessorTests {
    @Test func accessorsRenderFromTheGivenStrings() throws {
        let unwind = try ExampleBundles.load("unwind")
        let en = unwind.strings(locale: "en"), ja = unwind.strings(locale: "ja")
        #expect(Unwind.FocusShield.title(in: en) == "It's focus time")
        #expect(Unwind.FocusShield.subtitle(schedule: "Reading", remaining: 5025, in: en) == "Focusing on Reading, 01:23:45 left\nThis isn't a glitch; it's your choice")
        #expect(Unwind.FocusShield.subtitle(schedule: "読書", remaining: 59, in: ja) == "集中中：読書、残り時間：00:00:59\nこれはエラーではなく、あなた自身の選択です")
        #expect(Unwind.AllInShield.subtitle(done: 2, total: 5, in: en) == "All-in mode. Done: 2/5\nFinish today's schedules and your apps open again")
        #expect(Unwind.ScheduleEditor.title(.edit, in: en) == (try en.string("unwind.schedule_editor.title.edit")))
        #expect(Unwind.ScheduleList.streak(days: 3, in: en) == (try en.string("unwind.schedule_list.streak", ["days": 3])))

        let tempo = try ExampleBundles.load("tempoai")
        let tempoEN = tempo.strings(locale: "en")
        #expect(TempoAI.Healthkit.allow(in: tempoEN) == "Allow access to Health")
        #expect(TempoAI.Healthkit.allow(.granted, in: tempoEN) == "✓ Health access allowed")
        #expect(TempoAI.Healthkit.AllowState.allCases.map(\.rawValue) == ["default", "denied", "granted", "unavailable"])
        #expect(TempoAI.Health.usage(in: tempoEN) == tempoEN.permissionCopy("health").flatMap { try? $0.usageDescription() })
    }

    /// The documented fallback: without a deck in the app's resources (a test runner has none),
    /// every accessor gives the source-language text compiled in, rendered with the values.
    @Test func withoutTheDeckAccessorsGiveTheCompiledSourceText() throws {
        #expect(Unwind.deck.strings == nil)
        #expect(Unwind.deck.loadError is BundleLoadError)
        let ko = try ExampleBundles.load("unwind").strings(locale: "ko")
        #expect(Unwind.FocusShield.title == (try ko.string("unwind.focus_shield.title")))
        #expect(Unwind.FocusShield.subtitle(schedule: "독서", remaining: 61) == "현재 집중 중: 독서, 남은 시간: 00:01:01\n이건 오류가 아니라 당신의 선택이에요")
        #expect(Wander.Intro.title == (try ExampleBundles.load("wander").strings(locale: "ko").string("wander.intro.title")))
        #expect(TempoAI.Healthkit.allow(.denied) == (try ExampleBundles.load("tempoai").strings(locale: "ja").string("tempoai.healthkit.allow.denied")))
    }

    /// A key the given strings lack (an older bundle) falls back to the compiled-in text.
    @Test func aKeyMissingFromTheBundleFallsBackToTheCompiledText() throws {
        let unwind = try ExampleBundles.load("unwind")
        var ko = try #require(unwind.locales["ko"]), en = try #require(unwind.locales["en"])
        ko.messages["unwind.focus_shield.primary"] = nil
        en.messages["unwind.focus_shield.primary"] = nil
        let old = CopydeckBundle(manifest: unwind.manifest, locales: ["ko": ko, "en": en]).strings(locale: "en")
        #expect(Unwind.FocusShield.primary(in: old) == unwind.locales["ko"]?.messages["unwind.focus_shield.primary"])
        #expect(Unwind.FocusShield.title(in: old) == "It's focus time")
    }
}
