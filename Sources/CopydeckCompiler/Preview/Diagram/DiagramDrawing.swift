/// Turns a laid-out flow into SVG elements: clusters, then edges, then nodes (so nodes sit on
/// top of the lines that reach them), then edge labels.
struct DiagramDrawing {
    let flow: DeckFlow
    let graph: LayoutGraph
    let layout: LayoutResult
    let labels: [DiagramLabel]
    let edgeLabels: [DiagramLabel?]
    /// Per edge, the edges between the same two nodes (`FlowDiagram.Plan.parallels`).
    let parallels: [[Int]]
    let findings: DiagramFindings
    let link: @Sendable (Int) -> MarkupURL?
    /// What changed against another version (the changes page): per node and per edge, a class
    /// (`change-added`, `change-removed`, `change-changed`) and what it was before.
    var marks = DiagramMarks()

    /// A prefix for the ids of this drawing's markers, so two drawings on one page never share.
    var prefix: String { "cd-" + MarkupURL.percentEncoded(flow.id.value).replacingOccurrences(of: "%", with: "_") }

    func svg() -> Markup {
        let f = NodeShape.format
        let margin = FlowDiagram.margin
        let width = layout.width + 2 * margin
        let height = layout.height + 2 * margin
        return .element("svg", attributes: [
            .class("flow-diagram"), .attribute("viewBox", "0 0 \(f(width)) \(f(height))"),
            .attribute("width", f(width)), .attribute("height", f(height)), .attribute("data-flow", flow.id.value),
        ]) {
            Markup.element("title") { "Flow \(flow.id.value)" }
            Markup.element("style") { Markup.constant(DiagramStyle.css) }
            markers()
            Markup.element("g", attributes: [.attribute("transform", "translate(\(f(margin)),\(f(margin)))")]) {
                clusters()
                for edge in flow.chart.edges.indices { self.edge(edge) }
                for node in flow.chart.nodes.indices { self.node(node) }
                for edge in flow.chart.edges.indices { edgeLabel(edge) }
            }
        }
    }

    func clusters() -> [Markup] {
        let f = NodeShape.format
        return graph.clusters.indices.compactMap { index in
            guard index < layout.clusters.count else { return nil }
            let box = layout.clusters[index]
            guard box.width > 0, let subgraph = flow.chart.subgraphs.first(where: { $0.id == graph.clusters[index].id }) else { return nil }
            let title = DiagramLabel(text: subgraph.title, markdown: false, shape: .rectangle, maxWidth: 260)
            return .element("g", attributes: [.class("cluster"), .attribute("data-subgraph-id", subgraph.id)]) {
                Markup.element("rect", attributes: [
                    .class("cluster-box"), .attribute("x", f(box.minX)), .attribute("y", f(box.minY)),
                    .attribute("width", f(box.width)), .attribute("height", f(box.height)), .attribute("rx", "6"),
                ])
                text(title.lines, x: box.x, top: box.minY + 4, className: "cluster-title")
            }
        }
    }

    func node(_ index: Int) -> Markup {
        let box = layout.nodes[index]
        let node = flow.chart.nodes[index]
        var classes = ["node"]
        switch flow.roles[index] {
        case .screen: classes.append("screen")
        case .prompt: classes.append("prompt")
        case .step: classes.append("step")
        }
        if flow.isDecision[index] { classes.append("decision") }
        if flow.start == index { classes.append("start") }
        if flow.ends.contains(index) { classes.append("end") }
        let flagged = findings.nodes[index] ?? []
        if !flagged.isEmpty { classes += ["flagged", DiagramFindings.severity(flagged)] }
        let mark = marks.nodes[index]
        if let mark { classes.append(mark.className) }
        let label = labels[index]
        let top = box.y - label.textHeight / 2
        let group = Markup.element("g", attributes: [.class(classes.joined(separator: " ")), .attribute("data-node-id", node.id)]) {
            if !flagged.isEmpty || mark?.note != nil {
                Markup.element("title") { ([mark?.note].compactMap { $0 } + (flagged.isEmpty ? [] : [DiagramFindings.tooltip(flagged)])).joined(separator: "\n") }
            }
            label.shape.outline(box)
            text(label.lines, x: box.x, top: top, className: "label")
            if !flagged.isEmpty { badge(x: box.maxX - 4, y: box.minY + 4) }
        }
        guard let url = link(index) else { return group }
        return .element("a", attributes: [.href(url), .class("node-link")], children: [group])
    }

