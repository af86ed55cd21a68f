/// A check's findings made final. What this check found gets the project's suppressions,
/// severities and baseline (`CompilerDriver.finish`); a deck it left unread (`EarlierCheck`)
/// keeps the findings the earlier check concluded for it (`FindingOwners` tells which are its).
/// The two never meet: suppressions and the baseline match a finding by its own file, and a
/// deck's files are its own.
struct FindingsConclusion {
    private let project: Project
    private let baseline: Baseline?
    private let owners: FindingOwners
    private let unread: Set<String>
    /// The earlier check's findings of the unread decks.
    private let kept: [Diagnostic]

    /// `earlier`: the findings the earlier check concluded, with the baseline applied.
    init(analysis: CompilerDriver.Analysis, earlier: [Diagnostic], baseline: Baseline?) {
        project = analysis.project
        self.baseline = baseline
        owners = FindingOwners(decks: analysis.declared)
        unread = Set(analysis.unread.keys)
        let (owners, unread) = (owners, unread)
        kept = unread.isEmpty ? [] : earlier.filter { owners.owner(of: $0).map(unread.contains) ?? false }
    }

    /// `found` (this build's findings as the checks and writers made them) made final, with the
    /// kept findings of the unread decks, sorted.
    func finish(_ found: [Diagnostic]) -> [Diagnostic] {
        guard !unread.isEmpty else { return CompilerDriver.finish(found, project, baseline: baseline) }
        let isFresh = { (finding: Diagnostic) in owners.owner(of: finding).map { !unread.contains($0) } ?? true }
        return (CompilerDriver.finish(found.filter(isFresh), project, baseline: baseline).filter(isFresh) + kept).sorted()
    }
}
