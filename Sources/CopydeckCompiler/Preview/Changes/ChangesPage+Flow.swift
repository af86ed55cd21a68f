extension ChangesPage {
    // A changed flow: drawn once over both versions, its nodes linking to their screens' frames.

    static func flowID(of change: ProjectDiff.Entry) -> String {
        change.kind == .flow ? change.id : String(change.id.prefix { $0 != "/" })
    }

    static func flowAnchor(deck: String, flow: String) -> String { "change-flow-\(deck)-\(flow)" }

    func flow(_ flowID: String, in changes: DeckChanges) -> Markup {
        let id = changes.id, old = changes.old, new = changes.new, anchors = changes.anchors
        let own = changes.own(flow: flowID)
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
        return .element("section", attributes: [.class("change-flow"), .id(Self.flowAnchor(deck: id, flow: flowID)), .attribute("data-flow", flowID)]) {
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
}