    func edge(_ index: Int) -> Markup {
        let edge = flow.chart.edges[index]
        let points = endpoints(index)
        var classes = ["edge", "stroke-\(edge.stroke)"]
        let flagged = findings.edges[index] ?? []
        if !flagged.isEmpty { classes += ["flagged", DiagramFindings.severity(flagged)] }
        let mark = marks.edges[index]
        if let mark { classes.append(mark.className) }
        var attributes: [MarkupAttribute] = [.class(classes.joined(separator: " ")), .attribute("data-from", edge.from), .attribute("data-to", edge.to)]
        if let outcome = flow.outcomes[index]?.value { attributes.append(.attribute("data-outcome", outcome)) }
        return .element("g", attributes: attributes) {
            if !flagged.isEmpty || mark?.note != nil {
                Markup.element("title") { ([mark?.note].compactMap { $0 } + (flagged.isEmpty ? [] : [DiagramFindings.tooltip(flagged)])).joined(separator: "\n") }
            }
            if points.count >= 2 && edge.stroke != "invisible" {
                Markup.element("path", attributes: pathAttributes(points, type: edge.type))
            }
            if !flagged.isEmpty, points.count >= 2 {
                let middle = points[points.count / 2]
                badge(x: middle.x, y: middle.y)
            }
        }
    }

    /// The edge's polyline with its ends on its nodes' outlines (the layout clips to boxes).
    func endpoints(_ index: Int) -> [Point] {
        guard index < layout.edges.count, index < graph.edges.count else { return [] }
        var points = layout.edges[index]
        let edge = graph.edges[index]
        guard points.count >= 2, edge.from != edge.to, layout.nodes.indices.contains(edge.from), layout.nodes.indices.contains(edge.to) else { return points }
        // Edges between the same two nodes would lie on one another: bow each one out to its side.
        let twins = index < parallels.count ? parallels[index] : [index]
        if points.count == 2, twins.count > 1, let rank = twins.firstIndex(of: index) {
            let offset = (Double(rank) - Double(twins.count - 1) / 2) * Self.parallelSpacing
            let dx = points[1].x - points[0].x, dy = points[1].y - points[0].y
            let length = max((dx * dx + dy * dy).squareRoot(), 1)
            // The same side for both directions: measured from the lower-numbered node.
            let sign: Double = edge.from < edge.to ? 1 : -1
            let middle = Point(x: (points[0].x + points[1].x) / 2 - dy / length * offset * sign,
                               y: (points[0].y + points[1].y) / 2 + dx / length * offset * sign)
            points.insert(middle, at: 1)
        }
        points[0] = labels[edge.from].shape.border(layout.nodes[edge.from], towards: points[1])
        points[points.count - 1] = labels[edge.to].shape.border(layout.nodes[edge.to], towards: points[points.count - 2])
        return points
    }

    static let parallelSpacing = 16.0

    func edgeLabel(_ index: Int) -> Markup {
        guard let label = edgeLabels[index], index < layout.edgeLabels.count, let centre = layout.edgeLabels[index],
              flow.chart.edges[index].stroke != "invisible" else { return .fragment([]) }
        let f = NodeShape.format
        let classes = ["edge-label"] + [marks.edges[index]?.className].compactMap { $0 }
        return .element("g", attributes: [.class(classes.joined(separator: " ")), .attribute("data-from", flow.chart.edges[index].from),
                                          .attribute("data-to", flow.chart.edges[index].to)]) {
            Markup.element("rect", attributes: [
                .class("edge-label-plate"), .attribute("x", f(centre.x - label.plateWidth / 2)), .attribute("y", f(centre.y - label.plateHeight / 2)),
                .attribute("width", f(label.plateWidth)), .attribute("height", f(label.plateHeight)), .attribute("rx", "3"),
            ])
            text(label.lines, x: centre.x, top: centre.y - label.textHeight / 2, className: "edge-text")
        }
    }

    /// The path of an edge with its arrowheads: `arrow_point`, `arrow_circle`, `arrow_cross` at
    /// the target (and at the source for `double_arrow_…`), none for `arrow_open`.
    func pathAttributes(_ points: [Point], type: String) -> [MarkupAttribute] {
        var attributes: [MarkupAttribute] = [.class("edge-path"), .attribute("d", Self.spline(points))]
        let head: String? = type.hasSuffix("point") ? "point" : type.hasSuffix("circle") ? "circle" : type.hasSuffix("cross") ? "cross" : nil
        if let head {
            attributes.append(.attribute("marker-end", "url(#\(prefix)-\(head)-end)"))
            if type.hasPrefix("double_") { attributes.append(.attribute("marker-start", "url(#\(prefix)-\(head)-start)")) }
        }
        return attributes
    }

