import ArgumentParser
import CopydeckCompiler
import Foundation

/// `--format text|json|sarif|github`. Text goes to stderr (it is for people and Xcode); the
/// machine formats go to stdout and nothing else is printed there.
enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, sarif, github

    func print(_ diagnostics: [Diagnostic], files: [String: SourceFile]) throws {
        switch self {
        case .text:
            Terminal.standardError(TextReporter(files: files, color: Terminal.stderrWantsColor).render(diagnostics))
        case .json:
            Terminal.standardOutput(try JSONReporter().render(diagnostics))
        case .sarif:
            Terminal.standardOutput(try SARIFReporter().render(diagnostics))
        case .github:
            Terminal.standardOutput(GitHubReporter().render(diagnostics))
        }
    }
}
