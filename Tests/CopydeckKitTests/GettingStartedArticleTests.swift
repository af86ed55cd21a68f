import CopydeckKit
import Foundation
import Testing

/// The DocC getting-started article's code (Sources/CopydeckKit/CopydeckKit.docc/GettingStarted.md),
/// run on the example project's real bundles in an app's resources. The article shows the lines
/// between each pair of markers as they are here: a test compares them.
@Suite struct GettingStartedArticleTests {
    static let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/CopydeckKit/CopydeckKit.docc/GettingStarted.md")

    /// An app whose resources hold the decks as folder references.
    func app() throws -> (URL, Bundle) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-article-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for deck in ["unwind", "wander", "tempoai"] {
            try FileManager.default.copyItem(at: ExampleBundles.directory(deck), to: url.appendingPathComponent(deck))
        }
        return (url, try #require(Bundle(path: url.path)))
    }

    @Test func theArticleRunsOnTheExampleProject() throws {
        let (url, bundle) = try app()
        defer { try? FileManager.default.removeItem(at: url) }
        let languages = ["en-US", "ko-KR"]
        let stored: String? = "\u{FFFD}"

        // article: shield begin
        let unwind = try CopydeckBundle(bundle: bundle, deck: "unwind", locales: .preferred(languages), parts: .shields)
        let strings = unwind.strings(preferredLanguages: languages)
        guard let shield = strings.shieldCopy("focus_shield") else { throw DeckStringsError.unknownKey("focus_shield") }
        let text = try shield.text(["schedule": "Reading", "remaining": .duration(5025)])
        // article: shield end
        #expect(text.title == "It's focus time")
        #expect(text.subtitle?.hasPrefix("Focusing on Reading, 01:23:45 left") == true)
        #expect(unwind.flows == nil && unwind.locales["ja"] == nil)

        // article: flow begin
        let wander = try CopydeckBundle(bundle: bundle, deck: "wander", locales: .preferred(languages))
        guard let launch = wander.flows?.flow("launch") else { throw FlowNavigationError.missingNode("launch") }
        var walk = try FlowNavigator(flow: launch)
        try walk.advance()                            // app start → the splash screen
        try walk.advance()                            // → checking the app's state
        try walk.advance()                            // → first launch?
        try walk.advance(outcome: "first_launch")     // → onboarding starts
        try walk.advance()                            // → the intro screen
        let intro = wander.strings(preferredLanguages: languages).screenCopy(walk.current.screen ?? "")
        try walk.advance()                            // → the photo pre-prompt
        try walk.advance()                            // → the iOS photo prompt
        try walk.advance(outcome: "denied")           // → what works without photos
        // article: flow end
        #expect(try intro?.text("title") == "A few photos are all it takes")
        #expect(walk.current.screen == "photo_denied")
        #expect(walk.permissionState("photo") == "denied")
        #expect(walk.back()?.screen == "photo_permission")
        #expect(walk.permissionState("photo") == "denied")
        #expect(throws: FlowNavigationError.unknownOutcome("maybe", node: "L", available: [])) { try walk.advance(outcome: "maybe") }

        // article: stored begin
        let tempo = try CopydeckBundle(bundle: bundle, deck: "tempoai", locales: .stored(stored, preferred: languages))
        let copy = tempo.strings(stored: stored, preferredLanguages: languages)
        // article: stored end
        #expect(copy.locale == "ja")
    }

    @Test(arguments: ["shield", "flow", "stored"]) func theArticleShowsTheTestedCode(region: String) throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(source.firstIndex { $0.contains("// article: \(region) begin") })
        let end = try #require(source.firstIndex { $0.contains("// article: \(region) end") })
        let code = source[(begin + 1)..<end].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }.joined(separator: "\n")
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(article.contains("```swift\n\(code)\n```"), "GettingStarted.md's \(region) code differs from the test; paste:\n\(code)")
    }
}
