import CopydeckCompiler
import Foundation

/// Issue 35's figure: `copydeck diff` of the scale-1 corpus (61,000 messages in ko, ja and en)
/// against the git revision it was committed as, with 1,000 Korean texts changed in the working
/// tree since: both versions read (the old one from git, into memory) and linted, compared, and
/// their findings matched.
enum DiffBenchmarks {
    static let changed = 1_000

    static func run() throws -> [String] {
        let project = try CorpusBenchmarks.corpus(scale: 1)
        defer { try? FileManager.default.removeItem(at: project) }
        try git(project, "init", "-q", "-b", "main")
        try git(project, "add", "-A")
        try git(project, "commit", "-q", "-m", "the corpus")
        // 50 Korean texts in each of the 20 decks, each a word longer.
        var edited = 0
        for deck in 0..<20 {
            let file = project.appendingPathComponent(String(format: "locales/ko/d%03d.yml", deck))
            var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            var here = 0
            for index in lines.indices where here < changed / 20 {
                let line = lines[index]
                guard line.hasPrefix("  "), let colon = line.range(of: ": "), !line.hasSuffix(":"), !line.trimmingCharacters(in: .whitespaces).hasPrefix("#"),
                      let first = line[colon.upperBound...].first, !"|>\"'{[".contains(first) else { continue }
                lines[index] = line + " 수정"
                here += 1
            }
            edited += here
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        precondition(edited == changed, "edited \(edited) texts")
        let driver = CompilerDriver(directory: ProjectDirectory(root: project))
        var diff: ProjectDiff?
        let measured = try Measurement("diff the scale-1 corpus against HEAD with \(changed) Korean texts changed", runs: 5) {
            let made = try driver.diff(against: .revision("HEAD"))
            diff = made
            return made
        }
        // Where the time goes: reading the revision, each lint, and what is left (the comparison).
        var revision: GitRevision?
        let read = try Measurement("  read HEAD from git into memory", runs: 5) { revision = try GitRevision.read("HEAD", project: project); return revision }
        let lintHead = try Measurement("  lint the working tree", runs: 5) { try driver.lint() }
        let old = CompilerDriver(directory: ProjectDirectory(root: project, snapshot: revision!.snapshot))
        let lintBase = try Measurement("  lint the revision, read from memory", runs: 5) { try old.lint() }
        let changes = diff!.changes
        let texts = changes.filter { $0.kind == .message && $0.change == .changed }.count
        precondition(texts == changed, "the diff found \(texts) changed texts")
        let stale = changes.filter { $0.change == .stale }.count
        let render = try Measurement("render it as JSON, text and markdown", runs: 5) {
            (try DiffJSONReporter().render(diff!), DiffTextReporter().render(diff!), DiffMarkdownReporter().render(diff!))
        }
        return [measured.line + " (\(texts) changed, \(stale) stale translations, \(diff!.newFindings.count) new findings)",
                read.line, lintHead.line, lintBase.line, render.line]
    }

    static func git(_ folder: URL, _ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path, "-c", "user.name=Bench", "-c", "user.email=bench@example.com", "-c", "commit.gpgsign=false"] + arguments
        try process.run()
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "git \(arguments) failed")
    }
}
