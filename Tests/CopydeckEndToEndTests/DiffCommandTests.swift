import Foundation
import Testing

/// `copydeck diff` and `copydeck review accept` as a reviewer and CI meet them: a git repository
/// of the example project with one commit of planted edits (a ko source change, a ja-only change,
/// an edge removed), reported exactly in every format, with the exit statuses `--fail-on` asks for.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct DiffCommandTests {
    /// The example project in a new git repository, with the planted edits as its second commit.
    func repository() throws -> URL {
        let root = try ExampleProjectTests().copy()
        try git(root, "init", "-q", "-b", "main")
        try git(root, "add", "-A")
        try git(root, "commit", "-q", "-m", "the example project")
        let edits: [(String, String, String)] = [
            ("locales/ko/wander.yml", "  title: 사진 몇 장이면 충분해요\n", "  title: 사진 몇 장이면 돼요\n"),
            ("locales/ja/auth.yml", "ログイン", "サインイン"),
            ("content/wander/flows.md", "    PLACE_Q -->|장소 등록하기| PLACE_REG[장소 등록 화면]\n", "    PLACE_REG[장소 등록 화면]\n"),
        ]
        for (path, old, new) in edits {
            try ExampleProjectTests().edit(root.appendingPathComponent(path)) { text in
                guard let range = text.range(of: old) else { Issue.record("`\(old)` not in \(path)"); return text }
                return text.replacingCharacters(in: range, with: new)
            }
        }
        try git(root, "add", "-A")
        try git(root, "commit", "-q", "-m", "planted edits")
        return root
    }

    @discardableResult
    func git(_ root: URL, _ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "-c", "user.name=Copydeck Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// The key of the ja auth text the plant changed: the first with ログイン in it.
    func changedAuthKey(_ changes: [[String: Any]]) -> String? {
        changes.first { $0["deck"] as? String == "auth" }?["id"] as? String
    }

    @Test func jsonListsExactlyThePlantedChanges() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try CopydeckBinary.run(["diff", "--base", "HEAD~1", "--format", "json"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let base = try #require(report["base"] as? [String: Any])
        #expect(base["name"] as? String == "HEAD~1")
        #expect((base["commit"] as? String)?.count == 40)
        let changes = try #require(report["changes"] as? [[String: Any]])
        let listed = changes.map { change in
            ["deck", "kind", "change", "id", "locale"].map { change[$0] as? String ?? "-" }.joined(separator: " ")
        }
        let authKey = try #require(changedAuthKey(changes))
        #expect(listed == [
            "auth message changed \(authKey) ja",
            "wander message stale wander.intro.title en",
            "wander message stale wander.intro.title ja",
            "wander message changed wander.intro.title ko",
            "wander edge removed launch/PLACE_Q->PLACE_REG -",
        ])
        let stale = try #require(changes.first { $0["change"] as? String == "stale" && $0["locale"] as? String == "ja" })
        #expect(stale["before"] as? String == "사진 몇 장이면 충분해요")
        #expect(stale["after"] as? String == "사진 몇 장이면 돼요")
        #expect(stale["translation"] as? String == "写真が数枚あれば十分です")
        #expect(stale["file"] as? String == "locales/ja/wander.yml" && stale["line"] as? Int == 5)
        let edge = try #require(changes.last)
        #expect(edge["before"] as? [String: String] == ["label": "장소 등록하기", "outcome": "register"])
        #expect(edge["after"] == nil && edge["file"] == nil && edge["baseFile"] as? String == "content/wander/flows.md")
        let findings = try #require(report["findings"] as? [String: [[String: Any]]])
        let new = findings["new"]?.compactMap { $0["rule"] as? String } ?? []
        #expect(new.contains("flow.unreachable") && new.filter { $0 == "message.stale" }.count == 2)
        #expect(findings["fixed"]?.isEmpty == true)
        // The same bytes again.
        #expect(try CopydeckBinary.run(["diff", "--base", "HEAD~1", "--format", "json"], in: root).stdout == run.stdout)
    }

    @Test func textMarkdownAndGitHubSayTheSame() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let text = try CopydeckBinary.run(["diff", "--base", "HEAD~1"], in: root)
        #expect(text.status == 0)
        #expect(text.stdout.hasPrefix("copydeck diff against HEAD~1 ("))
        #expect(text.stdout.contains("\n  stale   message wander.intro.title [ja]  (locales/ja/wander.yml:5)\n      source changed from \"사진 몇 장이면 충분해요\" to \"사진 몇 장이면 돼요\"; the translation \"写真が数枚あれば十分です\" did not\n"))
        #expect(text.stdout.contains("  removed edge launch/PLACE_Q->PLACE_REG  (content/wander/flows.md:56, before)\n"))
        // Removing the edge left PLACE_REG unreachable, PLACE_Q a decision of one branch, and
        // its `@outcome` binding naming no edge; the ko change left two translations stale.
        #expect(text.stdout.contains("\nfindings: 5 new, 0 fixed\n"))
        #expect(text.stdout.contains("  new   content/wander/flows.md:56:5: error [flow.unreachable] node `PLACE_REG` cannot be reached"))

        let markdown = try CopydeckBinary.run(["diff", "--base", "HEAD~1", "--format", "markdown"], in: root)
        #expect(markdown.status == 0)
        #expect(markdown.stdout.hasPrefix("### Copydeck: changes against `HEAD~1 ("))
        #expect(markdown.stdout.contains("| wander | 1 changed | 2 stale | – | – | 1 removed | 5 new |\n"))
        #expect(markdown.stdout.contains("| auth | 1 changed | – | – | – | – | – |\n"))
        #expect(markdown.stdout.contains("<details><summary><b>wander</b>: 4 change(s)</summary>"))
        #expect(markdown.stdout.utf16.count < 65_536)

        let github = try CopydeckBinary.run(["diff", "--base", "HEAD~1", "--format", "github"], in: root)
        let lines = github.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("::warning file=locales/ja/wander.yml,line=5,col=10,title=wander%3A message stale::message wander.intro.title [ja]: source changed") })
        #expect(lines.contains { $0.hasPrefix("::notice file=locales/ko/wander.yml,line=5,col=10,title=wander%3A message changed::") })
        #expect(lines.contains { $0.hasPrefix("::notice title=wander%3A edge removed::edge launch/PLACE_Q->PLACE_REG: label: 장소 등록하기, outcome: register") })
        #expect(lines.contains { $0.hasPrefix("::error file=content/wander/flows.md,") && $0.contains("title=flow.unreachable::") })
        // Five changes, and the three flow findings (the stale ones are the stale changes).
        #expect(lines.count == 5 + 3, "\(lines)")
        #expect(!lines.contains { $0.contains("title=message.stale") })
    }

    @Test func failOnSaysWhatFails() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(try CopydeckBinary.run(["diff", "--base", "HEAD~1", "--fail-on", "stale"], in: root).status == 1)
        #expect(try CopydeckBinary.run(["diff", "--base", "HEAD~1", "--fail-on", "new-findings"], in: root).status == 1)
        // Against itself nothing is stale or new.
        #expect(try CopydeckBinary.run(["diff", "--base", "HEAD", "--fail-on", "stale,new-findings"], in: root).status == 0)
        let bad = try CopydeckBinary.run(["diff", "--fail-on", "typos"], in: root)
        #expect(bad.status == 2 && bad.stderr.contains("fail-on"))
        let missing = try CopydeckBinary.run(["diff", "--base", "no-such-ref"], in: root)
        #expect(missing.status == 2 && missing.stderr.contains("`no-such-ref` names no commit"))
        #expect(missing.stdout.isEmpty)
    }

    @Test func aFolderBaseAndReviewAccept() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: before) }
        let folder = try CopydeckBinary.run(["diff", "--base", before.path, "--format", "json"], in: root)
        let revision = try CopydeckBinary.run(["diff", "--base", "HEAD~1", "--format", "json"], in: root)
        // The same changes whether the older version is a folder or a commit; only the base differs.
        func changes(_ output: String) throws -> NSArray? { (try JSONSerialization.jsonObject(with: Data(output.utf8)) as? NSDictionary)?["changes"] as? NSArray }
        #expect(try changes(folder.stdout)?.count == 5)
        #expect(try changes(folder.stdout) == changes(revision.stdout))

        let lint = try CopydeckBinary.run(["lint"], in: root)
        #expect(lint.stderr.components(separatedBy: "[message.stale]").count == 3)
        let accept = try CopydeckBinary.run(["review", "accept", "wander.intro", "--locale", "ja"], in: root)
        #expect(accept.status == 0, "\(accept.stderr)")
        #expect(accept.stderr.contains("recorded 4 translation(s) as current in locales/ja/wander.review.yml"))
        #expect(accept.stderr.contains("1 of them were stale"))
        let after = try CopydeckBinary.run(["lint"], in: root)
        #expect(after.stderr.components(separatedBy: "[message.stale]").count == 2)
        #expect(after.stderr.contains("locales/en/wander.yml:5:10: warning:"))
        // Both or neither; a key that names nothing is a usage error and writes nothing.
        #expect(try CopydeckBinary.run(["review", "accept"], in: root).status == 2)
        let nothing = try CopydeckBinary.run(["review", "accept", "wander.nope"], in: root)
        #expect(nothing.status == 2 && nothing.stderr.contains("`wander.nope` names no translated message"))
        #expect(try git(root, "status", "--porcelain") == " M locales/ja/wander.review.yml\n")
    }
}
