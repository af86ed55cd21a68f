import Foundation
import Testing

/// Builds killed with SIGKILL at random moments leave the output folder exactly as it was before
/// or exactly as the new build: never missing, never mixed. The next build clears what the killed
/// ones left beside it.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct KillTests {
    static let kills = 40

    @Test func killedBuildsLeaveTheOldOrTheNewOutput() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-kill-\(UUID().uuidString)")
        let project = work.appendingPathComponent("project")
        let outputs = work.appendingPathComponent("outputs")
        let out = outputs.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }

        // The two versions of the project and the exact output of each.
        var expected: [Snapshot] = []
        var slowest = 0.0
        for version in 0..<2 {
            try Self.writeProject(at: project, version: version)
            let reference = work.appendingPathComponent("reference-\(version)")
            let started = Date()
            let run = try CopydeckBinary.run(["build", "--project", project.path, "--out", reference.path])
            slowest = max(slowest, Date().timeIntervalSince(started))
            try #require(run.status == 0, "\(run.stderr)")
            expected.append(Snapshot(reference).withoutCache)
        }
        #expect(expected[0] != expected[1])
        try #require(try CopydeckBinary.run(["build", "--project", project.path, "--out", out.path]).status == 0)
        var current = 1

        var outcomes = (old: 0, new: 0)
        var written = current
        for kill in 0..<Self.kills {
            let next = 1 - current
            written = next
            try Self.writeProject(at: project, version: next)
            let process = Process()
            process.executableURL = CopydeckBinary.url
            process.arguments = ["build", "--project", project.path, "--out", out.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(Double.random(in: 0...(slowest * 1.2)) * 1_000_000))
            Foundation.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()

            let after = Snapshot(out).withoutCache
            if after == expected[current] {
                outcomes.old += 1
            } else if after == expected[next] {
                outcomes.new += 1
                current = next
            } else {
                Issue.record("kill \(kill): the output is neither the old build nor the new one: \(after.files.keys.sorted())")
                return
            }
        }
        #expect(outcomes.old + outcomes.new == Self.kills)

        // A build that runs to the end writes the project as it is and clears every leftover.
        try #require(try CopydeckBinary.run(["build", "--project", project.path, "--out", out.path]).status == 0)
        let beside = try FileManager.default.contentsOfDirectory(atPath: outputs.path)
        #expect(beside == ["out"], "left beside the output: \(beside.sorted())")
        #expect(Snapshot(out).withoutCache == expected[written])
    }

    /// A project large enough that a build takes a while to write: 400 screens in ko, ja and en.
    static func writeProject(at root: URL, version: Int) throws {
        var content = "screens:\n"
        var locales = ["ko": "", "ja": "", "en": ""]
        for screen in 0..<400 {
            content += "  s\(screen):\n    kind: page\n    fields:\n      title: { surface: title, maxLength: 40 }\n      body: body\n"
            for locale in locales.keys.sorted() {
                locales[locale]! += "s\(screen):\n  title: \(locale) title \(screen) v\(version)\n  body: \(locale) body \(screen) v\(version)\n"
            }
        }
        let files = [
            "copydeck.yml": "version: 1\nsourceLocale: ko\nlocales: [ko, ja, en]\ndecks:\n  demo: {}\n",
            "content/demo/screens.yml": content,
        ].merging(locales.map { ("locales/\($0.key)/demo.yml", $0.value) }) { $1 }
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }
}
