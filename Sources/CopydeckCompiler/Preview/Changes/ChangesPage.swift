import Foundation

/// `changes.html` (`copydeck preview --base REF`): what a change does, as a reviewer sees it.
/// Per deck, every changed screen, permission and shield with its frames before and after side by
/// side in each locale, the changed pieces marked in the frames and the changed words in a list;
/// every changed flow drawn once over both versions (`FlowChange`), its nodes linking to their
/// screen's frames on this page; then the findings new and fixed.
struct ChangesPage {
    let diff: ProjectDiff
    let before: Project
    let after: Project
    /// The newer version's findings, which its frames show as the copy pages do.
    let afterFindings: [Diagnostic]
    /// The site the page belongs to: its links to sources and pages.
    let site: PreviewSite

    static let path = PreviewPath(segments: ["changes.html"])
    var path: PreviewPath { Self.path }

    /// A screen, permission or shield with a change.
    struct Subject: Hashable, Comparable {
        enum Kind: Int, Comparable { case screen, permission, shield
            static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        var kind: Kind
        var id: String

        static func < (lhs: Subject, rhs: Subject) -> Bool { (lhs.kind, lhs.id) < (rhs.kind, rhs.id) }

        var noun: String {
            switch kind {
            case .screen: "Screen"
            case .permission: "Permission"
            case .shield: "Shield"
            }
        }

        func anchor(deck: String) -> String { "change-\(kind)-\(deck)-\(id)" }
    }

    func markup() -> Markup {
        let content = Markup.fragment {
            Markup.element("h1") {
                "Changes against "
                Markup.element("code") { diff.baseDescription }
            }
            Markup.element("p", .class("lede")) { lede }
            if diff.isEmpty {
                Markup.element("p") { "Nothing changed: no copy, screen or flow, and no finding is new or fixed." }
            }
            for deck in diff.decks { self.deck(deck) }
            findings
        }
        return PreviewPage(path: path, title: "Changes against \(diff.base)", crumbs: [("All decks", .index)], locales: [],
                           content: [content], kind: "changes-page", failing: site.failingErrors).markup()
    }

    private var lede: String {
        let messages = diff.changes.filter { $0.kind == .message && $0.change != .stale }.count
        let stale = diff.changes.filter { $0.change == .stale }.count
        let flows = Set(diff.changes.filter { [.flow, .node, .edge].contains($0.kind) }.map { "\($0.deck)/\(Self.flowID(of: $0))" }).count
        return [PreviewCount.of(messages, "text") + " changed", PreviewCount.of(stale, "stale translation"),
                PreviewCount.of(flows, "flow") + " changed", "\(diff.newFindings.count) new and \(diff.fixedFindings.count) fixed findings"].joined(separator: " · ")
    }

    // MARK: A deck

    private func deck(_ id: String) -> Markup {
        let changes = diff.changes.filter { $0.deck == id }
        let old = before.decks.first { $0.id == id }, new = after.decks.first { $0.id == id }
        let subjects = Self.subjects(of: changes, before: old, after: new)
        let anchors = Set(subjects.map { $0.anchor(deck: id) })
        let flows = changes.filter { [.flow, .node, .edge].contains($0.kind) }.map(Self.flowID).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        // What no screen, permission, shield or flow shows: events, templates, adopted tables' keys.
        let other = changes.filter { change in
            ![.flow, .node, .edge].contains(change.kind) && !subjects.contains { Self.belongs(change, to: $0, deck: id) }
        }
        return .element("section", attributes: [.class("changes-deck"), .id("deck-\(id)")]) {
            Markup.element("h2") { Markup.isolated(new?.name ?? old?.name ?? id) }
            for subject in subjects { self.subject(subject, deck: id, changes: changes, before: old, after: new) }
            for flow in flows { self.flow(flow, deck: id, changes: changes, before: old, after: new, anchors: anchors) }
            if !other.isEmpty {
                Markup.element("h3") { "Other changes" }
                list(other)
            }
        }
    }

