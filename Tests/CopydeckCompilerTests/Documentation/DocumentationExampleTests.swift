import Foundation
import Testing
@testable import CopydeckCompiler

/// Docs that cannot drift: the examples in `Documentation/` that name their file are a project
/// that lints clean, and every key the readers accept is in `Schema.md`.
@Suite struct DocumentationExampleTests {
    static func document(_ name: String) throws -> String {
        try String(contentsOf: PackagePaths.root.appendingPathComponent(name), encoding: .utf8)
    }

    /// The documents whose named examples make a project.
    static let documents = ["Documentation/Schema.md", "Documentation/GettingStarted.md", "README.md"]

    private func findings(_ project: DocumentedProject) throws -> [String] {
        let test = try TestProject(project.files)
        defer { test.remove() }
        return try test.driver.lint().diagnostics.map {
            "\($0.range?.file ?? ""):\($0.range?.start.line ?? 0): \($0.severity.rawValue): \($0.message) [\($0.rule.rawValue)]"
        }
    }

    @Test(arguments: documents)
    func theNamedExamplesOfADocumentLintCleanTogether(document: String) throws {
        let project = DocumentedProject(markdown: try Self.document(document))
        #expect(project.namedTwice.isEmpty, "\(document) names these files twice: \(project.namedTwice)")
        // The schema and the README show a project; the guide's only files are the ones it makes.
        if document != "Documentation/GettingStarted.md" {
            #expect(!project.files.isEmpty, "\(document) lost its named examples")
        }
        guard !project.files.isEmpty else { return }
        let found = try findings(project)
        #expect(found.isEmpty, "\(document)'s examples, linted as one project:\n\(found.joined(separator: "\n"))")
    }

    @Test func theSchemaIsAWholeProject() throws {
        let project = DocumentedProject(markdown: try Self.document("Documentation/Schema.md"))
        #expect(project.files.keys.sorted() == [
            "content/demo/onboarding.mmd", "content/demo/permissions.yml", "content/demo/screens.yml", "content/demo/session.mmd", "content/demo/tables.yml", "copydeck.yml",
            "locales/en/demo.yml", "locales/ja/demo.review.yml", "locales/ja/demo.yml", "locales/ko/demo.yml",
        ])
    }

    @Test func everyKeyTheReadersAcceptIsInTheSchema() throws {
        let project = DocumentedProject(markdown: try Self.document("Documentation/Schema.md"))
        let missing = try project.undocumentedKeys()
        #expect(missing.isEmpty, "not in Documentation/Schema.md's examples: \(missing)")
    }

    /// What a newcomer looked for and did not find, each in the schema's examples.
    @Test(arguments: ["accessibility: text", "budgets:", "forbiddenTerms:", "glossary:", "doNotTranslate:",
                      "standard fields `title`, `body`, `allow`, `later`, `denied`, `settings`",
                      "it has `title`, `subtitle` and `primary`", "rules:", "copy:"])
    func theSchemaShows(_ text: String) throws {
        // Words as a reader sees them: lines joined.
        let prose = try Self.document("Documentation/Schema.md").replacingOccurrences(of: "\n", with: " ")
        #expect(prose.contains(text))
    }

    /// Drift is caught: an example broken, or a key the readers accept left out.
    @Test func aBrokenExampleOrAMissingKeyFails() throws {
        let schema = try Self.document("Documentation/Schema.md")
        let misspelled = DocumentedProject(markdown: schema.replacingOccurrences(of: "        maxLength: 80", with: "        maxLenght: 80"))
        let found = try findings(misspelled)
        #expect(found.contains { $0.contains("unknown key `maxLenght`") && $0.contains("did you mean `maxLength`?") }, "\(found)")

        let translationDropped = DocumentedProject(markdown: schema.replacingOccurrences(of: "  next: 次へ\n", with: ""))
        #expect(try findings(translationDropped).contains { $0.contains("[message.missing]") })

        let withoutNotes = DocumentedProject(markdown: schema.replacingOccurrences(of: "\n    note: ", with: "\n    comment: "))
        #expect(try withoutNotes.undocumentedKeys().contains("a permission: note"))
        let twice = DocumentedProject(markdown: schema + "\n```yaml\n# copydeck.yml\nversion: 1\n```\n")
        #expect(twice.namedTwice == ["copydeck.yml"])
    }

    @Test func blocksAreFoundWithTheirLinesAndOnlyNamedOnesAreFiles() {
        let markdown = "text\na ```` ```mermaid ```` fence is inline code\n```yaml\n# content/a/x.yml\nscreens: {}\n```\n\n````mermaid\n%% content/a/f.mmd\nflowchart TD\n````\n```yaml\nno: name\n```\n```sh\n# content/a/y.yml\n```\n"
        let blocks = DocumentedProject.blocks(in: markdown)
        #expect(blocks.map(\.language) == ["yaml", "mermaid", "yaml", "sh"])
        #expect(blocks.map(\.line) == [4, 9, 13, 16])
        let project = DocumentedProject(markdown: markdown)
        #expect(project.files == ["content/a/x.yml": "# content/a/x.yml\nscreens: {}\n", "content/a/f.mmd": "%% content/a/f.mmd\nflowchart TD\n"])
    }
}
