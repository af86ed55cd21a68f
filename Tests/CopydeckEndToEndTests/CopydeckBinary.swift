import Foundation

/// Runs the built `copydeck` executable, as a user or CI would.
struct CopydeckBinary {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while !FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path), url.path != "/" {
            url.deleteLastPathComponent()
        }
        return url
    }()

    /// The executable next to the test bundle (`.build/<config>/copydeck`).
    static let url: URL? = {
        var candidates: [URL] = []
        let bundle = Bundle.main.bundleURL
        candidates += [bundle.deletingLastPathComponent().appendingPathComponent("copydeck"),
                       bundle.appendingPathComponent("copydeck")]
        for bundle in Bundle.allBundles {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("copydeck"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/copydeck"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs copydeck with `arguments`, or `executable` (a wrapper such as `setpriv`, whose
    /// arguments then name copydeck) when given.
    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    executable: String? = nil) throws -> Run {
        guard let url else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "copydeck binary not built"]) }
        let process = Process()
        process.executableURL = executable.map(URL.init(fileURLWithPath:)) ?? url
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        // Where GitHub's paths are named from is the test's to say, not the machine's.
        env["GITHUB_WORKSPACE"] = nil
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting, so a large output cannot block the child.
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   stdout: String(decoding: stdoutData, as: UTF8.self),
                   stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// A copy of a fixture project in a fresh temporary folder.
    static func copyFixture(_ name: String) throws -> URL {
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-e2e-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/\(name)"), to: destination)
        return destination
    }
}
