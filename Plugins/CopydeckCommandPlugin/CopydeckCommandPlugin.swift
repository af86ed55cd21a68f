import Foundation
import PackagePlugin

/// `swift package copydeck lint` / `swift package copydeck build`: runs the `copydeck` command
/// line on the package's Copydeck project, with its output and exit status. The project is the
/// one `--project` names, else the package's own folder when it holds `copydeck.yml`, else the
/// one the build plugin compiles: the target whose folder (or its `Copydeck/` folder) holds
/// `copydeck.yml`. Where SwiftPM sandboxes plugins (macOS), a command that writes needs its
/// folder allowed: `swift package --allow-writing-to-directory build copydeck build`.
@main
struct CopydeckCommandPlugin: CommandPlugin {
    /// The subcommands that work on a project and take `--project`.
    static let projectCommands: Set<String> = ["build", "lint", "preview", "export", "import", "adopt", "generate"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        if let command = arguments.first, Self.projectCommands.contains(command), !arguments.contains("--project") {
            arguments += ["--project", try Self.project(in: context.package).path]
        }
        let process = Process()
        process.executableURL = try context.tool(named: "copydeck").url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CopydeckFailed(status: process.terminationStatus, command: arguments.first ?? "")
        }
    }
}

extension CopydeckCommandPlugin {
    /// The package's Copydeck project: its own folder's, else the one target's that the build
    /// plugin compiles (`copydeck.yml` in the target's folder or in its `Copydeck/` folder).
    static func project(in package: Package) throws -> URL {
        func holdsProject(_ folder: URL) -> Bool {
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("copydeck.yml").path)
        }
        if holdsProject(package.directoryURL) { return package.directoryURL }
        var found: [URL] = []
        for case let target as SourceModuleTarget in package.targets {
            if let folder = [target.directoryURL, target.directoryURL.appendingPathComponent("Copydeck")].first(where: holdsProject) {
                found.append(folder)
            }
        }
        if found.count == 1 { return found[0] }
        throw NoProject(found: found)
    }
}

struct NoProject: Error, CustomStringConvertible {
    var found: [URL]
    var description: String {
        found.isEmpty
            ? "no copydeck.yml in the package's folder, nor in a target's folder or its Copydeck/ folder; pass --project DIR"
            : "several targets have a Copydeck project (\(found.map(\.path).joined(separator: ", "))); pass --project DIR"
    }
}

struct CopydeckFailed: Error, CustomStringConvertible {
    var status: Int32
    var command: String
    var description: String { "copydeck \(command) exited with status \(status)" }
}
