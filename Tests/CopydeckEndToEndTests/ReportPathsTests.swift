import Foundation
import Testing

/// Findings name their files for whoever opens them, wherever the command runs: a terminal
/// from the current folder (absolute outside it), GitHub and code scanning from the
/// repository's root, Xcode by absolute path. The project lives in `app/copy/` of a repository,
/// as teams keep it, with one finding planted at `locales/ko/demo.yml:3:3`.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct ReportPathsTests {
    struct Repository {
        let root: URL
        var project: URL { root.appendingPathComponent("app/copy") }
        /// The finding's file, from the project.
        static let file = "locales/ko/demo.yml"
    }

    func repository() throws -> Repository {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("app"), withIntermediateDirectories: true)
        let fixture = try CopydeckBinary.copyFixture("demo")
        try FileManager.default.moveItem(at: fixture, to: root.appendingPathComponent("app/copy"))
        let repository = Repository(root: root)
        let ja = repository.project.appendingPathComponent("locales/ja/demo.yml")
        try String(contentsOf: ja, encoding: .utf8).replacingOccurrences(of: "  next: 次へ\n", with: "").write(to: ja, atomically: true, encoding: .utf8)
        return repository
    }

    func lint(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> CopydeckBinary.Run {
        let run = try CopydeckBinary.run(["lint"] + arguments, in: folder, environment: environment.merging(["NO_COLOR": "1"]) { $1 })
        #expect(run.status == 1, "\(run.stderr)")
        return run
    }

    @Test func textAndJSONNameFilesFromTheCurrentFolder() throws {
        let repository = try repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        let project = repository.project
        let cases: [(folder: URL, project: String, shown: String)] = [
            (repository.root, "app/copy", "app/copy/" + Repository.file),
            (repository.root.appendingPathComponent("app"), "copy", "copy/" + Repository.file),
            (project, ".", Repository.file),
            // From a subfolder of the project the file lies outside: its absolute path.
            (project.appendingPathComponent("content"), "..", project.appendingPathComponent(Repository.file).path),
        ]
        for (folder, argument, shown) in cases {
            let text = try lint(["--project", argument], in: folder)
            #expect(text.stderr.hasPrefix("\(shown):3:3: error: message `demo.intro.next` is missing in ja"), "from \(folder.path): \(text.stderr)")
            // The excerpt is still quoted under the renamed file.
            #expect(text.stderr.contains("  next: 다음\n"), "\(text.stderr)")
            let json = try lint(["--project", argument, "--format", "json"], in: folder)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            #expect((object["diagnostics"] as? [[String: Any]])?.first?["file"] as? String == shown)
        }
        // The project found from below (no --project) names files the same way.
        let below = try lint([], in: project.appendingPathComponent("locales/ja"))
        #expect(below.stderr.hasPrefix("\(project.appendingPathComponent(Repository.file).path):3:3:"), "\(below.stderr)")
        // What Xcode wants: absolute, from anywhere.
        let absolute = try lint(["--project", "app/copy", "--absolute-paths"], in: repository.root)
        #expect(absolute.stderr.hasPrefix("\(project.appendingPathComponent(Repository.file).path):3:3:"))
    }

    @Test func gitHubAnnotationsNameFilesFromTheRepositoryRoot() throws {
        let repository = try repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        let expected = "::error file=app/copy/\(Repository.file),line=3,col=3,title=message.missing::"
        // The folder holding `.git`, from the project, from a subfolder, from the root.
        for folder in [repository.project, repository.project.appendingPathComponent("content"), repository.root] {
            let run = try lint(["--project", repository.project.path, "--format", "github"], in: folder)
            #expect(run.stdout.hasPrefix(expected), "from \(folder.path): \(run.stdout)")
        }
        // GITHUB_WORKSPACE, when set, is the root GitHub matches against.
        let elsewhere = FileManager.default.temporaryDirectory
        let run = try lint(["--project", repository.project.path, "--format", "github"], in: elsewhere,
                           environment: ["GITHUB_WORKSPACE": repository.root.appendingPathComponent("app").path])
        #expect(run.stdout.hasPrefix("::error file=copy/\(Repository.file),line=3"), "\(run.stdout)")
    }

    @Test func sarifGivesTheRepositoryRootAsItsBase() throws {
        let repository = try repository()
        defer { try? FileManager.default.removeItem(at: repository.root) }
        let run = try lint(["--format", "sarif"], in: repository.project)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = (sarifRun["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any]
        #expect(base?["uri"] as? String == URL(fileURLWithPath: repository.root.path, isDirectory: true).absoluteString)
        let location = ((sarifRun["results"] as? [[String: Any]])?.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        let artifact = location?["artifactLocation"] as? [String: Any]
        #expect(artifact?["uri"] as? String == "app/copy/\(Repository.file)")
        #expect(artifact?["uriBaseId"] as? String == "%SRCROOT%")
        // The base joined with the relative URI is the file.
        let resolved = URL(string: artifact?["uri"] as? String ?? "", relativeTo: URL(string: base?["uri"] as? String ?? ""))
        #expect(resolved?.path == repository.project.appendingPathComponent(Repository.file).path)
    }
}
