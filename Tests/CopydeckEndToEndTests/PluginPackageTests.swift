import Foundation
import Testing

/// Both SwiftPM plugins in a real package (Tests/Fixtures/plugin-package): the build plugin
/// compiles the target's Copydeck project into its resources, the app loads its shields with
/// `CopydeckBundle(bundle: .module, …)`; a broken copy fails the build with the located finding;
/// `swift package copydeck lint|build` run the command line on the package's own project.
///
/// It builds the package (and with it this checkout's `copydeck`) from scratch, which takes a
/// minute or two: it runs when `swift` is on the PATH, and always in CI.
@Suite(.enabled(if: SwiftDriver.url != nil || ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1",
                 "needs the `swift` driver on the PATH"))
struct PluginPackageTests {
    static var swift: URL? { SwiftDriver.url }

    @Test func bothPluginsWorkInAnAppPackage() throws {
        let package = try makePackage()
        defer { try? FileManager.default.removeItem(at: package) }

        let targetConfig = try String(contentsOf: package.appendingPathComponent("Sources/ShieldDemo/Copydeck/copydeck.yml"), encoding: .utf8)
        #expect(targetConfig.contains("decks: { unwind: { name: Unwind } }"))
        #expect(!FileManager.default.fileExists(atPath: package.appendingPathComponent("copydeck.yml").path))

        // The build plugin: the app prints the shield its resources hold.
        let run = try Self.run(["run", "--package-path", package.path, "ShieldDemo", "en"])
        #expect(run.status == 0, "\(run.output)")
        #expect(run.stdout == "It's focus time\nFocusing on Reading, 01:23:45 left\nThis isn't a glitch; it's your choice\nClose\n", "\(run.output)")
        let korean = try Self.run(["run", "--package-path", package.path, "--skip-build", "ShieldDemo", "ko"])
        #expect(korean.stdout.hasPrefix("지금은 집중 시간이에요\n현재 집중 중: Reading, 남은 시간: 01:23:45\n"), "\(korean.output)")

        // The command plugin finds the project the build plugin compiles (the package's folder
        // has none yet), `decks:` in flow style and all.
        let lint = try Self.run(["package", "--package-path", package.path, "copydeck", "lint"])
        #expect(lint.status == 0, "\(lint.output)")
        #expect(lint.output.contains("checked 1 deck"), "\(lint.output)")

        // The package's own project, once there, is the command plugin's.
        try Self.writeProject(at: package, config: Self.config)
        // What a sandbox (macOS) needs to let it write build/: that folder named.
        let build = try Self.run(["package", "--package-path", package.path, "--allow-writing-to-directory", package.appendingPathComponent("build").path, "copydeck", "build"])
        #expect(build.status == 0, "\(build.output)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("build/unwind/bundle/manifest.json").path))
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("build/unwind/apple/ko.lproj/Localizable.strings").path))

        // A broken message in the target's copy fails the build, with the finding at its place.
        let locale = package.appendingPathComponent("Sources/ShieldDemo/Copydeck/locales/en/unwind.yml")
        let text = try String(contentsOf: locale, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "{remaining, duration}", with: "{remaining, duration").utf8).write(to: locale)
        let broken = try Self.run(["build", "--package-path", package.path])
        #expect(broken.status != 0)
        // Named by its absolute path, which Xcode opens.
        #expect(broken.output.contains("\(package.appendingPathComponent("Sources/ShieldDemo/Copydeck/locales/en/unwind.yml").path):"), "\(broken.output)")
        let brokenLint = try Self.run(["package", "--package-path", package.path, "copydeck", "lint", "--project", package.appendingPathComponent("Sources/ShieldDemo/Copydeck").path])
        #expect(brokenLint.status != 0)

        // A copydeck.yml the CLI cannot read fails the build as the CLI would say it, once, at its
        // absolute path: the plugin asks copydeck itself which files the build writes.
        try Data(text.utf8).write(to: locale)
        let config = package.appendingPathComponent("Sources/ShieldDemo/Copydeck/copydeck.yml")
        try Data("version: 1\nsourceLocale: ko\nlocales: [ko, ja, en\ndecks: { unwind: { name: Unwind } }\n".utf8).write(to: config)
        let brokenConfig = try Self.run(["build", "--package-path", package.path])
        #expect(brokenConfig.status != 0)
        #expect(brokenConfig.output.contains("\(config.path):4"), "\(brokenConfig.output)")
        #expect(brokenConfig.output.components(separatedBy: "YAML syntax error").count == 2, "\(brokenConfig.output)")
    }

    /// The fixture in a temporary folder, depending on this checkout, with the example project's
    /// Unwind deck in the target and at the root.
    private func makePackage() throws -> URL {
        let root = CopydeckBinary.packageRoot
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-plugin-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: root.appendingPathComponent("Tests/Fixtures/plugin-package"), to: package)
        let template = try String(contentsOf: package.appendingPathComponent("Package.swift.template"), encoding: .utf8)
        let manifest = template.replacingOccurrences(of: "COPYDECK_PATH", with: root.path)
            .replacingOccurrences(of: "COPYDECK_IDENTITY", with: root.lastPathComponent.lowercased())
        try Data(manifest.utf8).write(to: package.appendingPathComponent("Package.swift"))
        // The target's project writes `decks:` in flow style, which the CLI reads, and so must the
        // build plugin.
        try Self.writeProject(at: package.appendingPathComponent("Sources/ShieldDemo/Copydeck"),
                              config: Self.config.replacingOccurrences(of: "decks:\n  unwind:\n    name: Unwind", with: "decks: { unwind: { name: Unwind } }"))
        return package
    }

    static let config = """
        version: 1
        sourceLocale: ko
        locales: [ko, ja, en]
        fallbacks:
          ja: [en]
          ko: [en]
        decks:
          unwind:
            name: Unwind
        """

    /// The example project's Unwind deck as a project at `project`.
    static func writeProject(at project: URL, config: String) throws {
        let root = CopydeckBinary.packageRoot
        try FileManager.default.createDirectory(at: project.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data(config.utf8).write(to: project.appendingPathComponent("copydeck.yml"))
        try FileManager.default.copyItem(at: root.appendingPathComponent("content/unwind"), to: project.appendingPathComponent("content/unwind"))
        for locale in ["ko", "ja", "en"] {
            let folder = project.appendingPathComponent("locales/\(locale)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent("locales/\(locale)/unwind.yml"), to: folder.appendingPathComponent("unwind.yml"))
        }
    }

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var output: String { stdout + stderr }
    }

    static func run(_ arguments: [String], input: String? = nil) throws -> Run {
        guard let swift else { throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "no swift on the PATH"]) }
        let process = Process()
        process.executableURL = swift
        process.arguments = arguments
        let out = Pipe(), err = Pipe(), stdin = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin
        try process.run()
        if let input { stdin.fileHandleForWriting.write(Data(input.utf8)) }
        try stdin.fileHandleForWriting.close()
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                   stderr: String(decoding: stderrData, as: UTF8.self))
    }
}

/// The `swift` driver on the PATH.
enum SwiftDriver {
    static let url: URL? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