    /// The screens, permissions and shields the changes touch: their own changes, their fields'
    /// and texts', and the screens of the flow nodes that changed (so a node links to frames).
    static func subjects(of changes: [ProjectDiff.Entry], before: Deck?, after: Deck?) -> [Subject] {
        func subject(named id: String) -> Subject? {
            for deck in [after, before].compactMap({ $0 }) {
                if deck.screens.contains(where: { $0.id.value == id }) { return Subject(kind: .screen, id: id) }
                if deck.permissions.contains(where: { $0.id.value == id }) { return Subject(kind: .permission, id: id) }
                if deck.shields.contains(where: { $0.id.value == id }) { return Subject(kind: .shield, id: id) }
            }
            return nil
        }
        var found = Set<Subject>()
        for change in changes {
            switch change.kind {
            case .screen: found.insert(Subject(kind: .screen, id: change.id))
            case .permission where !change.id.hasPrefix("template "): found.insert(Subject(kind: .permission, id: change.id))
            case .shield: found.insert(Subject(kind: .shield, id: change.id))
            case .field: if let owner = change.id.split(separator: ".").first, let found1 = subject(named: String(owner)) { found.insert(found1) }
            case .message:
                let parts = change.id.split(separator: ".")
                if parts.count > 2, let owner = subject(named: String(parts[1])) { found.insert(owner) }
            case .node:
                for value in [change.before, change.after] {
                    guard let binding = value?["binding"], let space = binding.firstIndex(of: " ") else { continue }
                    if let owner = subject(named: String(binding[binding.index(after: space)...])) { found.insert(owner) }
                }
            default: break
            }
        }
        return found.sorted()
    }

    /// Whether a change is about `subject`'s copy or definition.
    static func belongs(_ change: ProjectDiff.Entry, to subject: Subject, deck: String) -> Bool {
        switch change.kind {
        case .message: change.id.hasPrefix("\(deck).\(subject.id).")
        case .field: change.id.hasPrefix("\(subject.id).")
        case .screen: subject.kind == .screen && change.id == subject.id
        case .permission: subject.kind == .permission && change.id == subject.id
        case .shield: subject.kind == .shield && change.id == subject.id
        default: false
        }
    }

    private func subject(_ subject: Subject, deck id: String, changes: [ProjectDiff.Entry], before old: Deck?, after new: Deck?) -> Markup {
        let own = changes.filter { Self.belongs($0, to: subject, deck: id) }
        // The locales whose texts changed; every locale when the screen itself did (or a node).
        let every = (new?.locales ?? []) + (old?.locales ?? []).filter { !(new?.locales ?? []).contains($0) }
        let touched = Set(own.compactMap(\.locale))
        let locales = own.contains { $0.kind != .message } || touched.isEmpty ? every : every.filter(touched.contains)
        let oldScreens = old.map { ScreenPreview(project: before, deck: $0, diagnostics: []) }
        let newScreens = new.map { deck in ScreenPreview(project: after, deck: deck, diagnostics: afterFindings.filter { diff.deck(of: $0) == deck.id }) }
        let page: PreviewPath? = switch subject.kind {
        case .screen: new?.screens.contains { $0.id.value == subject.id } == true ? .screen(id, subject.id) : nil
        case .permission: new?.permissions.contains { $0.id.value == subject.id } == true ? .permission(id, subject.id) : nil
        case .shield: new?.shields.contains { $0.id.value == subject.id } == true ? .shield(id, subject.id) : nil
        }
        return .element("section", attributes: [.class("change-subject"), .id(subject.anchor(deck: id)), .attribute("data-subject", subject.id)]) {
            Markup.element("h3") {
                "\(subject.noun) "
                Markup.element("code") { subject.id }
                if let page {
                    " · "
                    Markup.element("a", attributes: [.href(page.url(from: path))], children: [.text("its page")])
                }
            }
            if own.isEmpty {
                Markup.element("p", .class("meta")) { "Its copy did not change; a node of a changed flow shows it." }
            } else {
                list(own)
            }
            for locale in locales {
                let changedKeys = own.filter { $0.kind == .message && $0.locale == locale }.map(\.id).filter { !$0.contains(" ") }
                Markup.element("section", attributes: [.class("locale"), .attribute("data-locale", locale)]) {
                    Markup.element("h4") { PreviewPage.localeName(locale) }
                    Markup.element("div", .class("before-after")) {
                        side("Before", column(oldScreens, subject, locale), changed: changedKeys, lang: oldScreens?.resolver(locale).baseLocale ?? locale)
                        side("After", column(newScreens, subject, locale), changed: changedKeys, lang: newScreens?.resolver(locale).baseLocale ?? locale)
                    }
                }
            }
        }
    }

