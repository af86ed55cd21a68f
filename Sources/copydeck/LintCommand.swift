import ArgumentParser
import CopydeckCompiler
import Foundation

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the project's copy and flows; exit 1 on errors (and warnings with --strict).")

    @OptionGroup var options: ProjectOptions

    @Option(help: "Output format: text (stderr), json, sarif or github (stdout).")
    var format: DiagnosticFormat = .text

    @Flag(help: "Fail on warnings too.")
    var strict = false

    @Option(help: "Report only findings not recorded in this baseline file.", completion: .file())
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this file and exit 0.", completion: .file())
    var writeBaseline: String?

    func run() throws {
        let directory = try options.directory()
        let result = try Failure.run { () throws(CopydeckError) in try CompilerDriver(directory: directory).lint() }
        if let writeBaseline {
            let data = try Baseline(diagnostics: result.diagnostics, files: result.project.files).encoded()
            do {
                try data.write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                throw Failure.usage("cannot write \(writeBaseline): \(error.localizedDescription)")
            }
            Terminal.standardError("copydeck: recorded \(result.diagnostics.count) finding(s) in \(writeBaseline)\n")
            return
        }
        var diagnostics = result.diagnostics
        if let baseline {
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: baseline))
            } catch {
                throw Failure.usage("cannot read baseline \(baseline): \(error.localizedDescription)")
            }
            guard let recorded = try? Baseline.decode(data) else { throw Failure.usage("\(baseline) is not a Copydeck baseline") }
            diagnostics = recorded.filter(diagnostics, files: result.project.files)
        }
        try format.print(diagnostics, files: result.project.files)
        Terminal.exit(DiagnosticSummary(diagnostics).fails(strict: strict) ? 1 : 0)
    }
}
