import CopydeckKit
import Foundation
import Testing

/// Issue 11's "done when", on a copy of the example project, with the native tools as judges:
/// plutil reads every `.strings` and `.stringsdict`, the catalogs are Foundation's own bytes,
/// xmllint validates every XLIFF against the OASIS strict schema, aapt2 compiles the Android
/// resources, and what goes out through XLIFF and the catalogs comes back without a byte changed.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct StringTablesTests {
    static let decks = ExampleProjectTests.decks

    /// A built copy of the example project.
    func built() throws -> URL {
        let project = try ExampleProjectTests().copy()
        let build = try CopydeckBinary.run(["build", "--project", project.path])
        #expect(build.status == 0, "\(build.stderr)")
        return project
    }

    /// Present, or required: CI (`COPYDECK_REQUIRE_TOOLS=1`, set by .ci/run) never skips a judge.
    static func available(_ name: String) -> Bool {
        tool(name) != nil || ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1"
    }

    static func tool(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return (path.split(separator: ":").map(String.init) + ["/usr/bin", "/opt/swift/usr/bin"])
            .map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws -> (status: Int32, out: Data, err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let error = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data, String(decoding: error, as: UTF8.self))
    }

    func files(_ root: URL, suffix: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.path < $1.path }
    }

    func bundle(_ project: URL, _ deck: String) throws -> CopydeckBundle {
        try CopydeckBundle(directory: project.appendingPathComponent("build/\(deck)/bundle"))
    }

    @Test(.enabled(if: available("plutil"), "plutil ships with the Swift toolchain"))
    func plutilReadsEveryStringsFileToTheBundlesText() throws {
        let project = try built()
        defer { try? FileManager.default.removeItem(at: project) }
        let plutil = try #require(Self.tool("plutil"))
        var compared = 0
        for deck in Self.decks {
            let bundle = try bundle(project, deck)
            for locale in bundle.manifest.locales {
                let folder = project.appendingPathComponent("build/\(deck)/apple/\(locale).lproj")
                let messages = try #require(bundle.locales[locale]).messages
                for name in ["Localizable.strings", "Localizable.stringsdict", "InfoPlist.strings"] {
                    let file = folder.appendingPathComponent(name)
                    guard FileManager.default.fileExists(atPath: file.path) else { continue }
                    let read = try Self.run(plutil, ["-convert", "json", "-o", "-", file.path])
                    #expect(read.status == 0, "plutil refuses \(file.path): \(read.err)")
                    let values = try #require(try JSONSerialization.jsonObject(with: read.out) as? [String: Any])
                    guard name == "Localizable.strings" else { continue }
                    for (key, value) in values {
                        // A message without placeholders is the same text in the table.
                        guard let text = messages[key], !text.contains("{"), !text.contains("'") else { continue }
                        #expect(value as? String == text, "\(deck) \(locale) \(key)")
                        compared += 1
                    }
                }
            }
        }
        #expect(compared > 500)
    }

    @Test func catalogsAreFoundationsOwnBytes() throws {
        let project = try built()
        defer { try? FileManager.default.removeItem(at: project) }
        let catalogs = files(project.appendingPathComponent("build"), suffix: ".xcstrings")
        #expect(catalogs.count == Self.decks.count * 2)
        for catalog in catalogs {
            let data = try Data(contentsOf: catalog)
            let object = try JSONSerialization.jsonObject(with: data)
            let foundation = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            #expect(data == foundation, "\(catalog.path)")
            #expect(data.last != 0x0A)
        }
    }

    @Test func everyPermissionHasItsUsageDescriptionInEveryLocale() throws {
        let project = try built()
        defer { try? FileManager.default.removeItem(at: project) }
        var checked = 0
        for deck in Self.decks {
            let bundle = try bundle(project, deck)
            for locale in bundle.manifest.locales {
                let keys = Set(try #require(bundle.locales[locale]).permissions.compactMap(\.infoPlistKey))
                guard !keys.isEmpty else { continue }
                let file = project.appendingPathComponent("build/\(deck)/apple/\(locale).lproj/InfoPlist.strings")
                let text = try String(contentsOf: file, encoding: .utf8)
                for key in keys {
                    #expect(text.contains("\"\(key)\" = \""), "\(deck) \(locale) \(key)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 15)
    }

    @Test(.enabled(if: available("xmllint"), "xmllint (Debian libxml2-utils) validates XLIFF; CI installs it"))
    func everyXLIFFValidatesAgainstTheStrictSchema() throws {
        let project = try built()
        defer { try? FileManager.default.removeItem(at: project) }
        let schema = CopydeckBinary.packageRoot.appendingPathComponent("Tests/Fixtures/xliff/xliff-core-1.2-strict.xsd")
        let documents = files(project.appendingPathComponent("build"), suffix: ".xliff")
        #expect(documents.count == Self.decks.count * 2)
        let result = try Self.run(try #require(Self.tool("xmllint")), ["--noout", "--nonet", "--schema", schema.path] + documents.map(\.path))
        #expect(result.status == 0, "\(result.err)")
    }

    @Test(.enabled(if: available("aapt2"), "aapt2 (Debian aapt) compiles Android resources; CI installs it"))
    func aapt2CompilesEveryDecksResources() throws {
        let project = try built()
        defer { try? FileManager.default.removeItem(at: project) }
        let aapt2 = try #require(Self.tool("aapt2"))
        for deck in Self.decks {
            let resources = project.appendingPathComponent("build/\(deck)/android")
            let work = project.appendingPathComponent("aapt2-\(deck)")
            try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
            let compiled = work.appendingPathComponent("compiled.zip")
            let compile = try Self.run(aapt2, ["compile", "--dir", resources.path, "-o", compiled.path])
            #expect(compile.status == 0, "\(deck): \(compile.err)")
            let manifest = work.appendingPathComponent("AndroidManifest.xml")
            try Data("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"dev.copydeck.\(deck)\"/>\n".utf8).write(to: manifest)
            let link = try Self.run(aapt2, ["link", "--static-lib", "-o", work.appendingPathComponent("out.apk").path,
                                            "--manifest", manifest.path, compiled.path])
            #expect(link.status == 0, "\(deck): \(link.err)")
        }
    }

    /// Exports every locale's XLIFF, then imports them all (and every catalog and `.strings` the
    /// build wrote) into a fresh copy: `locales/` stays byte for byte.
    @Test func everythingExportedComesBackWithoutAChange() throws {
        let project = try built()
        defer { try? FileManager.default.removeItem(at: project) }
        let before = try snapshot(project.appendingPathComponent("locales"))
        var inputs: [String] = []
        for locale in ["ko", "ja", "en"] {
            let out = project.appendingPathComponent("export-\(locale).xliff").path
            let export = try CopydeckBinary.run(["export", "xliff", "--locale", locale, "--project", project.path, "--out", out])
            #expect(export.status == 0, "\(export.stderr)")
            inputs.append(out)
        }
        let build = project.appendingPathComponent("build")
        inputs += (files(build, suffix: ".xliff") + files(build, suffix: ".xcstrings") + files(build, suffix: ".strings")
            + files(build, suffix: ".stringsdict")).map(\.path)
        let run = try CopydeckBinary.run(["import", "--project", project.path] + inputs)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("0 change(s)"), "\(run.stderr)")
        #expect(try snapshot(project.appendingPathComponent("locales")) == before)
    }

    /// A changed target comes back as exactly that change; the catalog built after it is the
    /// catalog that was imported.
    @Test func aChangedTargetComesBackAsExactlyThatChange() throws {
        let project = try built()
        defer { try? FileManager.default.removeItem(at: project) }
        let catalog = project.appendingPathComponent("build/wander/apple/Localizable.xcstrings")
        let original = try String(contentsOf: catalog, encoding: .utf8)
        let english = "\"value\" : \"A few photos are all it takes\""
        #expect(original.contains(english))
        let changed = original.replacingOccurrences(of: english, with: "\"value\" : \"Photos: that's {it} 100%\"")
        let edited = project.appendingPathComponent("wander/apple/Localizable.xcstrings")
        try FileManager.default.createDirectory(at: edited.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(changed.utf8).write(to: edited)
        let before = try String(contentsOf: project.appendingPathComponent("locales/en/wander.yml"), encoding: .utf8)

        let check = try CopydeckBinary.run(["import", "--check", "--project", project.path, edited.path])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("wander.intro.title"))
        #expect(try String(contentsOf: project.appendingPathComponent("locales/en/wander.yml"), encoding: .utf8) == before)

        let run = try CopydeckBinary.run(["import", "--project", project.path, edited.path])
        #expect(run.status == 0, "\(run.stderr)")
        let after = try String(contentsOf: project.appendingPathComponent("locales/en/wander.yml"), encoding: .utf8)
        let changedLines = zip(before.split(separator: "\n", omittingEmptySubsequences: false), after.split(separator: "\n", omittingEmptySubsequences: false))
            .filter { $0.0 != $0.1 }
        #expect(changedLines.count == 1)
        #expect(changedLines.first?.0.contains("title:") == true, "\(changedLines)")
        let rebuild = try CopydeckBinary.run(["build", "--project", project.path])
        #expect(rebuild.status == 0, "\(rebuild.stderr)")
        #expect(try String(contentsOf: catalog, encoding: .utf8) == changed)
        let strings = try bundle(project, "wander").strings(locale: "en")
        #expect(try strings.string("wander.intro.title") == "Photos: that's {it} 100%")
    }

    func snapshot(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for file in files(folder, suffix: ".yml") { result[file.path] = try Data(contentsOf: file) }
        return result
    }
}
