import Foundation
import Testing

/// Bad files inside a project are located findings (exit 1), the rest is still checked, and a
/// machine-readable format is always a whole document on stdout.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct HostileInputTests {
    private func projectWithLatin1() throws -> URL {
        let project = try CopydeckBinary.copyFixture("demo")
        let ja = project.appendingPathComponent("locales/ja/demo.yml")
        var data = try Data(contentsOf: ja)
        data.append(contentsOf: Array("\nbroken: Caf".utf8) + [0xE9] + Array("\n".utf8))
        try data.write(to: ja)
        return project
    }

    @Test func notUTF8IsALocatedFindingInEveryFormat() throws {
        let project = try projectWithLatin1()
        defer { try? FileManager.default.removeItem(at: project) }
        let lines = try String(contentsOf: project.appendingPathComponent("locales/ja/demo.yml"), encoding: .isoLatin1)
            .split(separator: "\n", omittingEmptySubsequences: false).count - 1

        let text = try CopydeckBinary.run(["lint"], in: project)
        #expect(text.status == 1)
        #expect(text.stderr.contains("locales/ja/demo.yml:\(lines):12: error: the file is not UTF-8 text: 0xE9"), "\(text.stderr)")

        let json = try CopydeckBinary.run(["lint", "--format", "json"], in: project)
        #expect(json.status == 1)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = decoded?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.contains { $0["rule"] as? String == "file.encoding" && $0["line"] as? Int == lines && $0["column"] as? Int == 12 })

        let sarif = try CopydeckBinary.run(["lint", "--format", "sarif"], in: project)
        #expect(sarif.status == 1)
        #expect((try? JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8))) != nil)
        #expect(sarif.stdout.contains("file.encoding"))

        let github = try CopydeckBinary.run(["lint", "--format", "github"], in: project)
        #expect(github.status == 1)
        #expect(github.stdout.contains("::error file=locales/ja/demo.yml,line=\(lines),col=12,title=file.encoding::the file is not UTF-8 text"), "\(github.stdout)")
    }

    /// Root reads any folder, so the run drops to `nobody` (util-linux `setpriv`) to see one it cannot.
    @Test func anUnreadableDeckFolderIsNamedNotReadAsEmpty() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer {
            chmod(project.appendingPathComponent("content/demo").path, 0o755)
            try? FileManager.default.removeItem(at: project)
        }
        let folder = project.appendingPathComponent("content/demo")
        #expect(chmod(folder.path, 0o000) == 0)
        var arguments = ["lint", "--format", "json"]
        var executable: String? = nil
        if getuid() == 0 {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") else {
                Issue.record("running as root without /usr/bin/setpriv (util-linux): cannot make a folder unreadable")
                return
            }
            // A copy of the binary in the temporary folder: the checkout may sit where `nobody` cannot go.
            let binary = project.appendingPathComponent(".bin/copydeck")
            try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: CopydeckBinary.url!, to: binary)
            executable = "/usr/bin/setpriv"
            arguments = ["--reuid=65534", "--regid=65534", "--clear-groups", binary.path] + arguments
        }
        let run = try CopydeckBinary.run(arguments, in: project, executable: executable)
        #expect(run.status == 1, "\(run.stderr)")
        let decoded = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let rules = (decoded?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        let files = (decoded?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(rules == ["file.unreadable"], "\(run.stdout)")
        #expect(files == ["content/demo/"])
    }
}
