import Foundation
import Testing
@testable import CopydeckCompiler

/// A build remakes only the decks whose inputs (or findings) changed; the others' files are taken
/// from the previous output as they are. What it writes is what a build from nothing writes.
@Suite struct DeckReuseTests {
    /// Two decks alike but for their ids.
    private func project() throws -> TestProject {
        try TestProject.twoDecks()
    }

    private func inode(_ url: URL) -> UInt64? {
        var status = stat()
        return lstat(url.path, &status) == 0 ? UInt64(status.st_ino) : nil
    }

    /// Every file of the output, the cache aside, by path: what a build from nothing must equal.
    private func snapshot(_ folder: URL) -> FolderSnapshot {
        // The folders kept for the next build (`OutputSkeleton`) are not part of the output.
        var snapshot = FolderSnapshot(folder).excluding(OutputSkeleton.name)
        snapshot.entries[BuildCache.fileName] = nil
        return snapshot
    }

    @Test func aChangedLocaleFileRemakesItsDeckOnly() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        #expect(try project.driver.build(output: output).reusedDecks.isEmpty)
        let kept = ["other/bundle/en.json", "preview/other/intro.html", "other/flows/onboarding.svg", "preview/assets/search/other.js", "other/apple/Localizable.xcstrings"]
            .map { output.appendingPathComponent($0) }.filter { FileManager.default.fileExists(atPath: $0.path) }
        #expect(kept.count >= 4)
        let keptInodes = kept.map(inode)
        let remade = output.appendingPathComponent("preview/demo/intro.html")
        let remadeInode = inode(remade)

        try project.write("locales/en/demo.yml", Fixtures.locale("en").replacingOccurrences(of: "en title", with: "en new title"))
        let result = try project.driver.build(output: output)
        #expect(result.written && !result.upToDate)
        #expect(result.reusedDecks == ["other"], "only the changed deck is made")
        #expect(kept.map(inode) == keptInodes, "the unchanged deck's files are the same files")
        #expect(inode(remade) != remadeInode)
        #expect(try String(contentsOf: remade, encoding: .utf8).contains("en new title"))
        // The other deck was not made again, yet the output is what a build from nothing makes.
        let fresh = project.root.appendingPathComponent("fresh")
        let full = try project.driver.build(output: fresh)
        #expect(full.files == result.files)
        #expect(snapshot(output) == snapshot(fresh))
        #expect(full.diagnostics == result.diagnostics)
    }

    @Test func theCacheRecordsEachDecksFilesAndKey() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        let result = try project.driver.build(output: output)
        let cache = try JSONDecoder().decode(BuildCache.self, from: Data(contentsOf: output.appendingPathComponent(BuildCache.fileName)))
        #expect(Set(cache.decks.keys) == ["demo", "other"])
        let demo = cache.files(of: "demo")
        #expect(demo.contains("demo/bundle/ko.json") && demo.contains("preview/demo/index.html") && demo.contains("preview/assets/search/demo.js"))
        #expect(!demo.contains { $0.hasPrefix("other/") || $0.hasPrefix("preview/other/") })
        // Every file is a deck's or the site's own (index, assets, report).
        let owned = Set(["demo", "other"].flatMap(cache.files(of:)))
        // Grouped in one pass, each deck gets what a check of every path against it gives.
        let grouped = cache.files(of: ["demo", "other", "absent"])
        for deck in ["demo", "other"] {
            #expect(grouped[deck] == cache.outputs.keys.filter { DeckRecord.owns($0, deck: deck) }.sorted())
        }
        #expect(grouped["absent"] == nil)
        // Paths no build writes, at the edges of what names a deck: still as `owns` says.
        var edges = cache
        let written = try #require(cache.outputs.values.first)
        for path in ["demo", "preview/demo", "demox/a.json", "preview/preview/a.html", "preview/x.html", "preview/demo/e\u{301}/a.html",
                     "e\u{301}/a.json", "preview/assets/search/e\u{301}.js", "preview//a.html", "/a.json"] {
            edges.outputs[path] = written
        }
        let decks = ["demo", "other", "preview", "e\u{301}", "", "e"]
        let edgeGroups = edges.files(of: decks)
        for deck in decks {
            let owned = edges.outputs.keys.filter { DeckRecord.owns($0, deck: deck) }.sorted()
            #expect(edgeGroups[deck] ?? [] == owned, "\(deck)")
        }
        #expect(result.files.filter { !owned.contains($0) }.allSatisfy { $0.hasPrefix("report/") || $0 == "preview/index.html" || $0.hasPrefix("preview/assets/") })
        #expect(cache.decks["demo"]?.key != cache.decks["other"]?.key)
    }

    @Test func aChangedConfigRemakesEveryDeck() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        let before = try JSONDecoder().decode(BuildCache.self, from: Data(contentsOf: output.appendingPathComponent(BuildCache.fileName)))
        try project.write("copydeck.yml", TestProject.minimalConfig + "\n  other: {}\n# a comment\n")
        #expect(try project.driver.build(output: output).reusedDecks.isEmpty)
        let after = try JSONDecoder().decode(BuildCache.self, from: Data(contentsOf: output.appendingPathComponent(BuildCache.fileName)))
        for deck in ["demo", "other"] { #expect(before.decks[deck]?.key != after.decks[deck]?.key) }
        #expect(try project.driver.build(output: output).upToDate)
    }

    @Test func aDeckWhoseFindingsChangedIsRemadeForItsPages() {
        // The preview shows a deck's findings on its pages: a finding that comes or goes changes
        // its key even when its own files did not change.
        let deck = Deck(id: "demo", name: "demo", sourceLocale: "ko", locales: ["ko"], declaration: .wholeFile("copydeck.yml"), contentPath: "content/demo")
        let sources = SourceFingerprint(entries: ["copydeck.yml": "1", "content/demo/screens.yml": "2", "locales/ko/demo.yml": "3", "locales/ko/other.yml": "4"])
        let finding = Diagnostic(rule: RuleID("message.length"), severity: .warning, range: .wholeFile("locales/ko/demo.yml"), message: "too long")
        let plain = DeckRecord.key(inputs: DeckRecord.inputs(of: deck, sources: sources), findings: [])
        #expect(DeckRecord.key(inputs: DeckRecord.inputs(of: deck, sources: sources), findings: [finding]) != plain)
        // Another deck's locale file is not this deck's input.
        var other = sources
        other.entries["locales/ko/other.yml"] = "5"
        #expect(DeckRecord.key(inputs: DeckRecord.inputs(of: deck, sources: other), findings: []) == plain)
        var own = sources
        own.entries["content/demo/screens.yml"] = "6"
        #expect(DeckRecord.key(inputs: DeckRecord.inputs(of: deck, sources: own), findings: []) != plain)
    }

    @Test func aRemovedFileOfAnUnchangedDeckIsMadeAgain() throws {
        let project = try project()
        defer { project.remove() }
        let output = project.root.appendingPathComponent("build")
        _ = try project.driver.build(output: output)
        try FileManager.default.removeItem(at: output.appendingPathComponent("other/bundle/ja.json"))
        try project.write("locales/en/demo.yml", Fixtures.locale("en") + "\n")
        let result = try project.driver.build(output: output)
        #expect(result.written && result.reusedDecks.isEmpty)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("other/bundle/ja.json").path))
    }
}
