import Foundation
import Testing

/// `copydeck adopt` and the import options as a user meets them on the example project: exit
/// statuses, what goes to stdout and stderr, a folder given for its tables, and the baseline the
/// next lint uses without being asked.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct AdoptCommandTests {
    /// An app's `Settings` table in ko (the example's source) and en, as a `.lproj` folder each.
    func appTables(in project: URL) throws -> [String] {
        let app = project.appendingPathComponent("../app-\(UUID().uuidString)").standardizedFileURL
        let files = [
            ("ko.lproj/Settings.strings", "/* Title of the settings screen */\n\"settings.title\" = \"설정\";\n\"settings.count\" = \"사진 %lu장\";\n"),
            ("en.lproj/Settings.strings", "\"settings.title\" = \"Settings\";\n\"settings.count\" = \"%lu photos\";\n"),
            ("fr.lproj/Settings.strings", "\"settings.title\" = \"Réglages\";\n"),
        ]
        for (path, text) in files {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return ["ko.lproj", "en.lproj", "fr.lproj"].map { app.appendingPathComponent($0).path }
    }

    @Test func adoptWritesTheDeckAndTheNextLintUsesItsBaseline() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let tables = try appTables(in: project)
        let check = try CopydeckBinary.run(["adopt"] + tables + ["--deck", "settings", "--check", "--project", project.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout == "Settings \"settings.title\" (new): ko \"설정\", en \"Settings\"\nSettings \"settings.count\" (new): ko \"사진 {arg1}장\", en \"{arg1} photos\"\n")
        #expect(check.stderr.contains("warning: 1 string in `fr` not brought in"))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("content/settings").path))

        let adopt = try CopydeckBinary.run(["adopt"] + tables + ["--deck", "settings", "--project", project.path])
        #expect(adopt.status == 0, "\(adopt.stderr)")
        #expect(adopt.stdout.isEmpty)
        #expect(adopt.stderr.contains("copydeck: 2 key(s) of 1 table(s) into deck settings (new)"))
        #expect(adopt.stderr.contains("recorded in copydeck-baseline.json"))
        // ja has no text yet: a finding the baseline holds, so lint and build pass; named, it fails.
        let lint = try CopydeckBinary.run(["lint", "--project", project.path])
        #expect(lint.status == 0, "\(lint.stderr)")
        let build = try CopydeckBinary.run(["build", "--project", project.path])
        #expect(build.status == 0, "\(build.stderr)")
        let strings = try String(contentsOf: project.appendingPathComponent("build/settings/apple/ko.lproj/Settings.strings"), encoding: .utf8)
        #expect(strings == "/* Title of the settings screen */\n\"settings.title\" = \"설정\";\n\n\"settings.count\" = \"사진 %1$lu장\";\n")
        try Data("{\"version\": 1, \"findings\": []}".utf8).write(to: project.appendingPathComponent("empty-baseline.json"))
        let strict = try CopydeckBinary.run(["lint", "--project", project.path, "--baseline", project.appendingPathComponent("empty-baseline.json").path])
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("[message.missing]"))
        // The guide's next steps after adopt: preview and generated accessors take the same
        // baseline as lint and build, by default and when named.
        let preview = try CopydeckBinary.run(["preview", "--project", project.path])
        #expect(preview.status == 0, "\(preview.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("build/preview/settings/index.html").path))
        let generate = try CopydeckBinary.run(["generate", "swift", "--deck", "settings", "--project", project.path])
        #expect(generate.status == 0, "\(generate.stderr)")
        #expect(generate.stdout.contains("public enum Settings {"))
        for command in [["preview"], ["generate", "swift", "--deck", "settings"]] {
            let named = try CopydeckBinary.run(command + ["--project", project.path, "--baseline", project.appendingPathComponent("empty-baseline.json").path])
            #expect(named.status == 1, "\(command): \(named.stderr)")
            #expect(named.stderr.contains("[message.missing]"), "\(command)")
        }
    }

    @Test func adoptAndImportRefuseWhatTheyCannotDo() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let tables = try appTables(in: project)
        // The example has five decks: adopt must be told which.
        let unnamed = try CopydeckBinary.run(["adopt"] + tables + ["--project", project.path])
        #expect(unnamed.status == 2)
        #expect(unnamed.stderr.contains("--deck"))
        let bad = try CopydeckBinary.run(["adopt"] + tables + ["--deck", "Settings", "--project", project.path])
        #expect(bad.status == 2)
        let locale = try CopydeckBinary.run(["import", tables[0] + "/Settings.strings", "--locale", "fr", "--project", project.path])
        #expect(locale.status == 2)
        #expect(locale.stderr.contains("--locale fr: no deck has that locale"))
        // A string that cannot be held exactly: named where it stands and left out; the deck
        // nothing came into is not made.
        let broken = project.appendingPathComponent("../broken-\(UUID().uuidString)/ko.lproj/Settings.strings").standardizedFileURL
        try FileManager.default.createDirectory(at: broken.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\"a\" = \"%2$@만\";\n".utf8).write(to: broken)
        let refused = try CopydeckBinary.run(["adopt", broken.path, "--deck", "settings", "--project", project.path])
        // The exit status says something was left out.
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("Settings.strings:1:7: warning: `a` in ko cannot be held exactly"))
        #expect(refused.stderr.contains("the key is left out"))
        #expect(refused.stderr.contains("0 key(s) of 0 table(s) into deck settings (new), 1 string(s) left out (each named above); nothing to write"))
        #expect(!FileManager.default.fileExists(atPath: project.appendingPathComponent("content/settings").path))
    }

    /// Import reads what adopt reads: an `.xcloc` folder, whose export imported back into the
    /// project adopted from it changes nothing.
    @Test func importReadsAnXclocAsAdoptDoes() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let xcloc = project.appendingPathComponent("../trips-\(UUID().uuidString)/ja.xcloc").standardizedFileURL
        let xliff = xcloc.appendingPathComponent("Localized Contents/ja.xliff")
        try FileManager.default.createDirectory(at: xliff.deletingLastPathComponent(), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: xcloc.deletingLastPathComponent()) }
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
              <file original="Trips/ko.lproj/Localizable.strings" source-language="ko" target-language="ja" datatype="plaintext">
                <body>
                  <trans-unit id="trips.title" xml:space="preserve"><source>여행</source><target state="translated">旅</target></trans-unit>
                </body>
              </file>
            </xliff>
            """.utf8).write(to: xliff)
        let adopt = try CopydeckBinary.run(["adopt", xcloc.path, "--deck", "trips", "--project", project.path])
        #expect(adopt.status == 0, "\(adopt.stderr)")
        let back = try CopydeckBinary.run(["import", xcloc.path, "--check", "--project", project.path])
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stderr.contains("0 change(s), 1 unchanged"), "\(back.stderr)")
    }
}
