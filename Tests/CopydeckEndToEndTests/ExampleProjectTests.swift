import CopydeckKit
import Foundation
import Testing

/// The repository's own example project (one deck per seed app), run through the binary the way
/// a newcomer and CI run it, and the "done when" scenarios of the issues on a copy of it.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct ExampleProjectTests {
    static let decks = ["wander", "tempoai", "unwind", "auth", "ujuz"]

    /// A copy of copydeck.yml, content/ and locales/ in a fresh folder.
    func copy() throws -> URL {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for item in ["copydeck.yml", "content", "locales"] {
            try FileManager.default.copyItem(at: CopydeckBinary.packageRoot.appendingPathComponent(item),
                                             to: destination.appendingPathComponent(item))
        }
        return destination
    }

    func edit(_ file: URL, _ change: (String) -> String) throws {
        try Data(change(try String(contentsOf: file, encoding: .utf8)).utf8).write(to: file)
    }

    @Test func lintsCleanAndBuildsEveryDeckInEveryLocale() throws {
        let project = try copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let lint = try CopydeckBinary.run(["lint", "--project", project.path, "--strict"])
        #expect(lint.status == 0, "\(lint.stderr)")
        #expect(lint.stderr.hasPrefix("checked 5 decks, ") && lint.stderr.hasSuffix(" × 3 locales, 16 flows: no findings\n"), "\(lint.stderr)")
        let build = try CopydeckBinary.run(["build", "--project", project.path])
        #expect(build.status == 0, "\(build.stderr)")
        for deck in Self.decks {
            let bundle = try CopydeckBundle(directory: project.appendingPathComponent("build/\(deck)/bundle"))
            #expect(Set(bundle.manifest.locales) == ["ko", "ja", "en"])
            #expect(bundle.locales.count == 3)
            #expect(!(bundle.flows?.flows.isEmpty ?? true), "\(deck) has flows")
        }
        let tempo = try CopydeckBundle(directory: project.appendingPathComponent("build/tempoai/bundle"))
        #expect(tempo.manifest.sourceLocale == "ja")
    }

    @Test func twoBuildsAreByteIdentical() throws {
        let project = try copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let first = project.appendingPathComponent("out-a"), second = project.appendingPathComponent("out-b")
        #expect(try CopydeckBinary.run(["build", "--project", project.path, "--out", first.path]).status == 0)
        #expect(try CopydeckBinary.run(["build", "--project", project.path, "--out", second.path]).status == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: first.path).sorted()
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: second.path).sorted()))
        #expect(files.count > 50)
        // Every file but the build cache, which holds the files' times and inodes.
        for file in files where !file.hasSuffix("/") && file != ".copydeck-cache.json" {
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: first.appendingPathComponent(file).path, isDirectory: &isDirectory)
            guard !isDirectory.boolValue else { continue }
            #expect(try Data(contentsOf: first.appendingPathComponent(file)) == Data(contentsOf: second.appendingPathComponent(file)), "\(file)")
        }
    }

    @Test func deletingAJapaneseLineIsAMissingMessageWithFileAndLine() throws {
        let project = try copy()
        defer { try? FileManager.default.removeItem(at: project) }
        try edit(project.appendingPathComponent("locales/ja/wander.yml")) { $0.replacingOccurrences(of: "  next: 次へ\n", with: "") }
        let run = try CopydeckBinary.run(["lint", "--project", project.path, "--format", "json"], in: project)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        let missing = try #require(diagnostics.first)
        #expect(missing["rule"] as? String == "message.missing")
        #expect(missing["file"] as? String == "locales/ko/wander.yml")
        #expect((missing["line"] as? Int ?? 0) > 0)
        #expect((missing["message"] as? String)?.contains("wander.intro.next") == true)
    }

    @Test func anUnclosedBracketIsAPositionedErrorNotACrash() throws {
        let project = try copy()
        defer { try? FileManager.default.removeItem(at: project) }
        try edit(project.appendingPathComponent("content/ujuz/screens.yml")) {
            $0.replacingOccurrences(of: "      subscribe: { surface: button, maxLength: 20, accessibility: text }",
                                    with: "      subscribe: { surface: button, maxLength: 20, accessibility: text")
        }
        let run = try CopydeckBinary.run(["lint", "--project", project.path], in: project, environment: ["NO_COLOR": "1"])
        #expect(run.status == 1)
        let first = try #require(run.stderr.split(separator: "\n").first)
        #expect(first.hasPrefix("content/ujuz/screens.yml:"))
        #expect(first.contains(": error: YAML syntax error"))
        #expect(first.hasSuffix("[yaml.syntax]"))
    }

    /// Issue 3: an unreachable node, a dead end, a cycle without exit and a one-branch decision
    /// added to an example flow give exactly one diagnostic each, at the lines that were added.
    @Test func plantedFlowDefectsAreReportedOnceEachAtTheirLines() throws {
        let project = try copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let file = project.appendingPathComponent("content/tempoai/onboarding.mmd")
        let original = try String(contentsOf: file, encoding: .utf8)
        let planted = [
            "    Orphan[どこからも来ない画面] --> Home",
            "    P3 -->|詳しく| Stuck[行き止まり]",
            "    P2 -->|ヘルプ| Help1[ヘルプ] --> Help2[ヘルプの続き] --> Help1",
            "    P4 --> Ask{もう一度見る?} -->|はい| P1",
        ]
        let text = original.trimmingCharacters(in: .newlines) + "\n" + planted.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: file)
        let firstPlantedLine = original.trimmingCharacters(in: .newlines).split(separator: "\n", omittingEmptySubsequences: false).count + 1
        let run = try CopydeckBinary.run(["lint", "--project", project.path, "--format", "json"], in: project)
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let found = diagnostics.map { ($0["rule"] as? String ?? "", $0["file"] as? String ?? "", $0["line"] as? Int ?? 0) }
        #expect(found.map(\.0).sorted() == ["flow.dead-end", "flow.decision-branches", "flow.no-exit", "flow.unreachable"], "\(found)")
        #expect(Set(found.map(\.1)) == ["content/tempoai/onboarding.mmd"])
        let lineOf = Dictionary(found.map { ($0.0, $0.2) }, uniquingKeysWith: { a, _ in a })
        #expect(lineOf["flow.unreachable"] == firstPlantedLine)
        #expect(lineOf["flow.dead-end"] == firstPlantedLine + 1)
        #expect(lineOf["flow.no-exit"] == firstPlantedLine + 2)
        #expect(lineOf["flow.decision-branches"] == firstPlantedLine + 3)
    }
}

