import Foundation
import Testing
@testable import CopydeckCompiler

/// `build --layout resources --list-outputs`: the files the build plugin declares before a build,
/// read from `copydeck.yml` as every command reads it, are the files the build then writes.
@Suite struct ResourceOutlineTests {
    static let configs = [
        TestProject.minimalConfig + "\n  other: {}",
        // Flow style, over two lines, with a deck of its own source locale.
        """
        version: 1
        sourceLocale: ko
        locales: [ko, ja, en]
        decks: { demo: { name: Demo },
                 other: { sourceLocale: en } }
        """,
        // Block style, locales as a block sequence, a comment where a reader by lines trips.
        """
        version: 1
        sourceLocale: ko # the team writes Korean first
        locales:
          - ko
          - ja
          - en
        decks:
          "demo": {}
          other:
            sourceLocale: en
        """,
    ]

    @Test(arguments: configs)
    func theOutlineIsWhatTheBuildWrites(_ config: String) throws {
        let project = try TestProject.twoDecks()
        defer { project.remove() }
        try project.write("copydeck.yml", config)
        let outline = project.driver.resourceOutline()
        #expect(outline.diagnostics.isEmpty, "\(outline.diagnostics)")
        let output = project.root.appendingPathComponent("resources")
        let result = try project.driver.buildResources(output: output)
        #expect(result.written, "\(result.diagnostics)")
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(outline.files == written)
        #expect(outline.files.count == 10)
        #expect(outline.files.contains("other.flows.json"))
    }

    @Test func aBrokenConfigIsALocatedErrorAndNoFiles() throws {
        let project = try TestProject.twoDecks()
        defer { project.remove() }
        try project.write("copydeck.yml", "version: 1\nlocales: [ko, ja\ndecks: { demo: {} }\n")
        let outline = project.driver.resourceOutline()
        let error = try #require(outline.diagnostics.first { $0.severity == .error })
        #expect(error.range?.file == "copydeck.yml")
        #expect(error.range?.start.line == 3)
        #expect(outline.summary.fails(strict: false))
    }

    @Test func aDeckIdThatIsNotAnIdIsAnErrorAndNotListed() throws {
        let project = try TestProject.twoDecks()
        defer { project.remove() }
        try project.write("copydeck.yml", TestProject.minimalConfig + "\n  Other: {}")
        let outline = project.driver.resourceOutline()
        #expect(outline.summary.fails(strict: false))
        #expect(outline.files == ["demo.en.json", "demo.flows.json", "demo.ja.json", "demo.ko.json", "demo.manifest.json"])
    }

    @Test func copydeckYmlsSeveritiesApply() throws {
        let project = try TestProject.twoDecks()
        defer { project.remove() }
        // A deck declared with no folder is an error, unless copydeck.yml says otherwise.
        try project.write("copydeck.yml", TestProject.minimalConfig + "\n  other: {}\n  third: {}")
        #expect(project.driver.resourceOutline().summary.fails(strict: false))
        try project.write("copydeck.yml", TestProject.minimalConfig + "\n  other: {}\n  third: {}\nrules:\n  schema.invalid-value: warning")
        let relaxed = project.driver.resourceOutline()
        #expect(!relaxed.summary.fails(strict: false), "\(relaxed.diagnostics)")
        #expect(relaxed.diagnostics.contains { $0.severity == .warning })
    }

    /// Its findings are finished as the build's: what the project's baseline records does not
    /// fail it (the build would pass), a new one does.
    @Test func theBaselineAppliesAsInTheBuild() throws {
        let project = try TestProject.twoDecks()
        defer { project.remove() }
        try project.write("copydeck.yml", TestProject.minimalConfig + "\n  other: {}\n  third: {}")
        let found = project.driver.resourceOutline()
        #expect(found.summary.fails(strict: false))
        let baseline = Baseline(diagnostics: found.diagnostics, files: found.sources)
        #expect(!project.driver.resourceOutline(baseline: baseline).summary.fails(strict: false))
        try project.write("copydeck.yml", TestProject.minimalConfig + "\n  other: {}\n  third: {}\n  fourth: {}")
        #expect(project.driver.resourceOutline(baseline: baseline).summary.fails(strict: false))
    }
}
