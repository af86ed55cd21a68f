/// A build's findings made final. What this build found gets the project's suppressions,
/// severities and baseline (`CompilerDriver.finish`); a deck it took unread from the last build
/// keeps the findings that build concluded for it (`FindingOwners` tells which are its). The two
/// never meet: suppressions and the baseline match a finding by its own file, and a deck's
/// files are its own.
struct FindingsConclusion {
    private let project: Project
    private let baseline: Baseline?
    private let owners: FindingOwners
    private let unread: Set<String>
    /// The last build's findings of the unread decks.
    private let kept: [Diagnostic]

    init(analysis: CompilerDriver.Analysis, previous: BuildCache?, baseline: Baseline?) {
        project = analysis.project
        self.baseline = baseline
        owners = FindingOwners(decks: analysis.declared)
        unread = Set(analysis.unread.keys)
        let (owners, unread) = (owners, unread)
        kept = unread.isEmpty ? [] : (previous?.diagnostics ?? []).filter { owners.owner(of: $0).map(unread.contains) ?? false }
    }

    /// `found` (this build's findings as the checks and writers made them) made final, with the
    /// kept findings of the unread decks, sorted.
    func finish(_ found: [Diagnostic]) -> [Diagnostic] {
        guard !unread.isEmpty else { return CompilerDriver.finish(found, project, baseline: baseline) }
        let isFresh = { (finding: Diagnostic) in owners.owner(of: finding).map { !unread.contains($0) } ?? true }
        return (CompilerDriver.finish(found.filter(isFresh), project, baseline: baseline).filter(isFresh) + kept).sorted()
    }
}
