import Foundation
import Testing
@testable import CopydeckCompiler

/// The project's layout is spelled in one place, `ProjectLayout`: no other source puts a locale
/// file's or a deck's folder path together from its parts (documentation comments and rule
/// examples, which show literal files, aside).
@Suite struct ProjectLayoutTests {
    @Test func onlyProjectLayoutSpellsTheProjectsPaths() throws {
        var spelled: [String] = []
        let sources = try RuleRegistryTests.sources()
        #expect(sources.count > 100)
        for (path, text) in sources where !path.hasSuffix("ProjectLayout.swift") {
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                guard !code.hasPrefix("//") else { continue }
                if code.contains(#"locales/\("#) || code.contains(#"content/\("#) { spelled.append("\(path):\(number + 1)") }
            }
        }
        #expect(spelled == [], "spelled outside ProjectLayout: \(spelled)")
    }

    @Test func thePathsAreTheDocumentedOnes() {
        #expect(ProjectLayout.localeFile(deck: "wander", locale: "ja") == "locales/ja/wander.yml")
        #expect(ProjectLayout.reviewRecord(deck: "wander", locale: "ja") == "locales/ja/wander.review.yml")
        #expect(ProjectLayout.reviewRecord(besideLocaleFile: "locales/ja/wander.yml") == "locales/ja/wander.review.yml")
        #expect(ProjectLayout.contentFolder(deck: "wander") == "content/wander")
    }
}
