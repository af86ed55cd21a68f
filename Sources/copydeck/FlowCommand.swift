import ArgumentParser
import CopydeckCompiler
import Foundation

struct FlowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "flow",
        abstract: "Work with Mermaid screen flows.",
        subcommands: [FlowDumpCommand.self])
}

struct FlowDumpCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "dump",
        abstract: "Print the model Mermaid builds from each flowchart in the files (.mmd, or ```mermaid fences in .md).")

    enum Format: String, ExpressibleByArgument, CaseIterable { case json }

    @Argument(help: "Mermaid (.mmd) or Markdown (.md) files.", completion: .file())
    var files: [String]

    @Option(help: "Output format (json, on stdout).")
    var format: Format = .json

    func validate() throws {
        if files.isEmpty { throw ValidationError("give at least one file") }
    }

    func run() throws {
        let base = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let result = try Failure.run { () throws(CopydeckError) in try FlowDump(base: base).run(files) }
        let data = try OutputTree.json(result.document)
        Terminal.standardOutput(String(decoding: data, as: UTF8.self))
        try DiagnosticFormat.text.print(result.diagnostics, files: result.files, paths: ReportPaths(project: base, workingDirectory: base))
        if !result.diagnostics.isEmpty { throw ExitCode(1) }
    }
}
