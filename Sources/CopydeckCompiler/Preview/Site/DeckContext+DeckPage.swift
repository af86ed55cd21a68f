extension DeckContext {
    /// The deck's page: its flows, screens, permissions and shields, and its findings.
    func deckPage() -> Markup {
        let path = PreviewPath.deck(deck.id)
        func link(_ target: PreviewPath, _ title: String) -> Markup {
            .element("a", attributes: [.href(target.url(from: path))], children: [.element("code", children: [.text(title)])])
        }
        let content = Markup.fragment {
            Markup.element("h1") { Markup.isolated(deck.name) }
            Markup.element("p", .class("meta")) {
                "Deck "
                Markup.element("code") { deck.id }
                " · source locale \(deck.sourceLocale) · locales \(deck.locales.joined(separator: ", "))"
            }
            Markup.element("section", attributes: [.id("flows")]) {
                Markup.element("h2") { "Flows" }
                if deck.flows.isEmpty { Markup.element("p", .class("empty")) { "No flows." } }
                Markup.element("ul", .class("index-list")) {
                    for flow in deck.flows {
                        Markup.element("li") {
                            link(.flow(deck.id, flow.id.value), flow.id.value)
                            Markup.element("span", .class("meta")) {
                                " \(PreviewCount.of(flow.chart.nodes.count, "node")), \(PreviewCount.of(flow.chart.edges.count, "edge")) · \(flow.file.path)"
                            }
                        }
                    }
                }
            }
            Markup.element("section", attributes: [.id("screens")]) {
                Markup.element("h2") { "Screens" }
                if deck.screens.isEmpty { Markup.element("p", .class("empty")) { "No screens." } }
                Markup.element("ul", .class("index-list")) {
                    for screen in deck.screens {
                        Markup.element("li") {
                            link(.screen(deck.id, screen.id.value), screen.id.value)
                            Markup.element("span", .class("meta")) {
                                " " + (screen.kind?.value ?? .screen).rawValue + (screen.spec.map { " · " + $0 } ?? "")
                                    + " · " + PreviewCount.of(screen.fields.count, "field")
                            }
                        }
                    }
                }
            }
            if !deck.permissions.isEmpty {
                Markup.element("section", attributes: [.id("permissions")]) {
                    Markup.element("h2") { "Permissions" }
                    Markup.element("ul", .class("index-list")) {
                        for permission in deck.permissions {
                            Markup.element("li") {
                                link(.permission(deck.id, permission.id.value), permission.id.value)
                                if let system = permission.system {
                                    Markup.element("span", .class("meta")) { " " + (system.value.infoPlistKey ?? system.value.rawValue) }
                                }
                            }
                        }
                    }
                }
            }
            if !deck.shields.isEmpty {
                Markup.element("section", attributes: [.id("shields")]) {
                    Markup.element("h2") { "Shields" }
                    Markup.element("ul", .class("index-list")) {
                        for shield in deck.shields {
                            Markup.element("li") { link(.shield(deck.id, shield.id.value), shield.id.value) }
                        }
                    }
                }
            }
            Markup.element("section", attributes: [.id("findings")]) {
                Markup.element("h2") { "Findings" }
                if findings.isEmpty {
                    Markup.element("p", .class("empty")) { "The lint found nothing in this deck." }
                } else {
                    PreviewFindings(site: site, page: path).list(findings)
                }
            }
        }
        return PreviewPage(path: path, title: deck.name, crumbs: [("All decks", .index)], content: [content], kind: "deck-page", failing: site.failingErrors).markup()
    }
}
