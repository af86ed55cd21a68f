import ArgumentParser
import CopydeckCompiler
import CopydeckMCP
import Foundation
import MCP

/// `copydeck mcp`: the Model Context Protocol server over standard input and output, for an
/// assistant (Claude Desktop, an IDE's agent) to start.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Run the Model Context Protocol server over standard input and output (for AI assistants).",
        discussion: """
            Tools: lint (the project, or a proposed text for one key and locale before it is \
            written), explain (a finding's rule), fields (a screen's fields with budgets and \
            placeholders), diff (against a git revision), render (a screen's preview page as HTML) \
            and write (a message through the locale-file editor, refused when lint would fail on \
            it). Resources: copydeck://decks and copydeck://rules.
            """
    )

    @OptionGroup var options: ProjectOptions

    func run() throws {
        let directory = try options.directory()
        let finished = DispatchSemaphore(value: 0)
        Task {
            do {
                let server = await CopydeckMCPServer.make(directory: directory)
                try await server.start(transport: StdioTransport())
                await server.waitUntilCompleted()
            } catch {
                Terminal.standardError("copydeck mcp: \(error)\n")
            }
            finished.signal()
        }
        finished.wait()
    }
}
