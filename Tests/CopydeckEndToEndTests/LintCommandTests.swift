import Foundation
import Testing

@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct LintCommandTests {
    /// A clean text run says what it checked in one line: the demo's en file has 19 strings
    /// (every field and variant), its one Markdown spec one flowchart.
    @Test func cleanProjectExitsZeroAndSaysWhatItChecked() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let run = try CopydeckBinary.run(["lint", "--project", project.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "checked 1 deck, 19 messages × 3 locales, 1 flow: no findings\n")
    }

    /// `--version` prints the one version the source declares, the one SARIF names the tool with,
    /// and the commit: unknown for a build from source (a release names it: `ReleaseWorkflowTests`).
    @Test func versionIsTheOneSARIFNamesWithItsCommit() throws {
        let run = try CopydeckBinary.run(["--version"])
        #expect(run.status == 0, "\(run.stderr)")
        let words = run.stdout.trimmingCharacters(in: .newlines).split(separator: " ", maxSplits: 1).map(String.init)
        let version = words.first ?? ""
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "\(version)")
        #expect(words.last == "(commit unknown)", "\(run.stdout)")
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let sarif = try CopydeckBinary.run(["lint", "--project", project.path, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let driver = ((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["version"] as? String == version)
    }

    /// `--fix --check` prints what it would fix and exits 1, writing nothing; `--fix` writes it,
    /// says so, and exits 0 when nothing else is left; `--check` alone is a usage error.
    @Test func fixShowsThenMakesTheCertainFixes() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let ja = project.appendingPathComponent("locales/ja/demo.yml")
        let original = try String(contentsOf: ja, encoding: .utf8)
        try original.replacingOccurrences(of: "  title: 写真が数枚あれば十分です\n", with: "  title: 写真が数枚あれば十分です!\n")
            .write(to: ja, atomically: true, encoding: .utf8)
        let check = try CopydeckBinary.run(["lint", "--project", project.path, "--fix", "--check"])
        #expect(check.status == 1, "\(check.stderr)")
        #expect(check.stderr.contains("locales/ja/demo.yml:2:10: would fix message.punctuation-width in `demo."), "\(check.stderr)")
        #expect(check.stderr.contains("“写真が数枚あれば十分です!” → “写真が数枚あれば十分です！”"), "\(check.stderr)")
        #expect(check.stderr.contains("copydeck: would fix 1 finding in 1 file; nothing written (--check)"), "\(check.stderr)")
        #expect(try String(contentsOf: ja, encoding: .utf8).contains("十分です!\n"))
        let fix = try CopydeckBinary.run(["lint", "--project", project.path, "--fix"])
        #expect(fix.status == 0, "\(fix.stderr)")
        #expect(fix.stderr.contains("copydeck: fixed 1 finding in 1 file\n"), "\(fix.stderr)")
        #expect(try String(contentsOf: ja, encoding: .utf8) == original.replacingOccurrences(of: "十分です\n", with: "十分です！\n"))
        let usage = try CopydeckBinary.run(["lint", "--project", project.path, "--check"])
        #expect(usage.status != 0 && usage.stderr.contains("--check goes with --fix"), "\(usage.stderr)")
    }

    @Test func machineFormatsOfACleanRunCarryNoSummary() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        for format in ["json", "sarif", "github"] {
            let run = try CopydeckBinary.run(["lint", "--project", project.path, "--format", format])
            #expect(run.status == 0)
            #expect(run.stderr.isEmpty, "\(format): \(run.stderr)")
            #expect(!run.stdout.contains("no findings") && !run.stdout.contains("messages ×"), "\(format)")
        }
    }

    @Test func findingsAllInTheBaselineLeaveACleanLineThatSaysSo() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let ja = project.appendingPathComponent("locales/ja/demo.yml")
        try String(contentsOf: ja, encoding: .utf8).replacingOccurrences(of: "  next: 次へ\n", with: "").write(to: ja, atomically: true, encoding: .utf8)
        let baseline = project.appendingPathComponent("baseline.json").path
        #expect(try CopydeckBinary.run(["lint", "--project", project.path, "--write-baseline", baseline]).status == 0)
        let run = try CopydeckBinary.run(["lint", "--project", project.path, "--baseline", baseline])
        #expect(run.status == 0)
        #expect(run.stderr == "checked 1 deck, 19 messages × 3 locales, 1 flow: no findings beyond the baseline\n")
    }

    @Test func errorsExitOneWithXcodeStyleLinesOnStderr() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let ja = project.appendingPathComponent("locales/ja/demo.yml")
        try String(contentsOf: ja, encoding: .utf8).replacingOccurrences(of: "  next: 次へ\n", with: "").write(to: ja, atomically: true, encoding: .utf8)
        let run = try CopydeckBinary.run(["lint", "--project", project.path], in: project, environment: ["NO_COLOR": "1"])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("locales/ko/demo.yml:3:3: error: message `demo.intro.next` is missing in ja (locales/ja/demo.yml); add its translation there [message.missing]\n"))
        #expect(!run.stderr.contains("\u{1B}["))
    }

    @Test func jsonGoesToStdoutAlone() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        try Data("intro:\n  title: \"\"\n".utf8).write(to: project.appendingPathComponent("locales/en/demo.yml"))
        let run = try CopydeckBinary.run(["lint", "--project", project.path, "--format", "json"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let rules = Set(((object["diagnostics"] as? [[String: Any]]) ?? []).compactMap { $0["rule"] as? String })
        #expect(rules == ["message.empty", "message.missing"])
        #expect(run.stderr.isEmpty)
    }

    @Test func warningsPassUnlessStrict() throws {
        let project = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: project) }
        let config = project.appendingPathComponent("copydeck.yml")
        try (String(contentsOf: config, encoding: .utf8) + "rules:\n  message.empty: warning\n").write(to: config, atomically: true, encoding: .utf8)
        let ko = project.appendingPathComponent("locales/ko/demo.yml")
        try String(contentsOf: ko, encoding: .utf8).replacingOccurrences(of: "  next: 다음", with: "  next: \" \"").write(to: ko, atomically: true, encoding: .utf8)
        #expect(try CopydeckBinary.run(["lint", "--project", project.path]).status == 0)
        #expect(try CopydeckBinary.run(["lint", "--project", project.path, "--strict"]).status == 1)
    }

    @Test func noProjectIsAUsageErrorWithStatusTwo() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-none-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try CopydeckBinary.run(["lint", "--project", empty.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no copydeck.yml found"))
    }

    @Test func unknownFormatIsAUsageError() throws {
        let run = try CopydeckBinary.run(["lint", "--format", "xml"])
        #expect(run.status != 0 && run.status != 1)
        #expect(run.stderr.contains("xml"))
    }
}
