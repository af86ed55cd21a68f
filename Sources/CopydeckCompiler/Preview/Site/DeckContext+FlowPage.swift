import CopydeckKit

extension DeckContext {
    /// A flow page's key (`PageKey`) and how to draw the page from what the key was made of: the
    /// deck's config and content (the flow, the pages it links to), the findings in the flow's
    /// file, and the prototype's data (the copy it walks through, in every column).
    func keyedFlowPage(_ flow: DeckFlow) throws(MarkupError) -> (key: String, page: @Sendable () throws(MarkupError) -> Markup) {
        let compiled = FlowEmitter().compiled(flow)
        let data = prototypeData(flow, compiled: compiled, page: PreviewPath.flow(deck.id, flow.id.value))
        var key = PageKey(base: pageBase)
        key.add("flow")
        key.add(flow.id.value)
        let flowFindings = findings.filter { $0.range?.file == flow.file.path }
        key.add(each: flowFindings) { $0.add($1) }
        key.add(data)
        // Encoded only when the page is drawn.
        return (key.hash, { () throws(MarkupError) -> Markup in self.flowPage(flow, compiled: compiled, prototype: InlineJSON.escape(data.compactJSON)) })
    }

    /// A flow's page: the diagram Copydeck drew, the flow's start, ends, outcomes and screens, the
    /// findings not on a node or edge, and the prototype that walks it.
    private func flowPage(_ flow: DeckFlow, compiled: Flow, prototype: [UInt8]) -> Markup {
        let path = PreviewPath.flow(deck.id, flow.id.value)
        let links = flow.roles.map { target(of: $0).map { target in target.url(from: path) } }
        let diagram = FlowDiagram(plan: site.flowPlans.plan(flow, deck: deck.id), flow: flow,
                                  findings: findings.filter { $0.range?.file == flow.file.path }, link: { links[$0] })
        let prototypeScript = Markup.jsonScript(id: "prototype-data", json: prototype)
        let content = Markup.fragment {
            Markup.element("h1") {
                "Flow "
                Markup.element("code") { flow.id.value }
            }
            Markup.element("p", .class("meta")) {
                "\(flow.file.path):\(flow.lineOffset + 1) · \(PreviewCount.of(flow.chart.nodes.count, "node")) · \(PreviewCount.of(flow.chart.edges.count, "edge")) · direction \(flow.chart.direction ?? "TB")"
            }
            if !diagram.unplacedFindings.isEmpty {
                PreviewFindings(site: site, page: path).list(diagram.unplacedFindings)
            }
            Markup.element("div", attributes: [.class("diagram-scroll"), .attribute("role", "region"), .attribute("tabindex", "0"), .attribute("aria-label", "Flow diagram")]) {
                diagram.markup
            }
            Markup.element("section", attributes: [.id("prototype"), .attribute("aria-label", "Prototype")]) {
                Markup.element("h2") { "Prototype" }
                Markup.element("p", .class("meta")) {
                    "Walk the flow as a user would: tap the buttons on the phone (a system prompt is iOS's, each button taking its outcome); a way no button takes is offered below it. The copy follows the locale chosen above (the source locale when all are shown)."
                }
                Markup.element("div", .class("proto-controls")) {
                    Markup.element("button", attributes: [.id("proto-back"), .attribute("type", "button")], children: [.text("← Back")])
                    Markup.element("button", attributes: [.id("proto-restart"), .attribute("type", "button")], children: [.text("Restart")])
                }
                Markup.element("div", attributes: [.id("proto-current"), .attribute("data-node-id", compiled.start), .attribute("aria-live", "polite")])
                Markup.element("div", attributes: [.id("proto-outcomes"), .class("proto-outcomes")])
                Markup.element("p", attributes: [.id("proto-end"), .flag("hidden")], children: [.text("End of the flow.")])
                prototypeScript
            }
            Markup.element("section", attributes: [.id("flow-facts")]) {
                Markup.element("h2") { "Start, ends, outcomes and screens" }
                facts(flow, compiled: compiled, page: path)
            }
        }
        return PreviewPage(path: path, title: "Flow \(flow.id.value)", crumbs: crumbs, locales: screens.locales,
                           content: [content], kind: "flow-page", failing: site.failingErrors).markup()
    }

    /// The table under the diagram: each node with its role, the page it links to and its ways on.
    func facts(_ flow: DeckFlow, compiled: Flow, page: PreviewPath) -> Markup {
        let ends = Set(compiled.ends)
        // Each node's ways on, found once (a search per node made a large flow's page quadratic).
        var waysOn: [String: [Flow.Edge]] = [:]
        for edge in compiled.edges { waysOn[edge.from, default: []].append(edge) }
        return Markup.element("table", .class("facts")) {
            Markup.element("thead") {
                Markup.element("tr") {
                    Markup.element("th") { "Node" }
                    Markup.element("th") { "Label" }
                    Markup.element("th") { "Shows" }
                    Markup.element("th") { "Ways on (outcome → node)" }
                }
            }
            Markup.element("tbody") {
                for (index, node) in compiled.nodes.enumerated() {
                    Markup.element("tr", attributes: [.attribute("data-node-id", node.id)]) {
                        Markup.element("td") {
                            Markup.element("code") { node.id }
                            if node.id == compiled.start { Markup.element("span", .class("tag start")) { "start" } }
                            if ends.contains(node.id) { Markup.element("span", .class("tag end")) { "end" } }
                        }
                        // A label in Hangul is Korean: broken between words, as the site breaks Korean.
                        Markup.element("td", attributes: node.label.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } ? [.lang("ko")] : []) {
                            Markup.isolated(node.label)
                        }
                        Markup.element("td") {
                            if let target = target(of: flow.roles[index]) {
                                Markup.element("a", attributes: [.href(target.url(from: page))],
                                               children: [.element("code", children: [.text(node.screen ?? node.permission ?? "")])])
                                Markup.element("span", .class("meta")) { node.kind == .prompt ? " system prompt" : "" }
                            } else {
                                Markup.element("span", .class("meta")) { node.kind.rawValue }
                            }
                        }
                        Markup.element("td") {
                            for edge in waysOn[node.id] ?? [] {
                                Markup.element("span", .class("way")) {
                                    Markup.element("code") { edge.outcome ?? "—" }
                                    " → "
                                    Markup.element("code") { edge.to }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
