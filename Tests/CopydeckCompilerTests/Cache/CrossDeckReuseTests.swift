import Foundation
import Testing
@testable import CopydeckCompiler

/// A deck's copy may quote another deck's button (`message.label-reference` reads the labels of
/// every deck). An incremental build that leaves decks unread must still find what a build
/// from nothing finds: a quote of an unread deck's label is no finding, and an unread deck's
/// quote of a label that went is one.
@Suite struct CrossDeckReuseTests {
    static let decks = ["alpha", "beta", "gamma"]

    static let content = """
        screens:
          home:
            kind: page
            fields:
              title: { surface: title }
              body: { surface: body }
              go: { surface: button, accessibility: text }
        """

    static func locale(title: String, body: String, go: String) -> String {
        "home:\n  title: \(title)\n  body: \(body)\n  go: \(go)\n"
    }

    private func project() throws -> TestProject {
        var files = ["copydeck.yml": "version: 1\nsourceLocale: en\nlocales: [en]\ndecks:\n" + Self.decks.map { "  \($0): {}\n" }.joined()]
        for (index, deck) in Self.decks.enumerated() {
            files["content/\(deck)/screens.yml"] = Self.content
            files["locales/en/\(deck).yml"] = Self.locale(title: "Page \(index)", body: "Welcome to page \(index).", go: "Go on \(index)")
        }
        return try TestProject(files)
    }

    private func labelFindings(_ result: BuildResult) -> [String] {
        result.diagnostics.filter { $0.rule == LabelReferenceCheck.rule.id }.compactMap { $0.range.map { "\($0.file):\($0.start.line)" } }
    }

    @Test func aQuoteOfAnotherDecksButtonFollowsThatButton() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)

        // beta quotes alpha's button; only beta is read, alpha's label comes from the last build.
        try project.write("locales/en/beta.yml", Self.locale(title: "Page 1", body: "Tap “Go on 0” to start.", go: "Go on 1"))
        var result = try project.buildAndCompare(output: output)
        #expect(result.unreadDecks == ["alpha", "gamma"])
        #expect(labelFindings(result).isEmpty, "alpha's button is a label of the app")

        // alpha's button is renamed: beta, unchanged, now quotes a label no screen shows.
        try project.write("locales/en/alpha.yml", Self.locale(title: "Page 0", body: "Welcome to page 0.", go: "Begin"))
        result = try project.buildAndCompare(output: output)
        #expect(labelFindings(result) == ["locales/en/beta.yml:3"])
        #expect(result.unreadDecks == ["gamma"], "the labels changed: beta, which quotes one, is read again; gamma quotes none")

        // gamma changes without touching a label: the others stay unread, beta keeps its finding.
        try project.write("locales/en/gamma.yml", Self.locale(title: "Page 2", body: "Welcome back to page 2.", go: "Go on 2"))
        result = try project.buildAndCompare(output: output)
        #expect(result.unreadDecks == ["alpha", "beta"])
        #expect(labelFindings(result) == ["locales/en/beta.yml:3"])

        // gamma's button takes the quoted words: beta's finding goes.
        try project.write("locales/en/gamma.yml", Self.locale(title: "Page 2", body: "Welcome back to page 2.", go: "Go on 0"))
        result = try project.buildAndCompare(output: output)
        #expect(labelFindings(result).isEmpty)
    }

    @Test func aDeckNameQuotedInAnotherDeckIsALabelWhileThatDeckIsUnread() throws {
        let project = try project()
        defer { project.remove() }
        try project.write("copydeck.yml", "version: 1\nsourceLocale: en\nlocales: [en]\ndecks:\n  alpha: { name: Wayfarer }\n  beta: {}\n  gamma: {}\n")
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        try project.write("locales/en/beta.yml", Self.locale(title: "Page 1", body: "Open “Wayfarer” to start.", go: "Go on 1"))
        let result = try project.buildAndCompare(output: output)
        #expect(result.unreadDecks == ["alpha", "gamma"])
        #expect(labelFindings(result).isEmpty)
    }

    /// Random edits of labels and of quotes of them, each deck's file in turn: after every edit
    /// the incremental build is a build from nothing, findings and bytes.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomEditsOfLabelsAndQuotesGiveAWholeBuildsFindings(seed: UInt64) throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        var random = SeededGenerator(seed: seed)
        let labels = ["Go on 0", "Go on 1", "Begin", "Continue…", "Next step", "Page 0", "Page 2"]
        var texts = Self.decks.enumerated().map { index, _ in (title: "Page \(index)", body: "Welcome to page \(index).", go: "Go on \(index)") }
        var (unreadSteps, findingSteps) = (0, 0)
        for _ in 0..<24 {
            let deck = Int.random(in: 0..<Self.decks.count, using: &random)
            let label = labels.randomElement(using: &random)!
            switch Int.random(in: 0..<4, using: &random) {
            case 0: texts[deck].go = label
            case 1: texts[deck].title = label
            case 2: texts[deck].body = "Tap “\(label.hasSuffix("…") ? String(label.dropLast()) : label)” to go on."
            default: texts[deck].body = "Welcome to page \(deck)."
            }
            try project.write("locales/en/\(Self.decks[deck]).yml", Self.locale(title: texts[deck].title, body: texts[deck].body, go: texts[deck].go))
            let result = try project.buildAndCompare(output: output)
            if !result.unreadDecks.isEmpty { unreadSteps += 1 }
            if !labelFindings(result).isEmpty { findingSteps += 1 }
        }
        #expect(unreadSteps > 0 && findingSteps > 0, "the edits left decks unread (\(unreadSteps)) and made findings (\(findingSteps))")
    }
}