    private func column(_ screens: ScreenPreview?, _ subject: Subject, _ locale: String) -> ScreenPreview.Column? {
        guard let screens, screens.locales.contains(locale) else { return nil }
        return switch subject.kind {
        case .screen: screens.screenColumn(subject.id, locale: locale)
        case .permission: screens.permissionColumn(subject.id, locale: locale)
        case .shield: screens.shieldColumn(subject.id, locale: locale)
        }
    }

    private func side(_ title: String, _ column: ScreenPreview.Column?, changed: [String], lang: String) -> Markup {
        guard let column else {
            return .element("div", attributes: [.class("side absent")]) {
                Markup.element("h5") { title }
                Markup.element("p") { title == "Before" ? "Not there before." : "Not there any more." }
            }
        }
        return .element("div", attributes: [.class("side \(title.lowercased())"), .lang(lang), .attribute("data-changed-keys", changed.joined(separator: " "))]) {
            Markup.element("h5") { title }
            column.markup()
        }
    }

    // MARK: A flow

    static func flowID(of change: ProjectDiff.Entry) -> String {
        change.kind == .flow ? change.id : String(change.id.prefix { $0 != "/" })
    }

    private func flow(_ flowID: String, deck id: String, changes: [ProjectDiff.Entry], before old: Deck?, after new: Deck?, anchors: Set<String>) -> Markup {
        let own = changes.filter { [.flow, .node, .edge].contains($0.kind) && Self.flowID(of: $0) == flowID }
        let oldFlow = old?.flows.first { $0.id.value == flowID }, newFlow = new?.flows.first { $0.id.value == flowID }
        let change: FlowChange? = newFlow.map { FlowChange(before: oldFlow, after: $0) } ?? oldFlow.map { FlowChange(removed: $0) }
        let deck = new ?? old
        // What the change left behind in this flow: the new flow findings placed on its nodes
        // and edges, as its drawing places findings.
        let consequences: [Diagnostic] = newFlow.map { flow in
            let placed = DiagramFindings(flow: flow, findings: diff.newFindings.filter {
                ProjectDiff.flowConsequenceRules.contains($0.rule.rawValue) && $0.range?.file == flow.file.path
            })
            return Array(placed.nodes.values.joined()) + Array(placed.edges.values.joined())
        }?.sorted() ?? []
        return .element("section", attributes: [.class("change-flow"), .id("change-flow-\(id)-\(flowID)"), .attribute("data-flow", flowID)]) {
            Markup.element("h3") {
                "Flow "
                Markup.element("code") { flowID }
                if newFlow != nil {
                    " · "
                    Markup.element("a", attributes: [.href(PreviewPath.flow(id, flowID).url(from: path))], children: [.text("its page")])
                }
            }
            list(own)
            if !consequences.isEmpty {
                Markup.element("p") { "What the change left behind:" }
                PreviewFindings(site: site, page: path).list(consequences)
            }
            if let change, let deck, FlowDiagram.isDrawable(change.flow.chart) {
                Markup.element("p", .class("legend")) {
                    "Drawn once over both versions:"
                    Markup.element("span", .class("swatch added")) { "" }
                    "added"
                    Markup.element("span", .class("swatch removed")) { "" }
                    "removed"
                    Markup.element("span", .class("swatch changed")) { "" }
                    "changed (hover for what it was)"
                }
                Markup.element("div", .class("diagram")) {
                    FlowDiagram(plan: FlowDiagram.Plan(change.flow.chart), flow: change.flow, findings: [], link: { node in
                        link(change.flow.roles[node], deck: deck, anchors: anchors)
                    }, marks: change.marks).markup
                }
            }
        }
    }

