import Foundation
import Testing

/// `.github/workflows/release.yml`, judged by GitHub's workflow schema and by running its
/// steps as the runner does: the tag must be the version the source declares, SHA256SUMS lists
/// every binary (and `sha256sum -c` accepts it), and the release is published with them through
/// a `gh` that records what it is asked. The binaries' names are the ones the action downloads
/// (`ActionBinaryTests` serves this step's output to the action's own step).
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct ReleaseWorkflowTests {
    static let workflow = ".github/workflows/release.yml"

    @Test(.enabled(if: StringTablesTests.available("check-jsonschema"), "needs check-jsonschema (pip install check-jsonschema)"))
    func itIsAWorkflowGitHubAccepts() throws {
        let checker = try GitHubActionTests.tool("check-jsonschema")
        let path = CopydeckBinary.packageRoot.appendingPathComponent(Self.workflow).path
        let run = try StringTablesTests.run(checker, ["--builtin-schema", "vendor.github-workflows", path])
        #expect(run.status == 0, "\(String(decoding: run.out, as: UTF8.self)) \(run.err)")
    }

    /// Every architecture the workflow builds is one the action asks for, and the other way round.
    @Test func itBuildsTheBinariesTheActionAsksFor() throws {
        let workflow = try String(contentsOf: CopydeckBinary.packageRoot.appendingPathComponent(Self.workflow), encoding: .utf8)
        let action = try GitHubActionTests.step("binary")
        let built = Set(workflow.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            return text.hasPrefix("arch: ") ? "copydeck-linux-" + text.dropFirst("arch: ".count) : nil
        })
        let asked = Set(action.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "asset=copydeck-linux-") else { return nil }
            return "copydeck-linux-" + line[range.upperBound...].prefix { $0 != " " && $0 != ";" }
        })
        #expect(built == ["copydeck-linux-x86_64", "copydeck-linux-aarch64"])
        #expect(built == asked, "\(built) \(asked)")
    }

    @Test func aTagThatIsNotTheSourcesVersionIsRefused() throws {
        let runner = try ActionRunner()
        defer { runner.remove() }
        let script = try GitHubActionTests.step("tag", in: Self.workflow)
        let version = String(try CopydeckBinary.run(["--version"]).stdout.split(separator: " ").first ?? "")
        let wrong = try runner.run(script, in: CopydeckBinary.packageRoot, environment: ["GITHUB_REF_NAME": "v9.9.9"])
        #expect(wrong.status == 1)
        #expect(wrong.stdout == "::error file=Sources/CopydeckCompiler/CopydeckVersion.swift::the tag v9.9.9 is not v\(version), the version the source declares\n")
        let right = try runner.run(script, in: CopydeckBinary.packageRoot, environment: ["GITHUB_REF_NAME": "v\(version)"])
        #expect(right.status == 0, "\(right.stdout)")
    }

    /// The stamp step writes the commit into the source the binary is built from, and the
    /// stamped file still compiles (swiftc judges it).
    @Test(.enabled(if: StringTablesTests.available("swiftc"), "needs swiftc (the Swift toolchain)"))
    func itStampsTheCommitIntoTheBinarysSource() throws {
        let runner = try ActionRunner()
        defer { runner.remove() }
        let checkout = runner.folder.appendingPathComponent("checkout"), file = "Sources/copydeck/BuildCommit.swift"
        try FileManager.default.createDirectory(at: checkout.appendingPathComponent("Sources/copydeck"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CopydeckBinary.packageRoot.appendingPathComponent(file), to: checkout.appendingPathComponent(file))
        let stamped = try runner.run(try GitHubActionTests.step("stamp", in: Self.workflow), in: checkout,
                                     environment: ["GITHUB_SHA": "0123456789abcdef0123456789abcdef01234567"])
        #expect(stamped.status == 0, "\(stamped.stderr)")
        let text = try String(contentsOf: checkout.appendingPathComponent(file), encoding: .utf8)
        #expect(text.contains("static let id: String? = \"0123456789ab\""), "\(text)")
        let compiled = try StringTablesTests.run(try GitHubActionTests.tool("swiftc"), ["-typecheck", checkout.appendingPathComponent(file).path])
        #expect(compiled.status == 0, "\(compiled.err)")
        // Stamped again (a file already stamped): the step fails rather than build without the commit.
        let again = try runner.run(try GitHubActionTests.step("stamp", in: Self.workflow), in: checkout, environment: ["GITHUB_SHA": "fedcba9876543210"])
        #expect(again.status != 0)
    }

    @Test(.enabled(if: StringTablesTests.available("sha256sum"), "needs sha256sum (coreutils)"))
    func itPublishesTheBinariesWithTheirChecksums() throws {
        let runner = try ActionRunner()
        defer { runner.remove() }
        let dist = runner.folder.appendingPathComponent("dist"), log = runner.folder.appendingPathComponent("gh.log")
        try FileManager.default.createDirectory(at: dist, withIntermediateDirectories: true)
        try Data("x86_64 binary".utf8).write(to: dist.appendingPathComponent("copydeck-linux-x86_64"))
        try Data("arm64 binary".utf8).write(to: dist.appendingPathComponent("copydeck-linux-aarch64"))
        let sums = try runner.run(try GitHubActionTests.step("checksums", in: Self.workflow), in: dist, environment: [:])
        #expect(sums.status == 0, "\(sums.stderr)")
        let lines = try String(contentsOf: dist.appendingPathComponent("SHA256SUMS"), encoding: .utf8).split(separator: "\n")
        #expect(lines.map { $0.split(separator: " ").last.map(String.init) } == ["copydeck-linux-aarch64", "copydeck-linux-x86_64"])
        let check = try StringTablesTests.run(try GitHubActionTests.tool("sha256sum"), ["-c", "SHA256SUMS"], in: dist)
        #expect(check.status == 0, "\(check.err)")
        // sha256sum -c bites: a changed binary fails it.
        try Data("changed".utf8).write(to: dist.appendingPathComponent("copydeck-linux-x86_64"))
        #expect(try StringTablesTests.run(try GitHubActionTests.tool("sha256sum"), ["-c", "SHA256SUMS"], in: dist).status != 0)

        try runner.tool("gh", "echo \"$*\" >> '\(log.path)'")
        let published = try runner.run(try GitHubActionTests.step("publish", in: Self.workflow), in: dist, environment: [
            "GITHUB_REF_NAME": "v0.2.0", "GITHUB_REPOSITORY": "team/copydeck", "GH_TOKEN": "token",
        ])
        #expect(published.status == 0, "\(published.stderr)")
        #expect(try String(contentsOf: log, encoding: .utf8)
            == "release create v0.2.0 --repo team/copydeck --title Copydeck 0.2.0 --generate-notes copydeck-linux-aarch64 copydeck-linux-x86_64 SHA256SUMS\n")
    }
}
