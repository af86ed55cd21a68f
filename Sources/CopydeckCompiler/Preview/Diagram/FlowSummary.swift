/// A flow too large to draw legibly (over `FlowDiagram.drawingLimit` nodes), drawn as a card
/// instead: its size, its start and ends, and where its whole model is, in time that does not
/// grow with the flow, so a flow of any size never stalls the build.
struct FlowSummary {
    let flow: DeckFlow

    func svg() -> Markup {
        let chart = flow.chart
        let ends = flow.ends.sorted().map { chart.nodes[$0].id }
        let shownEnds = ends.prefix(5).joined(separator: ", ") + (ends.count > 5 ? " and \(ends.count - 5) more" : "")
        let lines = [
            "Flow \(flow.id.value): \(PreviewCount.of(chart.nodes.count, "node")) and \(PreviewCount.of(chart.edges.count, "edge")),",
            "too many to draw legibly: Copydeck draws flows of up to \(FlowDiagram.drawingLimit) nodes.",
            "Start: \(flow.start.map { chart.nodes[$0].id } ?? "none") · ends: \(shownEnds.isEmpty ? "none" : shownEnds)",
            "Its whole model is flows/\(flow.id.value).json, and flows/\(flow.id.value).dot for Graphviz.",
        ]
        let width = 720.0, height = 40.0 + Double(lines.count) * 24
        return .element("svg", attributes: [
            .class("flow-diagram flow-summary"), .attribute("viewBox", "0 0 \(Int(width)) \(Int(height))"),
            .attribute("width", "\(Int(width))"), .attribute("height", "\(Int(height))"), .attribute("data-flow", flow.id.value),
            .attribute("role", "img"), .attribute("aria-label", lines.joined(separator: " ")),
        ]) {
            Markup.element("title") { "Flow \(flow.id.value) (summary)" }
            Markup.element("style") { Markup.constant(DiagramStyle.css) }
            Markup.element("rect", attributes: [.class("cluster-box"), .attribute("x", "1"), .attribute("y", "1"),
                                                .attribute("width", "\(Int(width) - 2)"), .attribute("height", "\(Int(height) - 2)"), .attribute("rx", "8")])
            for (index, line) in lines.enumerated() {
                Markup.element("text", attributes: [.class(index == 0 ? "cluster-title" : "label"), .attribute("x", "20"), .attribute("y", "\(32 + index * 24)")]) { line }
            }
        }
    }
}