extension ExampleProjectTests {
    /// Issue 4: a renamed placeholder in English, an English plural's `one` turned into `few`,
    /// `{name}을` in Korean and a Korean title far over its budget, each the right rule at the
    /// right line, in every CI format.
    @Test func plantedCopyDefectsInEveryFormat() throws {
        let project = try copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let en = project.appendingPathComponent("locales/en/unwind.yml")
        let ko = project.appendingPathComponent("locales/ko/unwind.yml")
        let koWander = project.appendingPathComponent("locales/ko/wander.yml")
        try edit(en) {
            $0.replacingOccurrences(of: "subtitle: \"Focusing on {schedule},", with: "subtitle: \"Focusing on {schedul},")
                .replacingOccurrences(of: "{days, plural, one {🔥 # day streak}", with: "{days, plural, few {🔥 # day streak}")
        }
        try edit(ko) { $0.replacingOccurrences(of: "  name: \"{schedule}\"", with: "  name: \"{schedule}을 시작해요\"") }
        try edit(koWander) {
            $0.replacingOccurrences(of: "  title: 사진 몇 장이면 충분해요\n",
                                    with: "  title: 사진 몇 장이면 충분해요, 여행인지 일상인지 알아서 파악하고 지도와 스토리로 정리해 드려요\n")
        }
        func line(_ file: URL, containing needle: String) throws -> Int {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
        }
        let expected: Set<String> = [
            "message.placeholder locales/en/unwind.yml:\(try line(en, containing: "{schedul}"))",
            "message.plural-categories locales/en/unwind.yml:\(try line(en, containing: "few {"))",
            "message.korean-particle locales/ko/unwind.yml:\(try line(ko, containing: "{schedule}을"))",
            "message.length locales/ko/wander.yml:\(try line(koWander, containing: "알아서 파악하고"))",
            // The Korean edits leave the translations made from the old texts stale (warnings).
            "message.stale locales/ja/unwind.yml:26", "message.stale locales/en/unwind.yml:26",
            "message.stale locales/ja/wander.yml:5", "message.stale locales/en/wander.yml:5",
        ]

        let json = try CopydeckBinary.run(["lint", "--project", project.path, "--format", "json"], in: project)
        #expect(json.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let found = Set(diagnostics.map { "\($0["rule"] as? String ?? "") \($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)" })
        // The plural also lacks `one`, reported on the same line: one line per planted defect.
        #expect(found == expected, "\(diagnostics.map { $0["message"] ?? "" })")

        let github = try CopydeckBinary.run(["lint", "--project", project.path, "--format", "github"], in: project, environment: ["GITHUB_WORKSPACE": project.path])
        #expect(github.status == 1)
        let annotations = github.stdout.split(separator: "\n").filter { $0.hasPrefix("::error file=") || $0.hasPrefix("::warning file=") }
        #expect(annotations.count == diagnostics.count)
        #expect(annotations.filter { $0.hasPrefix("::warning file=") }.count == 4)
        let particleLine = try line(ko, containing: "{schedule}을")
        #expect(annotations.contains { $0.hasPrefix("::error file=locales/ko/unwind.yml,line=\(particleLine),col=") })

        let sarif = try CopydeckBinary.run(["lint", "--project", project.path, "--format", "sarif"], in: project, environment: ["GITHUB_WORKSPACE": project.path])
        #expect(sarif.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let particle = try #require(rules.first { $0["id"] as? String == "message.korean-particle" })
        #expect((particle["shortDescription"] as? [String: Any])?["text"] as? String != nil)
        #expect((particle["help"] as? [String: Any])?["text"] as? String != nil)
        #expect((particle["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == diagnostics.count)
        let located = results.compactMap { result -> String? in
            guard let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any],
                  let uri = (location["artifactLocation"] as? [String: Any])?["uri"] as? String,
                  let line = (location["region"] as? [String: Any])?["startLine"] as? Int else { return nil }
            return "\(result["ruleId"] as? String ?? "") \(uri):\(line)"
        }
        #expect(Set(located) == expected)
    }
}
