import Foundation
import Testing

/// `copydeck init`: a new user's first command. The project it starts lints clean under
/// `--strict`, builds, and the commands it prints next work as printed.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct InitCommandTests {
    @Test func initStartsAProjectThatLintsCleanUnderStrictAndBuilds() throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-init-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: parent) }
        try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        let started = try CopydeckBinary.run(["init", "my app", "--source-locale", "ja", "--locales", "ja,en"], in: parent)
        #expect(started.status == 0, "\(started.stderr)")
        #expect(started.stderr.contains("started a project in"))
        let project = parent.appendingPathComponent("my app")
        let config = try String(contentsOf: project.appendingPathComponent("copydeck.yml"), encoding: .utf8)
        #expect(config.contains("sourceLocale: ja\nlocales: [ja, en]\n"))

        // The next commands, as printed, run from where init ran.
        let next = started.stderr.split(separator: "\n").filter { $0.hasPrefix("  copydeck ") }
        #expect(next.count == 3)
        for line in next.prefix(2) {
            let command = String(line.dropFirst(2).prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
            #expect(command.contains("--project 'my app'"), "\(command)")
            let run = try CopydeckBinary.run(["-c", command.replacingOccurrences(of: "copydeck ", with: "\"$COPYDECK\" ") + " --strict"],
                                             in: parent, environment: ["COPYDECK": CopydeckBinary.url!.path], executable: "/bin/sh")
            #expect(run.status == 0, "\(command): \(run.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("build/welcome/bundle/ja.json").path))
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("build/preview/index.html").path))
    }

    @Test func initRefusesAFolderThatIsNotEmptyAndALocaleWithoutText() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let before = try FileManager.default.subpathsOfDirectory(atPath: project.path).sorted()
        let refused = try CopydeckBinary.run(["init", project.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("it is not empty"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: project.path).sorted() == before)

        let empty = project.appendingPathComponent("empty")
        let french = try CopydeckBinary.run(["init", empty.path, "--locales", "ko,fr"])
        #expect(french.status == 2)
        #expect(french.stderr.contains("not fr"))
        #expect(!FileManager.default.fileExists(atPath: empty.path))
    }
}
