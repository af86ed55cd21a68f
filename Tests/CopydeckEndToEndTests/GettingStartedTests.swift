import CopydeckKit
import Foundation
import Testing

/// `Documentation/GettingStarted.md`, run as a reader would: every `sh` block in order, in one
/// shell, in an empty folder, with the built `copydeck` on the `PATH`; every `text` block after a
/// `sh` block is what those commands print; the Swift snippet is the one below, run on what the
/// guide built.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct GettingStartedTests {
    static let guide = CopydeckBinary.packageRoot.appendingPathComponent("Documentation/GettingStarted.md")

    /// The guide's fenced blocks, in order: (language, text).
    static func blocks() throws -> [(language: String, text: String)] {
        var blocks: [(String, String)] = []
        var open: (String, [String])?
        for line in try String(contentsOf: guide, encoding: .utf8).components(separatedBy: "\n") {
            if let block = open {
                if line == "```" {
                    blocks.append((block.0, block.1.joined(separator: "\n")))
                    open = nil
                } else {
                    open?.1.append(line)
                }
            } else if line.hasPrefix("```"), !line.dropFirst(3).contains("`") {
                open = (String(line.dropFirst(3)), [])
            }
        }
        return blocks
    }

    @Test func everyCommandOfTheGuideRunsAndPrintsWhatItShows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-guide-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("copydeck"), withDestinationURL: CopydeckBinary.url!)
        let work = folder.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

        // One shell for the whole guide, so `cd my-app` holds for what follows; each block's
        // output is marked, to compare with the text block after it.
        let blocks = try Self.blocks()
        var script = "set -e\nexec 1>&2\n"
        var shown: [(block: Int, text: String)] = []
        var commands = 0
        for (index, block) in blocks.enumerated() {
            switch block.language {
            case "sh":
                script += "echo '--- block \(index)' >&2\n" + block.text + "\n"
                commands += block.text.split(separator: "\n").count
            case "text":
                if index > 0, blocks[index - 1].language == "sh" { shown.append((index - 1, block.text)) }
            default:
                continue
            }
        }
        #expect(commands >= 9, "the guide's commands: init, lint, build, preview, export, import…")
        let run = try CopydeckBinary.run(["-c", script], in: work,
                                         environment: ["PATH": bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "NO_COLOR": "1"],
                                         executable: "/bin/sh")
        #expect(run.status == 0, "the guide stopped: \(run.stderr)")
        let output = run.stdout + run.stderr
        for (block, text) in shown {
            let section = output.components(separatedBy: "--- block \(block)\n").dropFirst().first?
                .components(separatedBy: "--- block ").first ?? ""
            for line in text.split(separator: "\n") {
                #expect(section.contains(line), "block \(block) printed:\n\(section)\nnot: \(line)")
            }
        }

        // What the guide says the app sees, from what it built.
        let build = work.appendingPathComponent("my-app/build")
        // Getting started example: begin
        let welcome = try CopydeckBundle(directory: build.appendingPathComponent("welcome/bundle"))
        let strings = welcome.strings(preferredLanguages: ["ja-JP", "en"])
        let title = try strings.string("welcome.intro.title")
        let usage = try strings.permissionCopy("location")?.usageDescription()   // NSLocationWhenInUseUsageDescription
        let shield = try strings.shieldCopy("focus")?.text(["remaining": .duration(1500)])

        // The flow, by stable outcome ids: the app records what the iOS prompt answered.
        guard let flow = welcome.flows?.flow("onboarding") else { throw CocoaError(.fileReadCorruptFile) }
        var navigator = try FlowNavigator(flow: flow)
        try navigator.advance()                    // launch → the welcome page
        try navigator.advance()                    // → the location pre-prompt
        try navigator.advance()                    // → the iOS prompt
        try navigator.advance(outcome: "denied")   // the user declined: the denial screen
        // Getting started example: end

        let guide = try String(contentsOf: Self.guide, encoding: .utf8)
        #expect(title == "ようこそ" && guide.contains("`title` is 「ようこそ」"))
        #expect(usage == welcome.locales["ja"]?.messages["welcome.location.usage"] && usage != nil)
        #expect(shield?.subtitle == "残り00:25:00です" && guide.contains("「残り00:25:00です」"))
        #expect(navigator.current.id == "notice" && guide.contains("the node `notice`"))
        #expect(navigator.current.screen == "location_denied")
    }

    /// The guide shows exactly the Swift lines the test runs.
    @Test func theGuideShowsTheTestedSwift() throws {
        let lines = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(lines.firstIndex { $0.contains("Getting started example: begin") })
        let end = try #require(lines.firstIndex { $0.contains("Getting started example: end") })
        let example = lines[(begin + 1)..<end].map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : $0 }.joined(separator: "\n")
        let swift = try Self.blocks().filter { $0.language == "swift" }.map(\.text)
        #expect(swift == [example], "GettingStarted.md's Swift differs from GettingStartedTests; paste:\n\(example)")
    }
}
