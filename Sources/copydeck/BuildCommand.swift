import ArgumentParser
import CopydeckCompiler
import Foundation

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile every deck into bundles and string tables under build/.")

    @OptionGroup var options: ProjectOptions

    @Option(help: "The output folder (default: build/ in the project).", completion: .directory)
    var out: String?

    @Flag(help: "Treat warnings as errors: keep the previous output and exit 1.")
    var strict = false

    func run() throws {
        let directory = try options.directory()
        let output = out.map { URL(fileURLWithPath: $0) } ?? directory.url("build")
        let result = try Failure.run { () throws(CopydeckError) in
            try CompilerDriver(directory: directory).build(output: output, strict: strict)
        }
        try DiagnosticFormat.text.print(result.lint.diagnostics, files: result.lint.project.files)
        guard result.written else {
            let kept = result.keptPreviousOutput ? "kept the previous output in \(output.path)" : "nothing was built"
            Terminal.standardError("copydeck: build failed; \(kept); the findings are in \(output.appendingPathComponent("report").path)\n")
            throw ExitCode(1)
        }
        Terminal.standardError("copydeck: built \(result.lint.project.decks.count) deck(s) into \(output.path)\n")
        Terminal.standardError("copydeck: preview at \(output.appendingPathComponent("preview/index.html").path)\n")
        Terminal.exit(0)
    }
}
