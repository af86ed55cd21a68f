extension DeckContext {
    /// What a copy page shows.
    enum Subject: Sendable {
        case screen(String), permission(String), shield(String)

        var id: String {
            switch self {
            case .screen(let id), .permission(let id), .shield(let id): id
            }
        }

        var noun: String {
            switch self {
            case .screen: "Screen"
            case .permission: "Permission"
            case .shield: "Shield"
            }
        }
    }

    /// A copy page's columns as drawn: one per locale, then the pseudo-locales.
    func columns(_ subject: Subject) -> [(locale: String, column: ScreenPreview.Column?)] {
        screens.locales.map { locale in
            switch subject {
            case .screen(let id): (locale, screens.screenColumn(id, locale: locale))
            case .permission(let id): (locale, screens.permissionColumn(id, locale: locale))
            case .shield(let id): (locale, screens.shieldColumn(id, locale: locale))
            }
        }
    }

    /// The key of a copy page (`PageKey`): what the deck's pages are drawn from apart from its
    /// copy, the subject, and every column as drawn.
    func key(_ subject: Subject, columns: [(locale: String, column: ScreenPreview.Column?)]) -> String {
        var key = PageKey(base: pageBase)
        key.add(subject.noun)
        key.add(subject.id)
        for (locale, column) in columns {
            key.add(locale)
            key.add(column)
        }
        return key.hash
    }

    /// A screen's, permission's or shield's page: its copy in every locale side by side, each
    /// locale a column (`#ko`, `#ja`, `#en`: deep links a reviewer can paste), then the
    /// pseudo-locales; the flows that show it. `columns`: what `columns(subject)` gave its key.
    func copyPage(_ subject: Subject, columns: [(locale: String, column: ScreenPreview.Column?)]) -> Markup {
        let path: PreviewPath
        switch subject {
        case .screen(let id): path = .screen(deck.id, id)
        case .permission(let id): path = .permission(deck.id, id)
        case .shield(let id): path = .shield(deck.id, id)
        }
        let content = Markup.fragment {
            Markup.element("h1") {
                "\(subject.noun) "
                Markup.element("code") { subject.id }
            }
            Markup.element("p", .class("meta")) { summary(subject) }
            usedIn(subject, page: path)
            Markup.element("div", .class("locales")) {
                for (locale, column) in columns {
                    Markup.element("section", attributes: [.class("locale"), .id(locale), .lang(screens.resolver(locale).baseLocale)]) {
                        Markup.element("h2") {
                            Markup.element("a", attributes: [.href(.fragment(locale)), .class("anchor")], children: [.text(PreviewPage.localeName(locale))])
                        }
                        column?.markup() ?? .fragment([])
                    }
                }
            }
        }
        return PreviewPage(path: path, title: "\(subject.noun) \(subject.id)", crumbs: crumbs, locales: screens.locales,
                           content: [content], kind: "copy-page", failing: site.failingErrors).markup()
    }

    func summary(_ subject: Subject) -> String {
        switch subject {
        case .screen(let id):
            guard let screen = deck.screens.first(where: { $0.id.value == id }) else { return "" }
            var parts = [(screen.kind?.value ?? .screen).rawValue]
            if let spec = screen.spec { parts.append(spec) }
            if let permission = screen.permission { parts.append("pre-prompt of permission \(permission.value)") }
            parts.append(screen.id.range.description)
            return parts.joined(separator: " · ")
        case .permission(let id):
            guard let permission = deck.permissions.first(where: { $0.id.value == id }) else { return "" }
            var parts = [permission.system.map { $0.value.infoPlistKey ?? $0.value.rawValue } ?? "permission"]
            if let template = permission.template { parts.append("template \(template.value)") }
            parts.append(permission.id.range.description)
            return parts.joined(separator: " · ")
        case .shield(let id):
            return deck.shields.first(where: { $0.id.value == id }).map { "Screen Time shield · \($0.id.range.description)" } ?? ""
        }
    }

    /// Links to the flows with a node that shows this subject.
    func usedIn(_ subject: Subject, page: PreviewPath) -> Markup {
        let uses = deck.flows.flatMap { flow in
            flow.roles.indices.compactMap { index -> (DeckFlow, Int)? in
                switch (flow.roles[index], subject) {
                case (.screen(let id), .screen(let wanted)), (.screen(let id), .permission(let wanted)), (.prompt(let id), .permission(let wanted)):
                    id.value == wanted ? (flow, index) : nil
                default: nil
                }
            }
        }
        guard !uses.isEmpty else { return .fragment([]) }
        return .element("p", .class("used-in")) {
            "In flows: "
            for (flow, node) in uses {
                Markup.element("a", attributes: [.href(PreviewPath.flow(deck.id, flow.id.value).url(from: page))]) {
                    Markup.element("code") { "\(flow.id.value) · \(flow.name(node))" }
                }
                " "
            }
        }
    }
}
