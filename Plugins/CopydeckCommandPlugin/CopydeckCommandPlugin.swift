import Foundation
import PackagePlugin

/// `swift package copydeck lint` / `swift package copydeck build`: runs the `copydeck` command
/// line on the package's own Copydeck project (the package root, unless `--project` says
/// otherwise), with its output and exit status. Where SwiftPM sandboxes plugins (macOS), a command
/// that writes needs its folder allowed: `swift package --allow-writing-to-directory build copydeck build`.
@main
struct CopydeckCommandPlugin: CommandPlugin {
    /// The subcommands that work on a project and take `--project`.
    static let projectCommands: Set<String> = ["build", "lint", "preview", "export", "import", "generate"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var arguments = arguments
        if let command = arguments.first, Self.projectCommands.contains(command), !arguments.contains("--project") {
            arguments += ["--project", context.package.directoryURL.path]
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

struct CopydeckFailed: Error, CustomStringConvertible {
    var status: Int32
    var command: String
    var description: String { "copydeck \(command) exited with status \(status)" }
}
