import ArgumentParser
import CopydeckCompiler

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the project's copy and flows; exit 1 on errors (and warnings with --strict).")

    @OptionGroup var options: ProjectOptions

    @Option(help: "Output format: text (stderr), json, sarif or github (stdout).")
    var format: DiagnosticFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    func run() throws {
        let directory = try options.directory()
        let result = try Failure.run { () throws(CopydeckError) in try CompilerDriver(directory: directory).lint() }
        try format.print(result.diagnostics, files: result.project.files)
        if result.summary.fails(strict: strict) { throw ExitCode(1) }
    }
}
