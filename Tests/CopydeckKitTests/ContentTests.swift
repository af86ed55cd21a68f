import CopydeckKit
import Foundation
import Testing

/// Typed content on the example project's real bundles: shields as a `ShieldConfiguration`
/// takes them, permissions with their usage descriptions, screens with state variants, events.
@Suite struct ContentTests {
    @Test func aShieldGivesTheStringsOfAShieldConfiguration() throws {
        let unwind = try ExampleBundles.load("unwind", parts: .shields)
        let values: [String: MessageArgument] = ["schedule": "Reading", "remaining": .duration(5025)]
        let en = try #require(unwind.strings(locale: "en").shieldCopy("focus_shield")).text(values)
        #expect(en == ShieldText(
            title: "It's focus time",
            subtitle: "Focusing on Reading, 01:23:45 left\nThis isn't a glitch; it's your choice",
            primaryButtonLabel: "Close", secondaryButtonLabel: nil))
        let ko = try #require(unwind.strings(locale: "ko").shieldCopy("focus_shield")).text(["schedule": "독서", "remaining": .duration(59)])
        #expect(ko.title == "지금은 집중 시간이에요")
        #expect(ko.subtitle == "현재 집중 중: 독서, 남은 시간: 00:00:59\n이건 오류가 아니라 당신의 선택이에요")
        #expect(ko.primaryButtonLabel == "닫기")
        let shield = try #require(unwind.strings(locale: "ko").shieldCopy("focus_shield"))
        #expect(shield.field("subtitle")?.placeholders == ["schedule": .string, "remaining": .duration])
        #expect(unwind.strings(locale: "ko").shieldIDs == ["focus_shield", "all_in_shield"])
        // A missing value is an error, not a half-filled title.
        #expect(throws: MessageFormatError.missingArgument("remaining")) { try shield.text(["schedule": "독서"]) }
    }

    @Test func aScreenGivesEachStatesTextAndItsAccessibilityLabel() throws {
        let tempo = try ExampleBundles.load("tempoai")
        let screen = try #require(tempo.strings(locale: "en").screenCopy("healthkit"))
        #expect(screen.kind == "permission" && screen.permission == "health")
        let allow = try #require(screen.field("allow"))
        #expect(allow.states == ["default", "denied", "granted", "unavailable"])
        #expect(try allow.text() == "Allow access to Health")
        #expect(try allow.text(state: "granted") == "✓ Health access allowed")
        #expect(try screen.text("allow", state: "denied") == "Skip and continue")
        #expect(try allow.accessibilityLabel(state: "granted") == "Health access is allowed")
        #expect(try allow.accessibilityLabel() == "Allow access to Health")
        #expect(try screen.field("next")?.accessibilityLabel() == nil)
        #expect(throws: DeckStringsError.unknownField("nope", owner: "healthkit")) { try screen.text("nope") }
    }

    @Test func aPermissionGivesItsUsageDescription() throws {
        let tempo = try ExampleBundles.load("tempoai")
        let health = try #require(tempo.strings(locale: "ja").permissionCopy("health"))
        #expect(health.system == "healthKit")
        #expect(health.infoPlistKey == "NSHealthShareUsageDescription")
        let usage = try #require(try health.usageDescription())
        #expect(usage == tempo.locales["ja"]?.messages["tempoai.health.usage"])
        // Notifications have no usage description: iOS shows its own text.
        let ujuz = try ExampleBundles.load("ujuz")
        #expect(try ujuz.strings(locale: "ko").permissionCopy("notifications")?.usageDescription() == nil)
    }

    @Test func aScreenListsTheEventsItSends() throws {
        let ujuz = try ExampleBundles.load("ujuz")
        let screen = try #require(ujuz.strings(locale: "ko").screenCopy("push_preprompt"))
        #expect(screen.events.first == EventDescriptor(name: "perm_push_preprompt_view", properties: ["screen": "facility_detail"]))
        #expect(screen.events.filter { $0.name == "perm_push_system_result" }.map { $0.properties["result"] } == ["granted", "denied"])
    }
}
