import CopydeckCompiler
import Foundation

/// Where the corpus lint's time goes: the standard corpus of `scale`, linted as `corpus` lints
/// it (its `lint:` line, without the builds around it), loaded, checked, and each check of the
/// registry run alone over it (`copydeck-bench corpus-checks [SCALE] [RULE…]`; a name no rule
/// has, such as `none`, times no check alone).
///
/// A check alone is timed as `copydeck lint` does not run it: one after another on one core, and
/// a copy rule with the project's messages gathered for it (`CheckRunner` gathers them once for
/// every copy rule). What it is for: which checks are dear, and one check's time before and
/// after a change to it.
enum CorpusCheckBenchmarks {
    /// Each check's median of `runs` runs after a warm-up, dearest first; only the rules named in
    /// `rules` when it is not empty. The first lines are the whole lint, its load and its checks.
    static func run(scale: Int, rules: Set<String>, runs: Int = 7) throws -> [String] {
        let root = try CorpusBenchmarks.corpus(scale: scale)
        defer { try? FileManager.default.removeItem(at: root) }
        let directory = ProjectDirectory(root: root)
        let driver = CompilerDriver(directory: directory)
        let lint = try Measurement("lint", runs: runs) { try driver.lint() }
        var collector = DiagnosticCollector()
        let project = try ProjectLoader(directory: directory).load(&collector)
        let load = try Measurement("load", runs: runs) {
            var collector = DiagnosticCollector()
            return try ProjectLoader(directory: directory).load(&collector)
        }
        let all = Measurement("every check (CheckRunner, both cores)", runs: runs) {
            var collector = DiagnosticCollector()
            CheckRunner().run(project, into: &collector)
            return collector
        }
        var lines = ["scale \(scale)", lint.line, "  " + load.line, "  " + all.line]
        var checks: [(name: String, median: Duration, fastest: Duration)] = []
        for check in Rules.checks {
            let name = "\(type(of: check).rule.id)"
            guard rules.isEmpty || rules.contains(name) else { continue }
            let measured = Measurement(name, runs: runs) {
                var collector = DiagnosticCollector()
                check.check(project, into: &collector)
                return collector
            }
            checks.append((name, measured.median, measured.fastest))
        }
        for check in checks.sorted(by: { $0.median > $1.median }) {
            lines.append("    \(check.name) (alone): median \(Measurement.milliseconds(check.median)) ms, fastest \(Measurement.milliseconds(check.fastest)) ms")
        }
        return lines
    }
}
