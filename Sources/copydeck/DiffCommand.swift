import ArgumentParser
import CopydeckCompiler
import Foundation

/// `copydeck diff`: what changed against a git revision or another copy of the project, in the
/// project's terms (messages per locale, stale translations, screens, fields, flows, findings).
/// Exit 0 unless `--fail-on` names what is there.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed in copy, screens and flows against a git revision or another project folder.",
        discussion: """
            --base takes a git revision of the repository the project is in (read with git, \
            nothing written, the working tree untouched) or a folder holding another copy of the \
            project (one with copydeck.yml). Without it: the merge base with the default branch \
            (origin/HEAD, main or master), or HEAD.
            """)

    @OptionGroup var options: ProjectOptions

    @OptionGroup var base: BaseOption

    @Option(help: "Output format: text, json, markdown (a pull-request comment) or github (annotations).")
    var format: DiffFormat = .text

    @Option(name: .customLong("fail-on"), help: "Exit 1 when the diff has any of: stale (translations whose source changed), new-findings (errors or warnings the base had not). Comma-separated.")
    var failOn: FailOn?

    @OptionGroup var paths: PathOptions

    func run() throws {
        let directory = try options.directory()
        let diff = try Failure.run { () throws(CopydeckError) in try CompilerDriver(directory: directory).diff(against: base.diffBase) }
        let here = ReportPaths.here(project: directory)
        switch format {
        case .text, .json:
            let absolute = paths.absolutePaths
            let name: @Sendable (String) -> String = { absolute ? here.absolute($0) : here.forReader($0) }
            if format == .text {
                Terminal.standardOutput(DiffTextReporter(path: name).render(diff))
            } else {
                Terminal.standardOutput(try DiffJSONReporter(path: name).render(diff))
            }
        case .markdown, .github:
            let root = here.repositoryRoot(environment: ProcessInfo.processInfo.environment) ?? here.workingDirectory
            let name: @Sendable (String) -> String = { here.from(root, $0) }
            if format == .markdown {
                Terminal.standardOutput(DiffMarkdownReporter(path: name).render(diff))
            } else {
                Terminal.standardOutput(DiffGitHubReporter(path: name).render(diff))
            }
        }
        Terminal.exit(failOn?.fails(diff) == true ? 1 : 0)
    }
}

enum DiffFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json, markdown, github
}

/// `--fail-on stale,new-findings`.
struct FailOn: ExpressibleByArgument {
    enum Condition: String, CaseIterable {
        case stale
        case newFindings = "new-findings"
    }

    var conditions: Set<Condition>

    init?(argument: String) {
        var conditions = Set<Condition>()
        for word in argument.split(separator: ",") {
            guard let condition = Condition(rawValue: word.trimmingCharacters(in: .whitespaces)) else { return nil }
            conditions.insert(condition)
        }
        guard !conditions.isEmpty else { return nil }
        self.conditions = conditions
    }

    static var allValueStrings: [String] { Condition.allCases.map(\.rawValue) }

    func fails(_ diff: ProjectDiff) -> Bool {
        (conditions.contains(.stale) && diff.changes.contains { $0.change == .stale })
            || (conditions.contains(.newFindings) && diff.newFindings.contains { $0.severity != .note })
    }
}