    /// A smooth path through the points (a Catmull-Rom spline as cubic Béziers, as dagre's
    /// renderers draw edges): it passes through every point the layout gave, so it starts and
    /// ends on the nodes' outlines and runs through the layers where the layout kept room for it.
    static func spline(_ points: [Point]) -> String {
        let f = NodeShape.format
        var d = "M\(f(points[0].x)),\(f(points[0].y))"
        guard points.count > 2 else {
            for point in points.dropFirst() { d += "L\(f(point.x)),\(f(point.y))" }
            return d
        }
        for index in 0..<(points.count - 1) {
            let before = points[max(index - 1, 0)], from = points[index]
            let to = points[index + 1], after = points[min(index + 2, points.count - 1)]
            let first = Point(x: from.x + (to.x - before.x) / 6, y: from.y + (to.y - before.y) / 6)
            let second = Point(x: to.x - (after.x - from.x) / 6, y: to.y - (after.y - from.y) / 6)
            d += "C\(f(first.x)),\(f(first.y)) \(f(second.x)),\(f(second.y)) \(f(to.x)),\(f(to.y))"
        }
        return d
    }

    func markers() -> Markup {
        .element("defs") {
            for end in ["end", "start"] {
                let orient = end == "end" ? "auto" : "auto-start-reverse"
                Markup.element("marker", attributes: marker("point", end, orient, refX: 9)) {
                    Markup.element("path", attributes: [.class("arrowhead"), .attribute("d", "M0,0L10,5L0,10z")])
                }
                Markup.element("marker", attributes: marker("circle", end, orient, refX: 10)) {
                    Markup.element("circle", attributes: [.class("arrowhead"), .attribute("cx", "5"), .attribute("cy", "5"), .attribute("r", "4")])
                }
                Markup.element("marker", attributes: marker("cross", end, orient, refX: 9)) {
                    Markup.element("path", attributes: [.class("arrowhead-line"), .attribute("d", "M1,1L9,9M9,1L1,9")])
                }
            }
        }
    }

    private func marker(_ kind: String, _ end: String, _ orient: String, refX: Double) -> [MarkupAttribute] {
        [.id("\(prefix)-\(kind)-\(end)"), .attribute("viewBox", "0 0 10 10"), .attribute("refX", NodeShape.format(refX)),
         .attribute("refY", "5"), .attribute("markerWidth", "8"), .attribute("markerHeight", "8"), .attribute("orient", orient),
         .attribute("markerUnits", "userSpaceOnUse")]
    }

    /// Lines centred on `x`, the first line's box starting at `top`.
    func text(_ lines: [String], x: Double, top: Double, className: String) -> Markup {
        let f = NodeShape.format
        return .element("text", attributes: [.class(className), .attribute("text-anchor", "middle")]) {
            for (index, line) in lines.enumerated() {
                Markup.element("tspan", attributes: [
                    .attribute("x", f(x)), .attribute("y", f(top + (Double(index) + 0.5) * FlowDiagram.lineHeight)),
                    .attribute("dominant-baseline", "central"),
                ]) {
                    if Markup.containsBidiControls(line) { Markup.isolatedSVGText(line) } else { line }
                }
            }
        }
    }

    func badge(x: Double, y: Double) -> Markup {
        let f = NodeShape.format
        return .element("g", attributes: [.class("badge")]) {
            Markup.element("circle", attributes: [.attribute("cx", f(x)), .attribute("cy", f(y)), .attribute("r", "8")])
            Markup.element("text", attributes: [.attribute("x", f(x)), .attribute("y", f(y)), .attribute("text-anchor", "middle"),
                                                .attribute("dominant-baseline", "central")]) { "!" }
        }
    }
}

/// What changed in a drawing against another version of its flow (`ChangesPage`).
struct DiagramMarks: Sendable {
    struct Mark: Sendable {
        var change: ProjectDiff.Change
        /// What it was before, for a changed one's tooltip.
        var note: String?
        var className: String { "change-\(change.rawValue)" }
    }

    var nodes: [Int: Mark] = [:]
    var edges: [Int: Mark] = [:]
}
