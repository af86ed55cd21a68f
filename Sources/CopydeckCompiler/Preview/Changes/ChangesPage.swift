import Foundation

/// `changes.html` (`copydeck preview --base REF`): what a change does, as a reviewer sees it.
/// At the top, the contents (`ChangesPage+Contents`): every deck with a change and under it every
/// changed screen, permission, shield and flow, linked, with what changed in a few words. Per
/// deck, every changed screen, permission and shield (`ChangesPage+Subject`) in each locale: the
/// frames that differ before and after side by side, the changed pieces marked in them and the
/// changed words in a list, and the frames that did not change drawn once, folded
/// (`FrameComparison`); every changed flow drawn once over both versions (`FlowChange`), its nodes
/// linking to their screen's frames on this page; then the findings new and fixed.
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

    func markup() -> Markup {
        let decks = diff.decks.map(deckChanges)
        let content = Markup.fragment {
            Markup.element("h1") {
                "Changes against "
                Markup.element("code") { diff.baseDescription }
            }
            Markup.element("p", .class("lede")) { lede }
            if diff.isEmpty {
                Markup.element("p") { "Nothing changed: no copy, screen or flow, and no finding is new or fixed." }
            } else {
                contents(decks)
            }
            for deck in decks { self.deck(deck) }
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

    /// One deck's changes sorted into what the page shows, once, for its section and its
    /// entry in the contents: the same order in both.
    struct DeckChanges {
        var id: String
        var name: String
        var old: Deck?
        var new: Deck?
        var changes: [ProjectDiff.Entry]
        var subjects: [Subject]
        /// The changed flows' ids, in the order of their first change.
        var flows: [String]
        /// What no screen, permission, shield or flow shows: events, templates, adopted tables' keys.
        var other: [ProjectDiff.Entry]

        func own(_ subject: Subject) -> [ProjectDiff.Entry] { changes.filter { ChangesPage.belongs($0, to: subject, deck: id) } }
        func own(flow: String) -> [ProjectDiff.Entry] {
            changes.filter { [.flow, .node, .edge].contains($0.kind) && ChangesPage.flowID(of: $0) == flow }
        }
        var anchors: Set<String> { Set(subjects.map { $0.anchor(deck: id) }) }
        var otherAnchor: String { "change-other-\(id)" }
    }

    func deckChanges(_ id: String) -> DeckChanges {
        let changes = diff.changes.filter { $0.deck == id }
        let old = before.decks.first { $0.id == id }, new = after.decks.first { $0.id == id }
        let subjects = Self.subjects(of: changes, before: old, after: new)
        let flows = changes.filter { [.flow, .node, .edge].contains($0.kind) }.map(Self.flowID).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let other = changes.filter { change in
            ![.flow, .node, .edge].contains(change.kind) && !subjects.contains { Self.belongs(change, to: $0, deck: id) }
        }
        return DeckChanges(id: id, name: new?.name ?? old?.name ?? id, old: old, new: new, changes: changes, subjects: subjects, flows: flows, other: other)
    }

    static func deckAnchor(_ id: String) -> String { "deck-\(id)" }

    private func deck(_ deck: DeckChanges) -> Markup {
        .element("section", attributes: [.class("changes-deck"), .id(Self.deckAnchor(deck.id))]) {
            Markup.element("h2") { Markup.isolated(deck.name) }
            let screens = screens(of: deck)
            for subject in deck.subjects { self.subject(subject, in: deck, screens: screens) }
            for flow in deck.flows { self.flow(flow, in: deck) }
            if !deck.other.isEmpty {
                Markup.element("section", attributes: [.class("change-other"), .id(deck.otherAnchor)]) {
                    Markup.element("h3") { "Other changes" }
                    list(deck.other)
                }
            }
        }
    }

    // MARK: Lists

    func list(_ changes: [ProjectDiff.Entry]) -> Markup {
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
        return try MarkupRenderer(mode: Self.mode).data(page.markup(), doctype: true)
    }
}
