/// What every page of one deck shares: the deck, its copy renderer and its findings.
struct DeckContext: Sendable {
    let site: PreviewSite
    let deck: Deck
    let screens: ScreenPreview
    let findings: [Diagnostic]
    /// Every message of the deck per column (locale or pseudo-locale), formatted once here for
    /// the search index and every flow's prototype.
    let copy: [String: [PrototypeData.Line]]
    /// The same copy by subject (the screen, permission or shield a key starts with, after the
    /// deck's id) and column, in bundle order: what a prototype node shows.
    let copyBySubject: [String: [String: [PrototypeData.Line]]]
    /// What every copy page of the deck is drawn from apart from its copy (`PageKey`): where the
    /// preview links its sources, `copydeck.yml` and the deck's content files, by their text.
    let pageBase: String
    /// Per flow of the deck, its screen nodes' buttons and what each does (`Deck.flowButtons`).
    let flowButtons: [[DeckFlow.NodeButtons]]

    init(site: PreviewSite, deck: Deck) {
        self.site = site
        self.deck = deck
        self.findings = site.findings(of: deck)
        let screens = ScreenPreview(project: site.project, deck: deck, diagnostics: findings)
        self.screens = screens
        let copy = screens.lines
        self.copy = copy
        var bySubject: [String: [String: [PrototypeData.Line]]] = [:]
        let prefix = deck.id + "."
        for (locale, lines) in copy {
            for line in lines where line.key.hasPrefix(prefix) {
                let rest = line.key.dropFirst(prefix.count)
                guard let dot = rest.firstIndex(of: ".") else { continue }
                bySubject[String(rest[..<dot]), default: [:]][locale, default: []].append(line)
            }
        }
        self.copyBySubject = bySubject
        pageBase = Self.pageBase(of: deck, in: site)
        flowButtons = deck.flowButtons()
    }

    /// What every keyed page and drawing of `deck` is drawn from apart from its copy.
    static func pageBase(of deck: Deck, in site: PreviewSite) -> String {
        "copy page\u{1F}\(site.sourceRoot?.joined(separator: "/") ?? "-")\u{1F}\(site.failingErrors.map(String.init) ?? "-")\u{1F}"
            + PageKey.contentBase(of: deck, in: site.project)
    }

    /// The page of whatever a flow node shows.
    func target(of role: DeckFlow.Role) -> PreviewPath? {
        PreviewPath.page(of: role, in: deck)
    }

    var crumbs: [(title: String, path: PreviewPath)] {
        [("All decks", .index), (deck.name, .deck(deck.id))]
    }
}
