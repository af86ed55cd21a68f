import Foundation

/// A flow drawn by Copydeck as SVG, at build time, with no Mermaid, browser or Graphviz: labels
/// measured and wrapped (`TextWrap`), Mermaid's shapes, edge types and subgraphs, laid out by
/// `LayeredLayout` in the flowchart's direction. Nodes that show a screen link to its page; the
/// nodes and edges the lint flagged are marked with the findings.
///
/// The same `markup` goes inline into the flow's preview page and alone into
/// `build/<deck>/flows/<flow>.svg`: its colours are CSS custom properties (`--cd-…`) with light
/// defaults, so a page's theme can restyle it.
struct FlowDiagram: Sendable {
    var markup: Markup
    /// Findings of this flow that concern no single node or edge.
    var unplacedFindings: [Diagnostic]
    /// Where everything went (for tests).
    var layout: LayoutResult
    /// Per node: its shape and its label's lines.
    var labels: [DiagramLabel]

    static let fontSize = 14.0
    static let lineHeight = 19.0
    static let maxLabelWidth = 200.0
    static let paddingX = 14.0
    static let paddingY = 9.0
    static let margin = 16.0

    init(flow: DeckFlow, findings: [Diagnostic] = [], link: @escaping @Sendable (Int) -> MarkupURL? = { _ in nil }) {
        self.init(plan: Plan(flow.chart), flow: flow, findings: findings, link: link)
    }

    /// Draws `flow` as `plan` laid it out: a flow drawn twice (on its preview page and alone in
    /// `<deck>/flows/`, with other links) is measured and laid out once.
    init(plan: Plan, flow: DeckFlow, findings: [Diagnostic], link: @escaping @Sendable (Int) -> MarkupURL?, marks: DiagramMarks = DiagramMarks()) {
        let placed = DiagramFindings(flow: flow, findings: findings)
        self.layout = plan.layout
        self.labels = plan.labels
        guard !plan.isSummary else {
            // Too large to read as a drawing: what it holds, and where its whole model is.
            self.unplacedFindings = findings
            self.markup = FlowSummary(flow: flow).svg()
            return
        }
        self.unplacedFindings = placed.unplaced
        self.markup = DiagramDrawing(flow: flow, graph: plan.graph, layout: plan.layout, labels: plan.labels, edgeLabels: plan.edgeLabels,
                                     parallels: plan.parallels, findings: placed, link: link, marks: marks).svg()
    }

    /// The most nodes (and twice as many edges) a flow is drawn with: a drawing of more is too
    /// large to read on any screen, and laying it out would cost more than everything else the
    /// build does. A larger flow is drawn as a summary (`FlowSummary`).
    static let drawingLimit = 5_000

    static func isDrawable(_ chart: Flowchart) -> Bool {
        chart.nodes.count <= drawingLimit && chart.edges.count <= 2 * drawingLimit
    }

    /// What a drawing of a chart needs before its links and findings: each label measured and
    /// wrapped, and the graph laid out.
    struct Plan: Sendable {
        var labels: [DiagramLabel]
        var edgeLabels: [DiagramLabel?]
        var graph: LayoutGraph
        var layout: LayoutResult
        /// Per edge, the edges between the same two nodes (either way), in index order: drawn
        /// bowed apart. Found once, by the pair, so a flow of any size is drawn in linear time.
        var parallels: [[Int]]
        /// Above `drawingLimit`: nothing measured or laid out, a summary drawn instead.
        var isSummary = false

        init(_ chart: Flowchart) {
            guard FlowDiagram.isDrawable(chart) else {
                self.labels = []
                self.edgeLabels = []
                self.graph = LayoutGraph()
                self.layout = LayoutResult(nodes: [], edges: [], edgeLabels: [], width: 0, height: 0, crossings: 0)
                self.parallels = []
                self.isSummary = true
                return
            }
            let labels = chart.nodes.map { DiagramLabel(text: $0.label, markdown: $0.labelType == .markdown, shape: NodeShape(mermaid: $0.shape)) }
            let edgeLabels = chart.edges.map { edge in
                edge.label.flatMap { $0.isEmpty ? nil : DiagramLabel(text: $0, markdown: edge.labelType == .markdown, shape: .rectangle, maxWidth: 160) }
            }
            var index: [String: Int] = [:]
            for (position, node) in chart.nodes.enumerated() where index[node.id] == nil { index[node.id] = position }
            var graph = LayoutGraph(direction: FlowDiagram.direction(chart.direction))
            graph.nodes = chart.nodes.indices.map { LayoutNode(id: chart.nodes[$0].id, width: labels[$0].boxWidth, height: labels[$0].boxHeight) }
            graph.edges = chart.edges.indices.map { position in
                let edge = chart.edges[position]
                return LayoutEdge(from: index[edge.from] ?? -1, to: index[edge.to] ?? -1,
                                  labelWidth: edgeLabels[position]?.plateWidth ?? 0, labelHeight: edgeLabels[position]?.plateHeight ?? 0)
            }
            graph.clusters = FlowDiagram.clusters(chart, index: index)
            self.labels = labels
            self.edgeLabels = edgeLabels
            self.graph = graph
            self.layout = LayeredLayout.layout(graph, nodeSpacing: 36, layerSpacing: 56)
            var byPair: [Int64: [Int]] = [:]
            for (position, edge) in graph.edges.enumerated() {
                byPair[Int64(min(edge.from, edge.to)) << 32 | Int64(UInt32(truncatingIfNeeded: max(edge.from, edge.to))), default: []].append(position)
            }
            self.parallels = graph.edges.map { edge in
                byPair[Int64(min(edge.from, edge.to)) << 32 | Int64(UInt32(truncatingIfNeeded: max(edge.from, edge.to)))] ?? []
            }
        }
    }

