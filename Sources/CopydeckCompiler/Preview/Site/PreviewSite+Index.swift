extension PreviewSite {
    /// The index: every deck with what it holds, and the findings outside any deck.
    func indexPage() -> Markup {
        let path = PreviewPath.index
        let counted = Set(overview.flatMap { findings(of: $0) })
        let elsewhere = diagnostics.filter { !counted.contains($0) }
        let content = Markup.fragment {
            Markup.element("h1") { "Copydeck preview" }
            Markup.element("p", .class("lede")) {
                "Every flow drawn, every screen in every locale. \(PreviewCount.of(overview.count, "deck")); search by screen id, message key or text."
            }
            if let changes {
                Markup.element("p", .class("changes-link")) {
                    Markup.element("a", attributes: [.href(ChangesPage.path.url(from: path))], children: [.text("Changes against \(changes.baseDescription)")])
                    ": \(PreviewCount.of(changes.changes.count, "change")), \(changes.newFindings.count) new and \(changes.fixedFindings.count) fixed findings"
                }
            }
            Markup.element("ul", .class("cards")) {
                for deck in overview {
                    Markup.element("li", .class("card")) {
                        Markup.element("h2") {
                            Markup.element("a", attributes: [.href(PreviewPath.deck(deck.id).url(from: path))], children: [.isolated(deck.name)])
                        }
                        Markup.element("p", .class("meta")) {
                            Markup.element("code") { deck.id }
                            " · " + [PreviewCount.of(deck.flows, "flow"), PreviewCount.of(deck.screens, "screen"), PreviewCount.of(deck.permissions, "permission"),
                                   PreviewCount.of(deck.shields, "shield"), deck.locales.joined(separator: ", ")].joined(separator: " · ")
                        }
                        let count = findings(of: deck).count
                        if count > 0 {
                            Markup.element("p", .class("finding-count warning")) { PreviewCount.of(count, "finding") }
                        }
                    }
                }
            }
            if !elsewhere.isEmpty {
                Markup.element("h2") { "Project findings" }
                PreviewFindings(site: self, page: path).list(elsewhere)
            }
        }
        return PreviewPage(path: path, title: "All decks", content: [content], kind: "index-page", failing: failingErrors).markup()
    }
}
