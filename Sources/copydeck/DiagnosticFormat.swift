import ArgumentParser
import CopydeckCompiler
import Foundation

/// `--format text|json|sarif|github`. Text goes to stderr (it is for people and Xcode); the
/// machine formats go to stdout and nothing else is printed there. Files are named for whoever
/// reads them (`ReportPaths`): text and JSON from the current folder (absolute with
/// `--absolute-paths`, as Xcode wants), GitHub's annotations and SARIF from the repository's root.
enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github

    func print(_ diagnostics: [Diagnostic], files: [String: SourceFile], paths: ReportPaths, absolute: Bool = false) throws {
        switch self {
        case .text, .json:
            let (named, quoted) = ReportPaths.renaming(diagnostics, files: files, absolute ? paths.absolute : paths.forReader)
            if self == .text {
                Terminal.standardError(TextReporter(files: quoted, color: Terminal.stderrWantsColor).render(named))
            } else {
                Terminal.standardOutput(try JSONReporter().render(named))
            }
        case .sarif, .github:
            let root = paths.repositoryRoot(environment: ProcessInfo.processInfo.environment) ?? paths.workingDirectory
            let (named, _) = ReportPaths.renaming(diagnostics, files: [:]) { paths.from(root, $0) }
            if self == .sarif {
                Terminal.standardOutput(try SARIFReporter(root: root).render(named))
            } else {
                Terminal.standardOutput(GitHubReporter().render(named))
            }
        }
    }
}

extension ReportPaths {
    /// Paths of `project`'s files, and of `given` ones (as typed on the command line), named
    /// from the folder the command runs in.
    static func here(project: ProjectDirectory, given: [String] = []) -> ReportPaths {
        ReportPaths(project: project.root, workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath), given: Set(given))
    }
}

/// `--absolute-paths`: findings name every file by its absolute path (what Xcode's issue
/// navigator and the build plugin need).
struct PathOptions: ParsableArguments {
    @Flag(name: .customLong("absolute-paths"), help: "Name files by their absolute paths (for Xcode and build plugins).")
    var absolutePaths = false
}
