import Foundation
import Testing

/// The release binary, `swift build -c release --static-swift-stdlib --product copydeck`: one
/// executable that runs where only glibc, libxml2 and libcurl (for the MCP SDK's Foundation
/// networking) are installed. `.ci/run` builds it and names it in `COPYDECK_RELEASE_BINARY`; a
/// local run without it skips, saying how to make it.
@Suite(.enabled(if: ReleaseBinary.url != nil || ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1",
                "set COPYDECK_RELEASE_BINARY to a copydeck built with `swift build -c release --static-swift-stdlib --product copydeck`"))
struct ReleaseBinaryTests {
    static var binary: URL? { ReleaseBinary.url }

    /// The shared libraries the dynamic loader maps for it: none of Swift's.
    @Test func itLinksNoSwiftLibrary() throws {
        let binary = try #require(Self.binary, "COPYDECK_RELEASE_BINARY is not set")
        let ldd = try Self.run(URL(fileURLWithPath: "/usr/bin/ldd"), [binary.path], in: FileManager.default.temporaryDirectory)
        #expect(ldd.status == 0, "\(ldd.output)")
        let libraries = ldd.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(libraries.contains { $0.hasPrefix("libxml2.so") }, "\(ldd.output)")
        #expect(libraries.contains { $0.hasPrefix("libc.so") }, "\(ldd.output)")
        let swift = libraries.filter { line in
            ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime", "libXCTest", "libTesting"].contains { line.hasPrefix($0) }
        }
        #expect(swift.isEmpty, "\(swift)")
        #expect(!libraries.contains { $0.contains("not found") }, "\(ldd.output)")
    }

    /// Copied alone to a folder outside the checkout, it prints the version the source declares
    /// (the debug build's, made from the same line) and starts, lints and builds a project.
    @Test func itRunsAloneOutsideTheCheckout() throws {
        let binary = try #require(Self.binary, "COPYDECK_RELEASE_BINARY is not set")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-release-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let copy = folder.appendingPathComponent("copydeck")
        try FileManager.default.copyItem(at: binary, to: copy)

        let version = try Self.run(copy, ["--version"], in: folder)
        #expect(version.status == 0, "\(version.output)")
        let debug = try CopydeckBinary.run(["--version"])
        #expect(version.stdout == debug.stdout)
        #expect(!version.stdout.isEmpty)

        let initialised = try Self.run(copy, ["init", "app"], in: folder)
        #expect(initialised.status == 0, "\(initialised.output)")
        let lint = try Self.run(copy, ["lint", "--project", "app", "--strict"], in: folder)
        #expect(lint.status == 0, "\(lint.output)")
        let build = try Self.run(copy, ["build", "--project", "app"], in: folder)
        #expect(build.status == 0, "\(build.output)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("app/build/welcome/bundle/manifest.json").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("app/build/welcome/apple/ko.lproj/Localizable.strings").path))
    }

    struct Run {
        var status: Int32
        var stdout: String
        var output: String
    }

    /// Runs `executable` with an environment of PATH alone, so that nothing points the loader
    /// at a toolchain.
    static func run(_ executable: URL, _ arguments: [String], in directory: URL) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ["PATH": "/usr/bin:/bin"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: stdout, output: stdout + stderr)
    }
}

/// The binary `COPYDECK_RELEASE_BINARY` names.
enum ReleaseBinary {
    static let url: URL? = ProcessInfo.processInfo.environment["COPYDECK_RELEASE_BINARY"].map(URL.init(fileURLWithPath:))
}
