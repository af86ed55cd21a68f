import ArgumentParser
import CopydeckLanguageServer
import Foundation

/// `copydeck lsp`: the language server, over standard input and output, for an editor to start.
/// Reads messages as they come; after each burst (nothing more to read at once) it lints if an
/// edit asked for it and publishes the diagnostics, so a run of keystrokes costs one lint.
struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server over standard input and output (for VS Code, Neovim and other editors).",
        discussion: """
            Diagnostics as you type (lint's findings for unsaved text too), hover on a message or \
            placeholder (its text in every locale, budget and state), go to definition and find \
            references of keys and screens, completion of keys, placeholders and outcome ids, \
            quick fixes for lint's certain fixes, and document symbols. The project is the one \
            above the editor's workspace, or --project.
            """
    )

    @Option(name: .long, help: "The project folder (the one with copydeck.yml); by default the one above the editor's workspace.", completion: .directory)
    var project: String?

    func run() throws {
        let server = LanguageServer(project: project.map { URL(fileURLWithPath: $0) })
        var framing = MessageFraming()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(STDIN_FILENO, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { Terminal.exit(server.exitStatus ?? 1) }  // the editor went away
            framing.append(buffer[..<count])
            do {
                while let body = try framing.next() {
                    for reply in server.handle(body) { Terminal.standardOutput(MessageFraming.frame(reply)) }
                    if let status = server.exitStatus { Terminal.exit(status) }
                }
            } catch {
                Terminal.standardError("copydeck lsp: \(error)\n")
                Terminal.exit(1)
            }
            if server.needsLint, !Self.moreToRead() {
                for notification in server.flush() { Terminal.standardOutput(MessageFraming.frame(notification)) }
            }
        }
    }

    /// Whether more input is waiting: the rest of a burst of edits, linted once it has come.
    private static func moreToRead() -> Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0
    }
}
