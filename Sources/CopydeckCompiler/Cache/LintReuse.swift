/// The language server's last lint, as an earlier check (`EarlierCheck`) of its next: a deck
/// that no file edited since is an input of (`DeckRecord.inputs(of:)`) is left unread, its
/// findings and model taken from the last lint. An edit of `copydeck.yml` or of the baseline
/// reads every deck, as do a lint with none before it and a project whose inputs are reached
/// through a link (`LinkFreeInputs`: an edit of one path may be an edit of another deck's file).
struct LintReuse: EarlierCheck {
    let last: LintResult?
    /// The project files whose text differs from what the last lint read.
    let touched: Set<String>
    let baseline: Baseline?
    /// Whether every input is reached by its own path only.
    let linkFree: Bool
    /// The decks read whatever their inputs.
    private var read: Set<String> = []

    init(last: LintResult?, touched: Set<String>, baseline: Baseline?, linkFree: Bool) {
        self.last = last
        self.touched = touched
        self.baseline = baseline
        self.linkFree = linkFree
    }

    /// The decks of `declared` that need not be read: each was read by the last lint, has files
    /// in its folder, an id and a declaration's line of its own, and no input edited since.
    func unread(_ declared: [Deck], config: SourceFile?) -> [String: UnreadDeck] {
        guard let last, linkFree, !touched.contains(ProjectConfig.fileName), !touched.contains(Baseline.projectFileName) else { return [:] }
        var unread: [String: UnreadDeck] = [:]
        for deck in Self.separable(declared, config: config, baseline: baseline) where !read.contains(deck.id) {
            let folder = deck.contentPath + "/"
            guard let labels = last.labels[deck.id], !touched.contains(where: DeckRecord.inputs(of: deck)),
                  last.project.files.keys.contains(where: { $0.hasPrefix(folder) })
            else { continue }
            unread[deck.id] = UnreadDeck(id: deck.id, name: deck.name, labels: labels.shown, quotes: labels.quotes)
        }
        return unread
    }

    var earlierDecks: [String] { last.map { Array($0.labels.keys) } ?? [] }

    func earlierLabels(of id: String) -> [String: [String]] { last?.labels[id]?.shown ?? [:] }

    func reading(_ ids: Set<String>) -> LintReuse {
        var reuse = self
        reuse.read.formUnion(ids)
        return reuse
    }

    /// `project` (the decks read now) with the unread decks as the last lint read them, in
    /// `declared` order, and their files: the whole project, as a lint of everything reads it.
    func merged(_ project: Project, declared: [Deck], unread: [String: UnreadDeck]) -> Project {
        guard let last, !unread.isEmpty else { return project }
        let fresh = Dictionary(project.decks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let earlier = Dictionary(last.project.decks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var merged = project
        merged.decks = declared.compactMap { fresh[$0.id] ?? (unread[$0.id] == nil ? nil : earlier[$0.id]) }
        merged.unread = []
        for deck in declared where unread[deck.id] != nil {
            let isInput = DeckRecord.inputs(of: deck)
            for (path, file) in last.project.files where path != ProjectConfig.fileName && isInput(path) && merged.files[path] == nil {
                merged.files[path] = file
            }
        }
        return merged
    }
}
