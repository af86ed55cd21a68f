import CopydeckKit
import Foundation
import Testing

/// The README's app example, run against the example project as `copydeck build` writes it. The
/// README shows the lines between the markers below, as they are here: a test compares them.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct ReadmeExampleTests {
    @Test func theReadmeExampleRunsOnTheBuiltExampleProject() throws {
        let project = try PreviewSupport.builtExample()
        defer { try? FileManager.default.removeItem(at: project) }
        let build = project.appendingPathComponent("build")

        // README example: begin
        // The app: the deck in the device's language; en-GB falls to en.
        let wander = try CopydeckBundle(directory: build.appendingPathComponent("wander/bundle"))
        let strings = wander.strings(preferredLanguages: ["en-GB", "ko"])
        let title = try strings.string("wander.intro.title")
        let usage = try strings.permissionCopy("photo")?.usageDescription()   // NSPhotoLibraryUsageDescription

        // The shield extension: the shields alone, in one locale and its fallbacks.
        let unwind = try CopydeckBundle(directory: build.appendingPathComponent("unwind/bundle"), locales: .only(["ko"]), parts: .shields)
        let shield = try unwind.strings(locale: "ko").shieldCopy("focus_shield")?
            .text(["schedule": "독서", "remaining": .duration(3723)])

        // Walk a flow by stable outcome ids, never by the words on the arrows.
        guard let flow = wander.flows?.flow("photo_permission") else { throw CocoaError(.fileReadCorruptFile) }
        var navigator = try FlowNavigator(flow: flow)
        try navigator.advance()                    // the pre-prompt's button → the iOS prompt
        try navigator.advance()                    // the prompt → the user's choice
        try navigator.advance(outcome: "denied")   // a decision's branch, by its outcome id
        // README example: end

        #expect(strings.locale == "en")
        #expect(title == "A few photos are all it takes")
        #expect(usage == wander.locales["en"]?.messages["wander.photo.usage"])
        #expect(usage != nil)
        #expect(shield?.subtitle?.hasPrefix("현재 집중 중: 독서, 남은 시간: 01:02:03") == true)
        #expect(unwind.flows == nil && Set(unwind.locales.keys) == ["ko", "en"])
        #expect(navigator.history == ["A", "B", "C"])
        #expect(navigator.permissionState("photo") == "denied")
        // The denied branch: `C -->|허용 안 함| J` with `%% @outcome C … J=denied` in flows.md.
        #expect(navigator.current.id == "J")
    }

    /// The README shows exactly the lines the test runs.
    @Test func theReadmeShowsTheTestedExample() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.contains("README example: begin") }),
              let end = lines.firstIndex(where: { $0.contains("README example: end") }) else {
            Issue.record("markers not found")
            return
        }
        let example = lines[(begin + 1)..<end].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }.joined(separator: "\n")
        let readme = try String(contentsOf: CopydeckBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains(example), "README.md's app example differs from ReadmeExampleTests; paste:\n\(example)")
    }
}
