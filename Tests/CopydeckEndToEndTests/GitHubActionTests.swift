import Foundation
import Testing

/// The repository's GitHub Action (`action.yml`) and pre-commit hook (`.pre-commit-hooks.yaml`),
/// judged by the tools GitHub and pre-commit users run: `check-jsonschema` with GitHub's own
/// schemas (offline, carried by the PyPI package), the action's lint step run as the runner runs
/// it, and `pre-commit` refusing a commit in a real git repository.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct GitHubActionTests {
    static let root = CopydeckBinary.packageRoot

    static func tool(_ name: String) throws -> String {
        guard let path = StringTablesTests.tool(name) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "\(name) is not installed (pip install \(name)); .ci/run installs it"])
        }
        return path
    }

    /// The README's complete workflow: the YAML block that starts with its path.
    static func readmeWorkflow() throws -> String {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "```yaml\n# .github/workflows/copy.yml\n"))
        let end = try #require(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound]) + "\n"
    }

    @Test(.enabled(if: StringTablesTests.available("check-jsonschema"), "needs check-jsonschema (pip install check-jsonschema)"))
    func theActionAndTheReadmesWorkflowAreWhatGitHubAccepts() throws {
        let checker = try Self.tool("check-jsonschema")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let action = Self.root.appendingPathComponent("action.yml")
        let workflow = folder.appendingPathComponent("copy.yml")
        try Data(try Self.readmeWorkflow().utf8).write(to: workflow)
        for (schema, file) in [("vendor.github-actions", action), ("vendor.github-workflows", workflow)] {
            let run = try StringTablesTests.run(checker, ["--builtin-schema", schema, file.path])
            #expect(run.status == 0, "\(file.lastPathComponent): \(String(decoding: run.out, as: UTF8.self)) \(run.err)")
        }
        // The judge bites: a composite step without its shell is not an action GitHub runs.
        let text = try String(contentsOf: action, encoding: .utf8)
        let broken = folder.appendingPathComponent("action.yml")
        try Data(text.replacingOccurrences(of: "      shell: bash\n", with: "").utf8).write(to: broken)
        #expect(try StringTablesTests.run(checker, ["--builtin-schema", "vendor.github-actions", broken.path]).status != 0)
        // Every input the workflow gives is one the action declares.
        let inputs = Self.keys(under: "inputs:", indent: 2, in: text)
        #expect(inputs == ["project", "strict", "baseline", "upload-sarif", "review", "comment", "fail-on"])
        // The `with:` of the step that uses the action (the checkout's comes first).
        let readme = try Self.readmeWorkflow()
        let step = try #require(readme.range(of: "uses: copydeck/copydeck@"))
        let given = Self.keys(under: "        with:", indent: 10, in: String(readme[step.lowerBound...]))
        #expect(given == ["project", "strict", "fail-on"])
        // Code scanning refuses a fork's token: the upload is skipped there, and a step says so.
        let upload = try #require(text.range(of: "    - name: Upload to code scanning\n      if: "))
        let condition = text[upload.upperBound...].prefix { $0 != "\n" }
        #expect(condition.contains("github.event.pull_request.head.repo.full_name == github.repository"), "\(condition)")
        #expect(text.contains("    - name: Say what a fork's pull request cannot do\n"))
        #expect(!given.isEmpty && given.allSatisfy(inputs.contains), "\(given)")
    }

    /// The action's lint step, run as the runner runs it (bash, the step's environment), on a
    /// repository whose project lives in `app/copy/` with one defect.
    @Test func theLintStepAnnotatesThePullRequestAndWritesSARIF() throws {
        let repository = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: repository.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: repository.appendingPathComponent("app"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: repository) }
        try FileManager.default.moveItem(at: try CopydeckBinary.copyFixture("demo"), to: repository.appendingPathComponent("app/copy"))
        let script = try Self.lintStep()
        let temporary = repository.appendingPathComponent("runner-temp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        func run() throws -> (status: Int32, out: String, output: String) {
            let outputFile = temporary.appendingPathComponent("output")
            try Data().write(to: outputFile)
            let run = try CopydeckBinary.run(["-e", "-c", script], in: repository, environment: [
                "COPYDECK": CopydeckBinary.url!.path, "PROJECT": "app/copy", "STRICT": "false", "BASELINE": "",
                "RUNNER_TEMP": temporary.path, "GITHUB_OUTPUT": outputFile.path, "GITHUB_WORKSPACE": repository.path,
            ], executable: "/bin/bash")
            return (run.status, run.stdout, try String(contentsOf: outputFile, encoding: .utf8))
        }
        let clean = try run()
        #expect(clean.status == 0, "\(clean.out)")
        #expect(clean.output == "sarif-file=\(temporary.path)/copydeck.sarif\n")

        let ja = repository.appendingPathComponent("app/copy/locales/ja/demo.yml")
        try String(contentsOf: ja, encoding: .utf8).replacingOccurrences(of: "  next: 次へ\n", with: "").write(to: ja, atomically: true, encoding: .utf8)
        let failing = try run()
        #expect(failing.status == 1)
        #expect(failing.out.hasPrefix("::error file=app/copy/locales/ko/demo.yml,line=3,col=3,title=message.missing::"), "\(failing.out)")
        let sarif = try Data(contentsOf: temporary.appendingPathComponent("copydeck.sarif"))
        let log = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        let result = ((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
        let location = (result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "app/copy/locales/ko/demo.yml")
    }

    /// The action's review step on a pull request, run as the runner runs it: in a clone whose
    /// origin has the base branch, with a `gh` that records what it is asked. It posts the
    /// markdown diff as a comment (or updates the one it posted), writes it to the job summary,
    /// annotates the changed lines, and fails on stale translations when `fail-on` says so.
    @Test(.enabled(if: StringTablesTests.tool("git") != nil, "needs git"))
    func theReviewStepCommentsOnThePullRequest() throws {
        let script = try Self.step("review")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-review-step-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let origin = folder.appendingPathComponent("origin"), clone = folder.appendingPathComponent("clone")
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: project, to: origin.appendingPathComponent("app/copy"))
        let git = DiffCommandTests()
        try git.git(origin, "init", "-q", "-b", "main")
        try git.git(origin, "add", "-A")
        try git.git(origin, "commit", "-q", "-m", "the copy")
        _ = try CopydeckBinary.run(["clone", "-q", origin.path, clone.path], in: folder, executable: "/usr/bin/git")
        try git.git(clone, "checkout", "-q", "-b", "shorter-title")
        let ko = clone.appendingPathComponent("app/copy/locales/ko/wander.yml")
        try String(contentsOf: ko, encoding: .utf8).replacingOccurrences(of: "  title: 사진 몇 장이면 충분해요\n", with: "  title: 사진 몇 장이면 돼요\n")
            .write(to: ko, atomically: true, encoding: .utf8)
        try git.git(clone, "commit", "-q", "-am", "shorter title")
        // A `gh` that answers the comment listing with `EXISTING` and logs every other call.
        let bin = folder.appendingPathComponent("bin"), log = folder.appendingPathComponent("gh.log")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try Data("""
            #!/bin/sh
            if [ "$GH_FAILS" = "1" ]; then echo "HTTP 403: Resource not accessible by integration" >&2; exit 1; fi
            case "$*" in *--jq*) echo "$EXISTING"; exit 0;; esac
            echo "$*" >> "\(log.path)"
            for argument in "$@"; do case "$argument" in body=@*) cat "${argument#body=@}" >> "\(log.path)";; esac; done

            """.utf8).write(to: bin.appendingPathComponent("gh"))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin.appendingPathComponent("gh").path)
        let summary = folder.appendingPathComponent("summary.md")
        func run(failOn: String, existing: String, head: String = "team/app", ghFails: Bool = false) throws -> CopydeckBinary.Run {
            try CopydeckBinary.run(["-e", "-c", script], in: clone, environment: [
                "COPYDECK": CopydeckBinary.url!.path, "PROJECT": "app/copy", "BASE_REF": "main", "FAIL_ON": failOn, "COMMENT": "true",
                "GH_TOKEN": "token", "PULL_REQUEST": "7", "GITHUB_REPOSITORY": "team/app", "EXISTING": existing,
                "HEAD_REPOSITORY": head, "GH_FAILS": ghFails ? "1" : "0",
                "RUNNER_TEMP": folder.path, "GITHUB_STEP_SUMMARY": summary.path, "GITHUB_WORKSPACE": clone.path,
                "PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            ], executable: "/bin/bash")
        }
        let first = try run(failOn: "", existing: "")
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("::warning file=app/copy/locales/ja/wander.yml,line=5,col=10,title=wander%3A message stale::"), "\(first.stdout)")
        let posted = try String(contentsOf: log, encoding: .utf8)
        #expect(posted.hasPrefix("api --method POST repos/team/app/issues/7/comments -F body=@"))
        #expect(posted.contains("<!-- copydeck-review -->\n### Copydeck: changes against `"))
        #expect(posted.contains("| wander | 1 changed | 2 stale |"))
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("| wander | 1 changed | 2 stale |"))
        // The next push updates the comment it posted; asked to, it fails on the stale translations.
        try FileManager.default.removeItem(at: log)
        let second = try run(failOn: "stale", existing: "4242")
        #expect(second.status == 1)
        #expect(try String(contentsOf: log, encoding: .utf8).hasPrefix("api --method PATCH repos/team/app/issues/comments/4242 -F body=@"))

        // A fork's pull request: its token cannot comment, so gh is not asked; the review is in
        // the summary and the annotations, and a notice says so.
        try FileManager.default.removeItem(at: log)
        try Data().write(to: summary)
        let fork = try run(failOn: "", existing: "", head: "someone/app")
        #expect(fork.status == 0, "\(fork.stderr)")
        #expect(!FileManager.default.fileExists(atPath: log.path))
        #expect(fork.stdout.contains("::notice title=Copydeck::This pull request comes from a fork (someone/app), whose token cannot comment"))
        #expect(fork.stdout.contains("::warning file=app/copy/locales/ja/wander.yml,line=5,col=10,"))
        #expect(try String(contentsOf: summary, encoding: .utf8).contains("| wander | 1 changed | 2 stale |"))
        // A token without pull-requests: write: the comment fails, the step does not.
        let refused = try run(failOn: "", existing: "", ghFails: true)
        #expect(refused.status == 0, "\(refused.stderr)")
        #expect(refused.stdout.contains("::warning title=Copydeck::The review could not be posted as a comment (the job needs pull-requests: write)"))
    }

    /// `.pre-commit-hooks.yaml`'s hook in a real repository: a clean commit passes, a planted
    /// defect is refused with its location. The hook runs the built binary (`language: system`)
    /// with the entry, file pattern and arguments the published hook declares.
    @Test(.enabled(if: StringTablesTests.available("pre-commit") && StringTablesTests.tool("git") != nil, "needs pre-commit (pip install pre-commit) and git"))
    func preCommitRefusesAPlantedDefect() throws {
        let preCommit = try Self.tool("pre-commit"), git = try Self.tool("git")
        let hooks = try String(contentsOf: Self.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let id = try #require(Self.value("- id", in: hooks)), files = try #require(Self.value("  files", in: hooks))
        #expect(Self.value("  entry", in: hooks) == "copydeck lint")
        #expect(Self.value("  pass_filenames", in: hooks) == "false")
        let repository = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: repository) }
        let environment = ["PRE_COMMIT_HOME": repository.appendingPathComponent(".cache").path, "NO_COLOR": "1",
                           "GIT_AUTHOR_NAME": "Copydeck", "GIT_AUTHOR_EMAIL": "tests@copydeck.invalid",
                           "GIT_COMMITTER_NAME": "Copydeck", "GIT_COMMITTER_EMAIL": "tests@copydeck.invalid"]
        func run(_ tool: String, _ arguments: [String]) throws -> CopydeckBinary.Run {
            try CopydeckBinary.run(arguments, in: repository, environment: environment, executable: tool)
        }
        try Data("""
            repos:
              - repo: local
                hooks:
                  - id: \(id)
                    name: Copydeck lint
                    entry: \(CopydeckBinary.url!.path) lint
                    language: system
                    pass_filenames: false
                    files: \(files)

            """.utf8).write(to: repository.appendingPathComponent(".pre-commit-config.yaml"))
        try Data(".cache/\n".utf8).write(to: repository.appendingPathComponent(".gitignore"))
        #expect(try run(git, ["init", "-q"]).status == 0)
        #expect(try run(preCommit, ["install"]).status == 0)
        #expect(try run(git, ["add", "-A"]).status == 0)
        let clean = try run(git, ["commit", "-q", "-m", "The copy"])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

        let ja = repository.appendingPathComponent("locales/ja/demo.yml")
        try String(contentsOf: ja, encoding: .utf8).replacingOccurrences(of: "  next: 次へ\n", with: "").write(to: ja, atomically: true, encoding: .utf8)
        #expect(try run(git, ["add", "-A"]).status == 0)
        let refused = try run(git, ["commit", "-q", "-m", "A line lost"])
        #expect(refused.status != 0)
        #expect((refused.stdout + refused.stderr).contains("locales/ko/demo.yml:3:3: error: message `demo.intro.next` is missing in ja"),
                "\(refused.stdout)\(refused.stderr)")
        // A change outside the copy does not run the hook.
        try Data("notes".utf8).write(to: repository.appendingPathComponent("NOTES.md"))
        #expect(try run(git, ["reset", "-q"]).status == 0)
        #expect(try run(git, ["add", "NOTES.md"]).status == 0)
        #expect(try run(git, ["commit", "-q", "-m", "Notes"]).status == 0)
    }

    // MARK: Reading the YAML files as text

    /// The `run: |` script of the step with `id: lint`, unindented.
    static func lintStep() throws -> String { try step("lint") }

    /// The `run: |` script of the step with `id: <id>` in `file` (the action's, or a workflow's), unindented.
    static func step(_ identifier: String, in file: String = "action.yml") throws -> String {
        let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let id = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "id: \(identifier)" })
        let run = try #require(lines[id...].firstIndex { $0.trimmingCharacters(in: .whitespaces) == "run: |" })
        let indent = String(repeating: " ", count: lines[run].prefix { $0 == " " }.count + 2)
        return lines[(run + 1)...].prefix { $0.hasPrefix(indent) || $0.isEmpty }.map { String($0.dropFirst(indent.count)) }.joined(separator: "\n")
    }

    /// The keys at `indent` spaces in the block under the line `header`.
    static func keys(under header: String, indent: Int, in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let start = lines.firstIndex(where: { $0 == header || $0.hasSuffix(header) && $0.trimmingCharacters(in: .whitespaces) == header.trimmingCharacters(in: .whitespaces) }) else { return [] }
        var keys: [String] = []
        for line in lines[(start + 1)...] {
            let spaces = line.prefix { $0 == " " }.count
            if line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            if spaces < indent { break }
            if spaces == indent, let colon = line.firstIndex(of: ":") { keys.append(line[line.index(line.startIndex, offsetBy: spaces)..<colon].trimmingCharacters(in: .whitespaces)) }
        }
        return keys
    }

    /// The value of the first line `name: value`.
    static func value(_ name: String, in text: String) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(name + ":") }.map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
    }
}
