/// `copydeck diff --format github`: a workflow command per change, on its line in the newer
/// version (a notice; a warning for a stale translation), and each new finding as `lint --format
/// github` prints it (a new `message.stale` only where no stale change stands). What was removed has no line left to stand on: its annotation names no
/// file, and GitHub shows it in the run's summary.
public struct DiffGitHubReporter: Sendable {
    let path: @Sendable (String) -> String

    public init(path: @escaping @Sendable (String) -> String = { $0 }) {
        self.path = path
    }

    public func render(_ diff: ProjectDiff) -> String {
        let github = GitHubReporter()
        var output = ""
        for entry in diff.changes {
            var properties: [String] = []
            if let range = entry.range {
                properties += ["file=\(github.escapeProperty(path(range.file)))", "line=\(range.start.line)", "col=\(range.start.column)"]
            }
            properties.append("title=\(github.escapeProperty("\(entry.deck): \(entry.kind.rawValue) \(entry.change.rawValue)"))")
            let command = entry.change == .stale ? "warning" : "notice"
            output += "::\(command) \(properties.joined(separator: ","))::\(github.escapeData("\(entry.title): \(entry.summary)"))\n"
        }
        // A stale translation is annotated once, as the change it is, not again as its finding.
        let staleLines = Set(diff.changes.filter { $0.change == .stale }.compactMap { $0.range.map { "\($0.file):\($0.start.line)" } })
        let findings = diff.newFindings.filter { finding in
            !(finding.rule == StaleTranslationCheck.rule.id && finding.range.map { staleLines.contains("\($0.file):\($0.start.line)") } == true)
        }
        let renamed = findings.map { finding in
            var finding = finding
            if let file = finding.range?.file { finding.range?.file = path(file) }
            return finding
        }
        return output + github.render(renamed)
    }
}
