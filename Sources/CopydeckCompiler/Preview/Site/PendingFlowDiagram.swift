// Temporary stand-in, built in its own branch; this file goes when that branch is merged.
struct FlowDiagram: Sendable {
    var markup: Markup
    var unplacedFindings: [Diagnostic]
    init(flow: DeckFlow, findings: [Diagnostic] = [], link: @Sendable (Int) -> MarkupURL? = { _ in nil }) {
        markup = .element("svg", attributes: [.class("flow-diagram")], children: flow.chart.nodes.indices.map { index in
            let node = Markup.element("g", attributes: [.class("node"), .attribute("data-node-id", flow.chart.nodes[index].id)],
                                      children: [.element("text", children: [.text(flow.chart.nodes[index].label)])])
            if let url = link(index) { return .element("a", attributes: [.href(url)], children: [node]) }
            return node
        })
        unplacedFindings = findings
    }
}
