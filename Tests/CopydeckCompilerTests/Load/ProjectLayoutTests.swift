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

/// The output's layout is spelled in one place, `OutputFile`: each file's path, deck and
/// resource name, and the deck a path of a previous build belongs to.
@Suite struct OutputFileTests {
    @Test func pathsDecksAndResourceNames() {
        #expect(OutputFile.bundleLocale(deck: "wander", locale: "ja").path == "wander/bundle/ja.json")
        #expect(OutputFile.bundleLocale(deck: "wander", locale: "ja").resourceName == "wander.ja.json")
        #expect(OutputFile.manifest(deck: "wander").resourceName == "wander.manifest.json")
        #expect(OutputFile.flowModel(deck: "wander", flow: "onboarding").resourceName == nil)
        #expect(OutputFile.lprojFile(deck: "w", target: "WatchApp", locale: "ja", file: "InfoPlist.strings").path == "w/apple/WatchApp/ja.lproj/InfoPlist.strings")
        #expect(OutputFile.lprojFile(deck: "w", target: nil, locale: "ja", file: "Localizable.strings").path == "w/apple/ja.lproj/Localizable.strings")
        #expect(OutputFile.report("lint.json").deck == nil && OutputFile.report("lint.json").path == "report/lint.json")
        #expect(OutputFile.searchShard(deck: "wander").deck == "wander")
    }

    /// Every file a deck owns is read back as that deck's; the project's own are nobody's.
    @Test func aPathIsReadBackAsItsDecks() {
        let decks: Set<String> = ["wander", "auth"]
        let owned: [OutputFile] = [.bundleLocale(deck: "wander", locale: "ko"), .flowBundle(deck: "wander"), .flowPicture(deck: "wander", flow: "f"),
                                   .xliff(deck: "wander", locale: "ja"), .android(deck: "wander", path: "values/strings.xml"),
                                   .preview("wander/intro.html", deck: "wander"), .searchShard(deck: "wander")]
        for file in owned {
            #expect(OutputFile.isOwned(file.path, by: "wander") && !OutputFile.isOwned(file.path, by: "auth"), "\(file.path)")
        }
        for file in [OutputFile.report("lint.sarif"), .preview("index.html", deck: nil)] {
            #expect(!decks.contains { OutputFile.isOwned(file.path, by: $0) }, "\(file.path)")
        }
        #expect(OutputFile.bundleFile(atPath: "wander/bundle/manifest.json") == .manifest(deck: "wander"))
        #expect(OutputFile.bundleFile(atPath: "wander/flows/f.json") == nil)
    }
}