    static func direction(_ mermaid: String?) -> LayoutDirection {
        switch mermaid {
        case "LR": .leftRight
        case "RL": .rightLeft
        case "BT": .bottomUp
        default: .topDown
        }
    }

    /// Subgraphs as layout clusters: each with the nodes directly inside it (a node listed by a
    /// nested subgraph belongs to that one), parents before children.
    static func clusters(_ chart: Flowchart, index: [String: Int]) -> [LayoutCluster] {
        let subgraphIDs = Dictionary(chart.subgraphs.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var parent = [Int?](repeating: nil, count: chart.subgraphs.count)
        for (position, subgraph) in chart.subgraphs.enumerated() {
            for member in subgraph.nodes {
                if let child = subgraphIDs[member], child != position, parent[child] == nil { parent[child] = position }
            }
        }
        // Depth first, so a parent comes before its children; a cycle of subgraphs (which
        // Mermaid refuses) cannot loop: depth is capped by the count.
        func depth(_ position: Int) -> Int {
            var depth = 0
            var current = parent[position]
            while let next = current, depth <= chart.subgraphs.count {
                depth += 1
                current = parent[next]
            }
            return depth
        }
        let order = chart.subgraphs.indices.sorted { (depth($0), $0) < (depth($1), $1) }
        let newIndex = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        var claimed = Set<Int>()
        var members = [[Int]](repeating: [], count: chart.subgraphs.count)
        // Innermost first: a node named by a nested subgraph is that subgraph's.
        for position in order.reversed() {
            for member in chart.subgraphs[position].nodes {
                guard subgraphIDs[member] == nil, let node = index[member], !claimed.contains(node) else { continue }
                claimed.insert(node)
                members[position].append(node)
            }
        }
        return order.map { position in
            let title = DiagramLabel(text: chart.subgraphs[position].title, markdown: false, shape: .rectangle, maxWidth: 260)
            return LayoutCluster(id: chart.subgraphs[position].id, members: members[position], parent: parent[position].flatMap { newIndex[$0] },
                                 labelWidth: title.plateWidth, labelHeight: title.plateHeight)
        }
    }
}

/// A label as drawn: wrapped into lines that fit, and the box its shape needs.
struct DiagramLabel: Sendable, Equatable {
    var lines: [String]
    var shape: NodeShape
    /// The widest line and the lines' height.
    var textWidth: Double
    var textHeight: Double

    init(text: String, markdown: Bool, shape: NodeShape, maxWidth: Double = FlowDiagram.maxLabelWidth) {
        let plain = markdown ? Self.strippingEmphasis(text) : text
        var lines = TextMeasure.wrap(plain, maxWidth: maxWidth, fontSize: FlowDiagram.fontSize)
        if lines.isEmpty { lines = [""] }
        self.lines = lines
        self.shape = shape
        textWidth = lines.map { TextMeasure.width(of: $0, fontSize: FlowDiagram.fontSize) }.max() ?? 0
        textHeight = Double(lines.count) * FlowDiagram.lineHeight
    }

    /// A node's box: the text with padding, grown to the shape's outline.
    var boxWidth: Double { shape.size(forText: textWidth + 2 * FlowDiagram.paddingX, textHeight + 2 * FlowDiagram.paddingY).width }
    var boxHeight: Double { shape.size(forText: textWidth + 2 * FlowDiagram.paddingX, textHeight + 2 * FlowDiagram.paddingY).height }

    /// An edge label's plate: the text with a little padding.
    var plateWidth: Double { textWidth + 8 }
    var plateHeight: Double { textHeight + 4 }

    /// A Markdown string's words without its `**` and `*` emphasis markers (the diagram shows
    /// the words; underscores are kept, ids often hold them).
    static func strippingEmphasis(_ text: String) -> String {
        text.replacingOccurrences(of: "**", with: "").replacingOccurrences(of: "*", with: "")
    }
}
