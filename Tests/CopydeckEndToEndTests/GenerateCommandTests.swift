import Foundation
import Testing

/// `copydeck generate swift` as a user meets it: stdout or a file, a file left alone when nothing
/// changed, usage errors with exit 2, and nothing generated from a project with errors (exit 1).
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct GenerateCommandTests {
    @Test func writesTheAccessorsToStdoutOrAFile() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let printed = try CopydeckBinary.run(["generate", "swift", "--deck", "unwind", "--project", project.path])
        #expect(printed.status == 0, "\(printed.stderr)")
        let committed = try String(contentsOf: CopydeckBinary.packageRoot.appendingPathComponent("Tests/CopydeckKitTests/Generated/unwind.swift"), encoding: .utf8)
        #expect(printed.stdout == committed)

        let file = project.appendingPathComponent("Unwind+Copy.swift")
        let written = try CopydeckBinary.run(["generate", "swift", "--deck", "unwind", "--project", project.path, "--out", file.path, "--bundle", "module", "--type-name", "UnwindCopy"])
        #expect(written.status == 0, "\(written.stderr)")
        let source = try String(contentsOf: file, encoding: .utf8)
        #expect(source.contains("public enum UnwindCopy {"))
        #expect(source.contains("try CopydeckBundle(bundle: .module, deck: deckID"))
        // Generating again changes nothing, so the file keeps its date (Xcode rebuilds nothing).
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_000_000)], ofItemAtPath: file.path)
        let again = try CopydeckBinary.run(["generate", "swift", "--deck", "unwind", "--project", project.path, "--out", file.path, "--bundle", "module", "--type-name", "UnwindCopy"])
        #expect(again.status == 0)
        let date = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(date == Date(timeIntervalSince1970: 1_000_000))
    }

    @Test func refusesWhatItCannotDo() throws {
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        for arguments in [["--deck", "nope"], ["--deck", "wander", "--bundle", "app"], []] {
            let run = try CopydeckBinary.run(["generate", "swift", "--project", project.path] + arguments)
            #expect(run.status == 2, "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty)
        }
        // A project with an error: its diagnostics, exit 1, no file.
        let locale = project.appendingPathComponent("locales/ko/unwind.yml")
        let text = try String(contentsOf: locale, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "{remaining, duration}", with: "{remaining, duration").utf8).write(to: locale)
        let out = project.appendingPathComponent("Out.swift")
        let broken = try CopydeckBinary.run(["generate", "swift", "--deck", "unwind", "--project", project.path, "--out", out.path])
        #expect(broken.status == 1)
        #expect(broken.stderr.contains("locales/ko/unwind.yml:"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
