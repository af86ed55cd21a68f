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

    /// The page of whatever a flow node shows: a screen, or a permission's system prompt.
    func target(of role: DeckFlow.Role) -> PreviewPath? {
        switch role {
        case .step: nil
        case .screen(let id):
            if deck.screens.contains(where: { $0.id.value == id.value }) { .screen(deck.id, id.value) }
            else if deck.permissions.contains(where: { $0.id.value == id.value }) { .permission(deck.id, id.value) }
            else { nil }
        case .prompt(let id):
            deck.permissions.contains(where: { $0.id.value == id.value }) ? .permission(deck.id, id.value) : nil
        }
    }

    var crumbs: [(title: String, path: PreviewPath)] {
        [("All decks", .index), (deck.name, .deck(deck.id))]
    }
}