    /// A node's link: its screen's frames on this page when they are here, else its page.
    private func link(_ role: DeckFlow.Role, deck: Deck, anchors: Set<String>) -> MarkupURL? {
        let subject: Subject? = switch role {
        case .step: nil
        case .screen(let id): Subject(kind: deck.screens.contains { $0.id.value == id.value } ? .screen : .permission, id: id.value)
        case .prompt(let id): Subject(kind: .permission, id: id.value)
        }
        if let subject, anchors.contains(subject.anchor(deck: deck.id)) { return .fragment(subject.anchor(deck: deck.id)) }
        return PreviewPath.page(of: role, in: deck).map { $0.url(from: path) }
    }

    // MARK: Lists

    private func list(_ changes: [ProjectDiff.Entry]) -> Markup {
        .element("ul", attributes: [.class("change-list")], children: changes.map { change in
            Markup.element("li", attributes: [.class("change \(change.change.rawValue)")]) {
                Markup.element("span", .class("what")) { change.change.rawValue }
                " "
                Markup.element("code") { change.title }
                " "
                detail(change)
            }
        })
    }

    private func detail(_ change: ProjectDiff.Entry) -> Markup {
        switch (change.change, change.before, change.after) {
        case (.changed, .text(let old)?, .text(let new)?):
            return words(old, new)
        case (.stale, .text(let old)?, .text(let new)?):
            return .fragment {
                "the source changed: "
                words(old, new)
                "; the translation stayed "
                Markup.element("q") { Markup.isolated(change.translation ?? "") }
            }
        default:
            return .element("span", attributes: [.class("summary")], children: [.isolated(change.summary)])
        }
    }

    /// The words that changed between two texts: removed ones struck out, added ones marked.
    private func words(_ old: String, _ new: String) -> Markup {
        .element("span", attributes: [.class("word-diff")], children: WordDiff(old, new).pieces.map { piece in
            switch piece.kind {
            case .same: Markup.text(piece.text)
            case .removed: Markup.element("del") { piece.text }
            case .added: Markup.element("ins") { piece.text }
            }
        })
    }

    private var findings: Markup {
        .fragment {
            if !diff.newFindings.isEmpty || !diff.fixedFindings.isEmpty {
                Markup.element("h2", .id("findings")) { "Findings" }
            }
            if !diff.newFindings.isEmpty {
                Markup.element("h3") { "New (\(diff.newFindings.count))" }
                PreviewFindings(site: site, page: path).list(diff.newFindings)
            }
            if !diff.fixedFindings.isEmpty {
                Markup.element("h3") { "Fixed (\(diff.fixedFindings.count))" }
                // Where they stood in the older version: not linked, the files have moved on.
                Markup.element("ul", attributes: [.class("findings fixed")], children: diff.fixedFindings.map { finding in
                    Markup.element("li", attributes: [.class("finding fixed")]) {
                        Markup.element("code", .class("source")) { finding.range.map { "\($0.file):\($0.start.line)" } ?? "project" }
                        " "
                        Markup.element("span", .class("message")) { Markup.isolated(finding.message) }
                        " "
                        Markup.element("code", .class("rule")) { finding.rule.rawValue }
                    }
                })
            }
        }
    }
}

extension ChangesPage {
    /// What the page is drawn from besides the newer version (which the build's key has): the
    /// changes and where the older version is, as bytes to hash.
    static func key(of diff: ProjectDiff) -> String {
        ContentHash.hex(Data(((try? DiffJSONReporter().render(diff)) ?? Data()) + Data(diff.baseDescription.utf8)))
    }
}

extension PreviewSite {
    /// `changes.html`, when the site shows changes.
    func changesPage() throws(MarkupError) -> Data? {
        guard let changes, let before = changes.beforeProject, let after = changes.afterProject else { return nil }
        let page = ChangesPage(diff: changes, before: before, after: after, afterFindings: changes.afterDiagnostics, site: self)
        return Data(try MarkupRenderer(mode: Self.mode).render(page.markup(), doctype: true))
    }
}
