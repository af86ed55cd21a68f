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

    @OptionGroup var baseline: BaselineOption
    @OptionGroup var paths: PathOptions

    @Flag(help: "Make the fixes that are certain (Documentation/Rules.md says which) in the locale files, print each, then report the findings left.")
    var fix = false

    @Flag(help: "With --fix: print the fixes without writing them; exit 1 if there is any.")
    var check = false

    @Option(name: .customLong("write-baseline"), help: "Record the current findings (with those only a build's string-table writers meet) in this file and exit 0.", completion: .file())
    var writeBaseline: String?

    func validate() throws {
        if let path = baseline.baseline, writeBaseline != nil {
            throw ValidationError("--baseline and --write-baseline cannot be used together: write the baseline with --write-baseline alone, then lint with --baseline \(path)")
        }
        if fix, writeBaseline != nil {
            throw ValidationError("--fix and --write-baseline cannot be used together: fix first, then record what is left")
        }
        if check, !fix {
            throw ValidationError("--check goes with --fix (copydeck lint --fix --check shows the fixes without writing them)")
        }
    }

    func run() throws {
        let directory = try options.directory()
        let driver = CompilerDriver(directory: directory)
        if fix { return try runFixes(driver, directory) }
        // A baseline records what a build would fail on too: the table writers' findings.
        let result = try Failure.run { () throws(CopydeckError) in writeBaseline == nil ? try driver.lint() : try driver.findingsForBaseline() }
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
        let recorded = try baseline.load(project: directory)
        if let recorded {
            diagnostics = recorded.filter(diagnostics, files: result.project.files)
        }
        try format.print(diagnostics, files: result.project.files, paths: .here(project: directory), absolute: paths.absolutePaths)
        // A clean run says what it checked, in text only: the machine formats stay empty of it.
        if format == .text, diagnostics.isEmpty {
            let beyond = recorded != nil && !result.diagnostics.isEmpty ? "no findings beyond the baseline" : "no findings"
            Terminal.standardError("\(ProjectTally(result.project)): \(beyond)\n")
        }
        Terminal.exit(DiagnosticSummary(diagnostics).fails(strict: strict) ? 1 : 0)
    }

    /// `--fix [--check]`: the fixes made (or shown), then the findings left, as `lint` reports them.
    private func runFixes(_ driver: CompilerDriver, _ directory: ProjectDirectory) throws {
        let recorded = try baseline.load(project: directory)
        let result = try Failure.run { () throws(CopydeckError) in try driver.fix(check: check, baseline: recorded) }
        let paths = ReportPaths.here(project: directory)
        Terminal.standardError(FixReporter().render(fixed: result.fixed, files: result.files.count, check: check, name: paths.forReader))
        // Left: the findings of the project as fixed (under --check, as it would be), and any fix
        // the editor could not make.
        let left = (result.lint.diagnostics + result.problems).sorted()
        try format.print(left, files: result.lint.project.files, paths: paths, absolute: self.paths.absolutePaths)
        let pending = check && !result.fixed.isEmpty
        Terminal.exit(pending || DiagnosticSummary(left).fails(strict: strict) ? 1 : 0)
    }
}
