@testable import CopydeckKit
import Foundation
import Testing

/// Loads the compiler's golden output (Tests/Goldens), proving CopydeckKit reads what the build writes.
@Suite struct BundleLoadingTests {
    static let golden: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url.appendingPathComponent("Tests/Goldens/demo/demo/bundle")
    }()

    @Test func loadsTheGoldenBundleAndRendersMessages() throws {
        let bundle = try CopydeckBundle(directory: Self.golden)
        #expect(bundle.manifest.deck == "demo")
        #expect(bundle.manifest.locales == ["ko", "ja", "en"])
        let ja = bundle.strings(preferredLanguages: ["ja-JP"])
        #expect(ja.locale == "ja")
        #expect(try ja.string("demo.focus.subtitle", ["schedule": "読書", "remaining": .duration(59)]) == "集中中：読書、残り時間：00:00:59")
        #expect(ja.screen("health")?.fields.first?.variants?["granted"] == "demo.health.allow.granted")
        #expect(ja.permission("location")?.infoPlistKey == "NSLocationWhenInUseUsageDescription")
        let fallback = bundle.strings(preferredLanguages: ["fr-FR"])
        #expect(fallback.locale == "ko")
        #expect(try fallback.string("demo.intro.next") == "다음")
    }

    @Test func messagesAreParsedOnceAndSayWhichLocaleAnswered() async throws {
        let bundle = try CopydeckBundle(directory: Self.golden)
        var ja = try #require(bundle.locales["ja"])
        ja.messages["demo.intro.next"] = nil
        let patched = CopydeckBundle(manifest: bundle.manifest, locales: bundle.locales.merging(["ja": ja]) { $1 })
        let strings = patched.strings(locale: "ja")
        #expect(strings.parsedCount == 0)
        let first = try strings.string("demo.focus.subtitle", ["schedule": "読書", "remaining": .duration(59)])
        let second = try strings.string("demo.focus.subtitle", ["schedule": "散歩", "remaining": .duration(61)])
        #expect(first == "集中中：読書、残り時間：00:00:59" && second == "集中中：散歩、残り時間：00:01:01")
        #expect(strings.parsedCount == 1)
        #expect(try strings.message("demo.intro.next").locale == "en")
        #expect(try strings.message("demo.focus.subtitle").locale == "ja")
        #expect(strings.parsedCount == 2)
        // Copies share what was parsed, from any thread.
        let copy = strings
        await withTaskGroup(of: String?.self) { group in
            for index in 0..<32 { group.addTask { _ = index; return try? copy.string("demo.intro.title") } }
            for await text in group { #expect(text != nil) }
        }
        #expect(strings.parsedCount == 3)
    }

    @Test func missingKeyInALocaleFallsBackAlongTheChain() throws {
        let bundle = try CopydeckBundle(directory: Self.golden)
        var ja = try #require(bundle.locales["ja"])
        ja.messages["demo.intro.next"] = nil
        let patched = CopydeckBundle(manifest: bundle.manifest, locales: bundle.locales.merging(["ja": ja]) { $1 })
        // ja falls back to en (copydeck.yml's fallbacks), then to the source locale.
        #expect(try patched.strings(locale: "ja").string("demo.intro.next") == "Next")
        #expect(throws: DeckStringsError.unknownKey("demo.nope")) { try patched.strings(locale: "ja").string("demo.nope") }
    }

    @Test func newerFormatIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-kit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var manifest = try JSONDecoder().decode(DeckManifest.self, from: Data(contentsOf: Self.golden.appendingPathComponent("manifest.json")))
        manifest.formatVersion = BundleFormat.version + 1
        try JSONEncoder().encode(manifest).write(to: directory.appendingPathComponent("manifest.json"))
        #expect(throws: BundleLoadError.unsupportedFormat(found: BundleFormat.version + 1, supported: BundleFormat.version)) {
            try CopydeckBundle(directory: directory)
        }
    }

    /// A manifest's locale names a file of the bundle folder: `../ko` is refused, not read from
    /// outside it (found by fuzzing: Fuzz/Regressions/bundle/locale-with-a-slash).
    @Test func localesThatAreNotFileNamesAreRefused() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-kit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = root.appendingPathComponent("bundle")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var manifest = try JSONDecoder().decode(DeckManifest.self, from: Data(contentsOf: Self.golden.appendingPathComponent("manifest.json")))
        try FileManager.default.copyItem(at: Self.golden.appendingPathComponent("ko.json"), to: root.appendingPathComponent("ko.json"))
        for locale in ["../ko", "", ".."] {
            manifest.locales = [locale]
            try JSONEncoder().encode(manifest).write(to: directory.appendingPathComponent("manifest.json"))
            #expect(throws: BundleLoadError.malformed(file: "manifest.json", reason: "locale `\(locale)` is not a name of a file in the bundle")) {
                try CopydeckBundle(directory: directory)
            }
        }
    }

    @Test func missingDirectoryIsAnErrorNotACrash() {
        #expect(throws: BundleLoadError.self) { try CopydeckBundle(directory: URL(fileURLWithPath: "/nonexistent/copydeck")) }
    }
}
