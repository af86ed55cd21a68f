extension CompilerDriver {
    /// `lint` again after edits, with `baseline` applied: the findings `lint()` and
    /// `Baseline.filter` give, reading only what the edits touched. The decks that none of the
    /// files `touched` since `last` is an input of are left unread (`LintReuse`), their findings
    /// and model taken from `last`; when the labels the decks show changed, every deck that
    /// quotes one is read too. With no `last`, everything is read.
    public func lint(after last: LintResult?, touched: Set<String>, baseline: Baseline?) throws(CopydeckError) -> LintResult {
        let reuse = LintReuse(last: last, touched: touched, baseline: baseline, linkFree: last != nil && LinkFreeInputs.hold(in: directory.root))
        var timings = BuildTimings()
        let analysis = try analyze(tables: false, reuse: reuse, timings: &timings)
        let conclusion = FindingsConclusion(analysis: analysis, earlier: last?.diagnostics ?? [], baseline: baseline)
        var result = LintResult(project: reuse.merged(analysis.project, declared: analysis.declared, unread: analysis.unread),
                                diagnostics: conclusion.finish(analysis.findings), tables: [])
        result.labels = analysis.labels.merging(analysis.unread.mapValues { .init(shown: $0.labels, quotes: $0.quotes) }) { read, _ in read }
        result.unreadDecks = analysis.unread.keys.sorted()
        return result
    }
}
