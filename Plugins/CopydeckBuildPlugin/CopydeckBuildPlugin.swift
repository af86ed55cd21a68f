import Foundation
import PackagePlugin

/// Compiles a target's Copydeck project into the target's resources at build time: every deck's
/// bundle, flattened as `<deck>.manifest.json`, `<deck>.<locale>.json` and `<deck>.flows.json`,
/// which `CopydeckBundle(bundle: .module, deck:)` loads. The project is `copydeck.yml` with its
/// `content/` and `locales/` in the target's folder or in its `Copydeck/` folder (exclude it from
/// the target's sources). A project with errors fails the build with its located diagnostics.
@main
struct CopydeckBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let candidates = [target.directoryURL, target.directoryURL.appendingPathComponent("Copydeck")]
        guard let project = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("copydeck.yml").path) }) else {
            Diagnostics.error("Copydeck: target \(target.name) has no copydeck.yml in its folder or in its Copydeck/ folder")
            return []
        }
        let copydeck = try context.tool(named: "copydeck").url
        // copydeck.yml read by copydeck itself, as every command reads it: the files the build
        // will write, which a build command must declare before it runs.
        let work = context.pluginWorkDirectoryURL
        guard let names = try Self.outputNames(of: project, copydeck: copydeck, work: work) else { return [] }
        if names.isEmpty {
            Diagnostics.error("Copydeck: \(project.appendingPathComponent("copydeck.yml").path) declares no deck (list the deck ids under `decks:`)")
            return []
        }
        let output = work.appendingPathComponent("Copydeck")
        return [
            .buildCommand(
                displayName: "Copydeck: compiling the copy of \(target.name)",
                executable: copydeck,
                arguments: ["build", "--project", project.path, "--out", output.path, "--layout", "resources", "--absolute-paths"],
                inputFiles: Self.files(in: project),
                outputFiles: names.map { output.appendingPathComponent($0) }
            ),
        ]
    }

    /// `copydeck.yml`, the project's baseline when it has one (the build applies it), and
    /// everything under `content/` and `locales/`: a change to any reruns the build.
    static func files(in project: URL) -> [URL] {
        var files = [project.appendingPathComponent("copydeck.yml")]
        let baseline = project.appendingPathComponent("copydeck-baseline.json")
        if FileManager.default.fileExists(atPath: baseline.path) { files.append(baseline) }
        for folder in ["content", "locales"] {
            let root = project.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey]) else { continue }
            for case let url as URL in walk where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                files.append(url)
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// `copydeck build --layout resources --list-outputs`: the names of the files the build
    /// writes, or nil when copydeck.yml has errors, reported here at their places in copydeck's
    /// own words, so the build fails with them. (Its warnings are the build's to print.)
    static func outputNames(of project: URL, copydeck: URL, work: URL) throws -> [String]? {
        guard FileManager.default.isExecutableFile(atPath: copydeck.path) else {
            Diagnostics.error("Copydeck: \(copydeck.path) was not built before the plugin ran; build again")
            return nil
        }
        // Standard error in a file, so that neither pipe can fill while the other is read.
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let errorsFile = work.appendingPathComponent("list-outputs.stderr")
        try Data().write(to: errorsFile)
        let errors = try FileHandle(forWritingTo: errorsFile)
        let process = Process()
        process.executableURL = copydeck
        process.arguments = ["build", "--project", project.path, "--layout", "resources", "--list-outputs", "--absolute-paths"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = errors
        try process.run()
        let listed = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errors.close()
        guard process.terminationStatus == 0 else {
            let text = String(decoding: (try? Data(contentsOf: errorsFile)) ?? Data(), as: UTF8.self)
            let reported = text.split(separator: "\n").filter { report(String($0)) }.count
            if reported == 0 { Diagnostics.error("Copydeck: copydeck could not read \(project.path) (exit \(process.terminationStatus)): \(text)") }
            return nil
        }
        return String(decoding: listed, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// One error line of copydeck's: `path:line:column: error: message` goes to the file and
    /// line it names; the quoted source and caret lines under it are left out. True when reported.
    static func report(_ line: String) -> Bool {
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        if parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil,
           parts[3].trimmingCharacters(in: .whitespaces) == "error" {
            Diagnostics.error(parts[4].trimmingCharacters(in: .whitespaces), file: String(parts[0]), line: number)
            return true
        }
        if line.hasPrefix("copydeck: error:") {
            Diagnostics.error("Copydeck: " + line.dropFirst("copydeck: error:".count).trimmingCharacters(in: .whitespaces))
            return true
        }
        return false
    }
}
