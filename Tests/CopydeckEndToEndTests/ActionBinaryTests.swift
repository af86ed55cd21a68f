import Foundation
import Testing

/// The action's first steps, run as the runner runs them. At a release tag on Linux it downloads
/// the release's binary (from a release server on loopback, laid out as GitHub's), checks it
/// against the release's SHA256SUMS (written by the release workflow's own step) and runs it;
/// a binary that is not the released one is never run; a branch, a missing asset or another
/// version fall back to the source build, which says whether the cache served it.
@Suite(.enabled(if: CopydeckBinary.url != nil && StringTablesTests.available("curl"),
                "needs the copydeck binary and curl"))
struct ActionBinaryTests {
    static var version: String {
        get throws { String(try CopydeckBinary.run(["--version"]).stdout.split(separator: " ").first ?? "") }
    }

    static var asset: String {
        #if arch(arm64)
        "copydeck-linux-aarch64"
        #else
        "copydeck-linux-x86_64"
        #endif
    }

    /// A release folder `<root>/v<version>/` holding `files` and the SHA256SUMS the release
    /// workflow's checksums step writes for them.
    static func release(_ files: [String: URL], runner: ActionRunner) throws -> URL {
        let root = runner.folder.appendingPathComponent("releases")
        let tag = root.appendingPathComponent("v\(try version)")
        try FileManager.default.createDirectory(at: tag, withIntermediateDirectories: true)
        for (name, source) in files { try FileManager.default.copyItem(at: source, to: tag.appendingPathComponent(name)) }
        let checksums = try runner.run(try GitHubActionTests.step("checksums", in: ".github/workflows/release.yml"), in: tag, environment: [:])
        #expect(checksums.status == 0, "\(checksums.stderr)")
        return root
    }

    func fetch(_ runner: ActionRunner, reference: String, server: String, actionPath: URL = CopydeckBinary.packageRoot) throws -> CopydeckBinary.Run {
        try runner.run(try GitHubActionTests.step("binary"), in: runner.folder, environment: [
            "ACTION_REF": reference, "ACTION_REPOSITORY": "copydeck/copydeck", "COPYDECK_RELEASES_URL": server,
            "GITHUB_ACTION_PATH": actionPath.path,
        ])
    }

