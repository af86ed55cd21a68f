/// What every page of one deck shares: the deck, its copy renderer and its findings.
struct DeckContext: Sendable {
    let site: PreviewSite
    let deck: Deck
    let screens: ScreenPreview
    let findings: [Diagnostic]

    init(site: PreviewSite, deck: Deck) {
        self.site = site
        self.deck = deck
        self.findings = site.findings(of: deck)
        self.screens = ScreenPreview(project: site.project, deck: deck, diagnostics: findings)
    }

    /// The page of whatever a flow node shows.
    func target(of role: DeckFlow.Role) -> PreviewPath? {
        PreviewPath.page(of: role, in: deck)
    }

    var crumbs: [(title: String, path: PreviewPath)] {
        [("All decks", .index), (deck.name, .deck(deck.id))]
    }
}
