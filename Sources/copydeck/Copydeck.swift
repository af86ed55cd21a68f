import ArgumentParser
import CopydeckCompiler
import Foundation

@main
struct Copydeck: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "copydeck",
        abstract: "Compile, check and preview the onboarding copy and screen flows of an app.",
        version: Copydeck.version,
        subcommands: [InitCommand.self, BuildCommand.self, LintCommand.self, FlowCommand.self, ExportCommand.self, ImportCommand.self, AdoptCommand.self, DiffCommand.self, ReviewCommand.self, PreviewCommand.self, GenerateCommand.self, LSPCommand.self, MCPCommand.self]
    )

    /// What `--version` prints: the version the source declares and the commit a release was
    /// built from (`0.1.0 (commit 1a2b3c4d5e6f)`), or that the commit is unknown (a build from
    /// source).
    static let version = "\(CopydeckVersion.current) (commit \(BuildCommit.id ?? "unknown"))"

    /// Exit status 2 for every usage error: swift-argument-parser's own default is 64
    /// (`EX_USAGE`), and Copydeck's contract is 0 clean, 1 findings, 2 usage.
    static func main() {
        AllocatorTuning.apply()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .validationFailure {
                Terminal.standardError(fullMessage(for: error) + "\n")
                Terminal.exit(2)
            }
            exit(withError: error)
        }
    }
}