    @Test func atAReleaseTagItRunsTheReleasedBinaryOnceItsChecksumHolds() throws {
        let runner = try ActionRunner()
        defer { runner.remove() }
        let server = try FakeReleaseServer(root: try Self.release([Self.asset: try #require(CopydeckBinary.url)], runner: runner))
        let version = try Self.version

        let fetched = try fetch(runner, reference: "v\(version)", server: server.address)
        #expect(fetched.status == 0, "\(fetched.stdout)\(fetched.stderr)")
        #expect(try runner.values()["found"] == "true")
        let copydeck = runner.temporary.appendingPathComponent("copydeck-\(version)/\(Self.asset)")
        #expect(try runner.values(of: "env")["COPYDECK"] == copydeck.path)
        #expect(FileManager.default.isExecutableFile(atPath: copydeck.path))
        #expect(fetched.stdout.contains("::notice title=Copydeck::Copydeck \(version) (commit "), "\(fetched.stdout)")
        #expect(fetched.stdout.contains("the release binary \(Self.asset) of v\(version), its SHA-256 checked against the release's SHA256SUMS"))
        #expect(try runner.text(of: "summary").contains("the release binary \(Self.asset) of v\(version)"))

        // The lint step runs it: the first annotation names the planted defect.
        let repository = try CopydeckBinary.copyFixture("demo")
        defer { try? FileManager.default.removeItem(at: repository) }
        let ja = repository.appendingPathComponent("locales/ja/demo.yml")
        try String(contentsOf: ja, encoding: .utf8).replacingOccurrences(of: "  next: 次へ\n", with: "").write(to: ja, atomically: true, encoding: .utf8)
        let lint = try runner.run(try GitHubActionTests.step("lint"), in: repository, environment: [
            "COPYDECK": copydeck.path, "PROJECT": ".", "STRICT": "false", "BASELINE": "", "GITHUB_WORKSPACE": repository.path,
        ])
        #expect(lint.status == 1)
        #expect(lint.stdout.hasPrefix("::error file=locales/ko/demo.yml,line=3,col=3,title=message.missing::"), "\(lint.stdout)")
        #expect(try runner.text(of: "summary").contains("error: message `demo.intro.next` is missing in ja"))
    }

    /// A binary whose bytes are not the ones SHA256SUMS lists is removed unrun (it would leave a
    /// mark if it ran), with a warning, and the source build is asked for.
    @Test func aBinaryThatIsNotTheReleasedOneIsNeverRun() throws {
        let runner = try ActionRunner()
        defer { runner.remove() }
        let marker = runner.folder.appendingPathComponent("it-ran")
        let impostor = runner.folder.appendingPathComponent("impostor")
        try Data("#!/bin/sh\ntouch '\(marker.path)'\necho \(try Self.version)\n".utf8).write(to: impostor)
        let root = try Self.release([Self.asset: impostor], runner: runner)
        let sums = root.appendingPathComponent("v\(try Self.version)/SHA256SUMS")
        let listed = String(repeating: "0", count: 64)
        try Data("\(listed)  \(Self.asset)\n".utf8).write(to: sums)
        let server = try FakeReleaseServer(root: root)

        let fetched = try fetch(runner, reference: "v\(try Self.version)", server: server.address)
        #expect(fetched.status == 0, "\(fetched.stderr)")
        let values = try runner.values()
        #expect(values["found"] == "false")
        #expect(values["reason"]?.contains("the downloaded \(Self.asset) is not the released one") == true, "\(values)")
        #expect(values["reason"]?.contains("SHA256SUMS says \(listed)") == true)
        #expect(fetched.stdout.contains("::warning title=Copydeck::the downloaded \(Self.asset) is not the released one"))
        #expect(!FileManager.default.fileExists(atPath: marker.path))
        #expect(!FileManager.default.fileExists(atPath: runner.temporary.appendingPathComponent("copydeck-\(try Self.version)").path))
        #expect(try runner.values(of: "env")["COPYDECK"] == nil)
    }

    /// A branch is not a release (nothing is downloaded: the server has nothing, and the reason
    /// is not a failed download); a release without the asset, or a binary of another version,
    /// falls back too, each with its reason.
    @Test func elsewhereItAsksForTheSourceBuildAndSaysWhy() throws {
        let runner = try ActionRunner()
        defer { runner.remove() }
        let empty = runner.folder.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let nothing = try FakeReleaseServer(root: empty)
        let version = try Self.version

        _ = try fetch(runner, reference: "main", server: nothing.address)
        #expect(try runner.values()["reason"] == "copydeck@main is not a release tag (this source is \(version), released as v\(version))")
        #expect(try runner.values()["found"] == "false")

        try runner.reset()
        _ = try fetch(runner, reference: "v\(version)", server: nothing.address)
        #expect(try runner.values()["reason"] == "\(nothing.address)/v\(version)/\(Self.asset) or its SHA256SUMS could not be downloaded")

        try runner.reset()
        let other = runner.folder.appendingPathComponent("other")
        try Data("#!/bin/sh\necho '9.9.9 (commit 000000000000)'\n".utf8).write(to: other)
        let server = try FakeReleaseServer(root: try Self.release([Self.asset: other], runner: runner))
        _ = try fetch(runner, reference: "v\(version)", server: server.address)
        #expect(try runner.values()["reason"] == "the release binary \(Self.asset) says it is 9.9.9 (commit 000000000000), not \(version)")
        #expect(try runner.values(of: "env")["COPYDECK"] == nil)
    }

    /// The source build's cache key: the same sources give the same key, a changed source another.
    @Test func theSourceBuildsCacheKeyFollowsTheSource() throws {
        let runner = try ActionRunner()
        defer { runner.remove() }
        let action = runner.folder.appendingPathComponent("action")
        let versionFile = "Sources/CopydeckCompiler/CopydeckVersion.swift"
        try FileManager.default.createDirectory(at: action.appendingPathComponent("Sources/CopydeckCompiler"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: action.appendingPathComponent("Plugins"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: CopydeckBinary.packageRoot.appendingPathComponent(versionFile), to: action.appendingPathComponent(versionFile))
        try FileManager.default.copyItem(at: CopydeckBinary.packageRoot.appendingPathComponent("Package.swift"), to: action.appendingPathComponent("Package.swift"))
        func key() throws -> String {
            try runner.reset()
            _ = try fetch(runner, reference: "main", server: "http://127.0.0.1:9", actionPath: action)
            return try runner.values()["source-key"] ?? ""
        }
        let first = try key()
        #expect(first.count == 20 && first.allSatisfy(\.isHexDigit), "\(first)")
        #expect(try key() == first)
        try Data("// changed\n".utf8).write(to: action.appendingPathComponent("Plugins/Stamp.swift"))
        #expect(try key() != first)
    }

    /// The source build (a `swift` on PATH that records what it is asked and leaves the binary
    /// where SwiftPM does) names the binary for the later steps and says how it was made and why.
    @Test func theSourceBuildSaysWhetherTheCacheServedIt() throws {
        let runner = try ActionRunner()
        defer { runner.remove() }
        let action = runner.folder.appendingPathComponent("action"), log = runner.folder.appendingPathComponent("swift.log")
        try FileManager.default.createDirectory(at: action, withIntermediateDirectories: true)
        try runner.tool("swift", """
            echo "$*" >> '\(log.path)'
            for last in "$@"; do :; done
            mkdir -p "$last/.build/release" && cp '\(try #require(CopydeckBinary.url).path)' "$last/.build/release/copydeck"
            """)
        let reason = "copydeck@main is not a release tag (this source is 0.1.0, released as v0.1.0)"
        for (hit, how) in [("true", "built from this source's cached build"), ("", "built from source (nothing cached for this source yet")] {
            try runner.reset()
            let built = try runner.run(try GitHubActionTests.step("build"), in: runner.folder, environment: [
                "GITHUB_ACTION_PATH": action.path, "REASON": reason, "CACHE_HIT": hit,
            ])
            #expect(built.status == 0, "\(built.stderr)")
            #expect(try runner.values(of: "env")["COPYDECK"] == action.appendingPathComponent(".build/release/copydeck").path)
            #expect(built.stdout.contains("::notice title=Copydeck::Copydeck \(try Self.version) (commit "), "\(built.stdout)")
            #expect(built.stdout.contains(how) && built.stdout.contains("because \(reason)"), "\(built.stdout)")
            #expect(try runner.text(of: "summary").contains("because \(reason)."))
        }
        #expect(try String(contentsOf: log, encoding: .utf8) == String(repeating: "build -c release --product copydeck --package-path \(action.path)\n", count: 2))
    }
}
