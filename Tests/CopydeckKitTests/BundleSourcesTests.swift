import CopydeckKit
import Foundation
import Testing

/// A deck opens from its folder, from an app's `Bundle` and from memory, the same each way.
@Suite struct BundleSourcesTests {
    @Test func aDirectoryFilesInMemoryAndAnAppBundleLoadTheSameDeck() throws {
        let fromDirectory = try ExampleBundles.load("wander")
        let fromMemory = try CopydeckBundle(files: ExampleBundles.files("wander"))
        #expect(fromMemory.manifest == fromDirectory.manifest)
        #expect(fromMemory.locales == fromDirectory.locales)
        #expect(fromMemory.flows == fromDirectory.flows)

        // An app whose resources hold the build's folder as `wander/` (an Xcode folder reference).
        let app = try temporaryApp()
        defer { try? FileManager.default.removeItem(at: app) }
        try FileManager.default.copyItem(at: ExampleBundles.directory("wander"), to: app.appendingPathComponent("wander"))
        let bundle = try #require(Bundle(path: app.path))
        let fromApp = try CopydeckBundle(bundle: bundle, deck: "wander")
        #expect(fromApp.locales == fromDirectory.locales)
        #expect(fromApp.flows == fromDirectory.flows)
    }

    /// Resources flattened into one folder (SwiftPM's `.process`): `<deck>.<file>`.
    @Test func flattenedResourcesAreFoundByTheirDeckPrefix() throws {
        let app = try temporaryApp()
        defer { try? FileManager.default.removeItem(at: app) }
        for (name, data) in try ExampleBundles.files("unwind") {
            try data.write(to: app.appendingPathComponent("unwind.\(name)"))
        }
        let bundle = try #require(Bundle(path: app.path))
        let deck = try CopydeckBundle(bundle: bundle, deck: "unwind", parts: .shields)
        #expect(deck.manifest.deck == "unwind")
        #expect(try deck.strings(locale: "ja").shieldCopy("focus_shield")?.text(["schedule": "読書", "remaining": .duration(5025)]).subtitle?
            .hasPrefix("集中中：読書、残り時間：01:23:45") == true)
    }

    @Test func anAppWithoutTheDeckGetsAnErrorNamingIt() throws {
        let app = try temporaryApp()
        defer { try? FileManager.default.removeItem(at: app) }
        let bundle = try #require(Bundle(path: app.path))
        #expect {
            try CopydeckBundle(bundle: bundle, deck: "wander")
        } throws: { error in
            guard case .unreadable(let file, let reason) = error as? BundleLoadError else { return false }
            return file == "manifest.json" && reason.contains("`wander`")
        }
    }

    @Test func aMissingLocaleFileInMemoryIsAnErrorNamingIt() throws {
        var files = try ExampleBundles.files("wander")
        files["ja.json"] = nil
        #expect(throws: BundleLoadError.unreadable(file: "ja.json", reason: "no such file")) {
            try CopydeckBundle(files: files)
        }
        // Loading only the locales in use does not need the missing one.
        let korean = try CopydeckBundle(files: files, locales: .preferred(["ko-KR"]))
        #expect(Set(korean.locales.keys) == ["ko", "en"])
    }

    private func temporaryApp() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
