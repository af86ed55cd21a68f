import Foundation
import Testing
@testable import CopydeckCompiler

@Suite struct FlowDiagramTests {
    /// Lints a one-flow project and draws its flow.
    static func diagram(_ flow: String, link: @escaping @Sendable (Int) -> MarkupURL? = { _ in nil }) throws -> (FlowDiagram, DeckFlow, LintResult) {
        let project = try FlowFixture.project(flow: flow)
        defer { project.remove() }
        let lint = try project.lint()
        let deckFlow = try #require(lint.project.decks.first?.flows.first)
        return (FlowDiagram(flow: deckFlow, findings: lint.diagnostics.filter { $0.range?.file == deckFlow.file.path }, link: link), deckFlow, lint)
    }

    static func parse(_ diagram: FlowDiagram) throws -> XMLElement {
        try XMLElement.parsed(MarkupRenderer(mode: .svg).render(diagram.markup))
    }

    static func all(_ root: XMLElement) -> [XMLElement] { root.descendants }

    /// Whether `point` lies on the outline of `shape` drawn in `box`.
    static func isOnOutline(_ point: Point, _ shape: NodeShape, _ box: Rect) -> Bool {
        let dx = abs(point.x - box.x), dy = abs(point.y - box.y)
        switch shape {
        case .diamond: return abs(dx / (box.width / 2) + dy / (box.height / 2) - 1) < 0.01
        case .circle, .doubleCircle: return abs((dx * dx + dy * dy).squareRoot() - box.width / 2) < 0.01
        default:
            let onVertical = abs(dx - box.width / 2) < 0.01 && dy <= box.height / 2 + 0.01
            let onHorizontal = abs(dy - box.height / 2) < 0.01 && dx <= box.width / 2 + 0.01
            return onVertical || onHorizontal
        }
    }

    /// The checks every drawing must pass: it parses, no two nodes overlap, every label fits its
    /// box, every edge starts and ends on its nodes' outlines.
    static func checkGeometry(_ diagram: FlowDiagram, _ flow: DeckFlow) throws {
        _ = try parse(diagram)
        let boxes = diagram.layout.nodes
        for a in boxes.indices {
            let label = diagram.labels[a]
            #expect(boxes[a].width + 0.01 >= label.textWidth + 2 * FlowDiagram.paddingX, "label of \(flow.name(a)) wider than its box")
            #expect(boxes[a].height + 0.01 >= label.textHeight, "label of \(flow.name(a)) taller than its box")
            for b in boxes.indices where b > a {
                let apart = boxes[a].maxX <= boxes[b].minX + 0.01 || boxes[b].maxX <= boxes[a].minX + 0.01
                    || boxes[a].maxY <= boxes[b].minY + 0.01 || boxes[b].maxY <= boxes[a].minY + 0.01
                #expect(apart, "\(flow.name(a)) and \(flow.name(b)) overlap")
            }
        }
        for (index, edge) in flow.chart.edges.enumerated() {
            guard let from = flow.chart.nodes.firstIndex(where: { $0.id == edge.from }),
                  let to = flow.chart.nodes.firstIndex(where: { $0.id == edge.to }), from != to else { continue }
            let points = try #require(Self.endpoints(diagram, flow, index))
            #expect(isOnOutline(points.first!, diagram.labels[from].shape, boxes[from]), "edge \(edge.from)→\(edge.to) does not start on its node")
            #expect(isOnOutline(points.last!, diagram.labels[to].shape, boxes[to]), "edge \(edge.from)→\(edge.to) does not end on its node")
        }
    }

    static func endpoints(_ diagram: FlowDiagram, _ flow: DeckFlow, _ index: Int) -> [Point]? {
        var graph = LayoutGraph()
        graph.edges = flow.chart.edges.map { edge in
            LayoutEdge(from: flow.chart.nodes.firstIndex { $0.id == edge.from } ?? -1, to: flow.chart.nodes.firstIndex { $0.id == edge.to } ?? -1)
        }
        let drawing = DiagramDrawing(flow: flow, graph: graph, layout: diagram.layout, labels: diagram.labels, edgeLabels: [],
                                     parallels: FlowDiagram.Plan(flow.chart).parallels, findings: DiagramFindings(flow: flow, findings: []), link: { _ in nil })
        let points = drawing.endpoints(index)
        return points.count >= 2 ? points : nil
    }

    @Test func everyFlowOfTheExampleProjectIsDrawnWithoutOverlapsAndWithEdgesOnTheirNodes() throws {
        let lint = try #require(PreviewSiteTests.example)
        var flows = 0
        for deck in lint.project.decks {
            for flow in deck.flows {
                try Self.checkGeometry(FlowDiagram(flow: flow), flow)
                flows += 1
            }
        }
        #expect(flows >= 10)
    }

    @Test func shapesFollowMermaid() throws {
        let (diagram, flow, _) = try Self.diagram("""
            flowchart LR
                %% @flow onboarding
                %% @start A
                %% @end F
                A([Start]) --> B{Choose} --> C((Circle)) --> D[(Store)] --> E{{Prepare}} --> F[/Lean/]
            """)
        try Self.checkGeometry(diagram, flow)
        #expect(diagram.labels.map(\.shape) == [.stadium, .diamond, .circle, .cylinder, .hexagon, .leanRight])
        let root = try Self.parse(diagram)
        let nodes = Self.all(root).filter { $0[attribute: "class"]?.split(separator: " ").first == "node" }
        #expect(nodes.map { $0[attribute: "data-node-id"] } == ["A", "B", "C", "D", "E", "F"])
        #expect(nodes[1].elements.contains { $0.name == "polygon" && $0[attribute: "points"]?.split(separator: " ").count == 4 })
        #expect(nodes[2].elements.contains { $0.name == "circle" })
        // Left to right: each node right of the one before.
        let xs = diagram.layout.nodes.map(\.x)
        #expect(xs == xs.sorted() && Set(xs).count == xs.count)
    }

    @Test func edgeTypesGiveStrokesAndArrowheadsAndInvisibleEdgesAreNotDrawn() throws {
        let (diagram, _, _) = try Self.diagram("""
            flowchart TD
                %% @flow onboarding
                %% @start A
                %% @end E
                A ==> B
                B -.-> C
                C --o D
                D ~~~ E
                D <--> E
            """)
        let root = try Self.parse(diagram)
        let edges = Self.all(root).filter { $0[attribute: "class"]?.hasPrefix("edge ") == true }
        #expect(edges.count == 5)
        func path(_ edge: XMLElement) -> XMLElement? { edge.elements.first { $0.name == "path" } }
        #expect(edges[0][attribute: "class"]!.contains("stroke-thick"))
        #expect(path(edges[0])?[attribute: "marker-end"]?.contains("point-end") == true)
        #expect(edges[1][attribute: "class"]!.contains("stroke-dotted"))
        #expect(path(edges[2])?[attribute: "marker-end"]?.contains("circle-end") == true)
        #expect(path(edges[3]) == nil, "an invisible edge is laid out but not drawn")
        #expect(path(edges[4])?[attribute: "marker-start"]?.contains("point-start") == true)
        // Every marker an edge names exists.
        let ids = Set(Self.all(root).compactMap { $0[attribute: "id"] })
        for edge in edges {
            for name in ["marker-end", "marker-start"] {
                guard let reference = path(edge)?[attribute: name] else { continue }
                let id = String(reference.dropFirst("url(#".count).dropLast())
                #expect(ids.contains(id), "\(id)")
            }
        }
    }

    @Test func hostileLabelsComeBackAsTextAndNeverAsMarkup() throws {
        let planted = "<script>alert(1)</script> \"' & </svg> \u{202E}evil"
        let (diagram, _, _) = try Self.diagram("""
            flowchart TD
                %% @flow onboarding
                %% @start A
                %% @end B
                A["\(planted.replacingOccurrences(of: "\"", with: "#quot;"))"] -->|"</svg> & <b>x</b>"| B["javascript:alert(1)"]
            """)
        let root = try Self.parse(diagram)
        let elements = Self.all(root)
        #expect(!elements.contains { $0.name == "script" || $0.name == "b" })
        let texts = elements.filter { $0.name == "tspan" }.map(\.text)
        // Node A's label, wrapped over several lines: every piece comes back as text.
        let nodeA = try #require(elements.first { $0[attribute: "data-node-id"] == "A" })
        let label = Self.all(nodeA).filter { $0.name == "tspan" && $0[attribute: "x"] != nil }.map(\.text).joined(separator: " ")
        for piece in ["<script>alert(1)</script>", "\"'", "&", "</svg>", "\u{202E}evil"] { #expect(label.contains(piece), "\(piece)") }
        #expect(texts.contains("</svg> & <b>x</b>"))
        #expect(texts.contains("javascript:alert(1)"))
        // The line with the override is isolated, so it cannot reorder what follows it.
        #expect(elements.contains { $0.name == "tspan" && $0[attribute: "style"] == "unicode-bidi:isolate" })
    }

    @Test func nodesShowingAScreenLinkToItsPage() throws {
        let (diagram, flow, _) = try Self.diagram(FlowFixture.valid) { index in index == 1 ? MarkupURL.relative(["intro.html"]) : nil }
        let root = try Self.parse(diagram)
        let links = Self.all(root).filter { $0.name == "a" }
        #expect(links.count == 1)
        #expect(links.first?[attribute: "href"] == "./intro.html")
        #expect(links.first?.elements.first?[attribute: "data-node-id"] == flow.name(1))
        let classes = Self.all(root).filter { $0[attribute: "data-node-id"] == "B" }.first?[attribute: "class"] ?? ""
        #expect(classes.split(separator: " ").contains("screen"))
        let start = Self.all(root).filter { $0[attribute: "data-node-id"] == "A" }.first?[attribute: "class"] ?? ""
        #expect(start.split(separator: " ").contains("start"))
        let end = Self.all(root).filter { $0[attribute: "data-node-id"] == "H" }.first?[attribute: "class"] ?? ""
        #expect(end.split(separator: " ").contains("end"))
        let outcomes = Self.all(root).compactMap { $0[attribute: "data-outcome"] }
        #expect(outcomes == ["granted", "denied"])
    }

    @Test func findingsMarkTheNodeTheyConcern() throws {
        let (diagram, flow, lint) = try Self.diagram(FlowFixture.valid + "\n    X[Orphan] --> H")
        let unreachable = lint.diagnostics.filter { $0.rule.rawValue == "flow.unreachable" }
        #expect(!unreachable.isEmpty)
        let root = try Self.parse(diagram)
        let orphan = try #require(Self.all(root).first { $0[attribute: "data-node-id"] == "X" })
        let classes = (orphan[attribute: "class"] ?? "").split(separator: " ")
        #expect(classes.contains("flagged") && classes.contains("error"))
        let title = try #require(orphan.elements.first { $0.name == "title" })
        #expect(title.text.contains("flow.unreachable"))
        #expect(title.text.contains(unreachable[0].message))
        // No other node is flagged by it.
        let flagged = Self.all(root).filter { ($0[attribute: "class"] ?? "").split(separator: " ").contains("flagged") }
        #expect(flagged.compactMap { $0[attribute: "data-node-id"] } == ["X"])
        #expect(diagram.unplacedFindings.allSatisfy { $0.rule.rawValue != "flow.unreachable" })
        #expect(flow.chart.nodes.contains { $0.id == "X" })
    }

    @Test func subgraphsAreBoxesAroundTheirNodes() throws {
        let (diagram, flow, _) = try Self.diagram("""
            flowchart TD
                %% @flow onboarding
                %% @start A
                %% @end D
                A --> B
                subgraph setup [Set up]
                    B --> C
                end
                C --> D
            """)
        try Self.checkGeometry(diagram, flow)
        let root = try Self.parse(diagram)
        let cluster = try #require(Self.all(root).first { $0[attribute: "data-subgraph-id"] == "setup" })
        #expect(cluster.text.contains("Set up"))
        let box = try #require(diagram.layout.clusters.first)
        for id in ["B", "C"] {
            let node = diagram.layout.nodes[try #require(flow.chart.nodes.firstIndex { $0.id == id })]
            #expect(node.minX >= box.minX && node.maxX <= box.maxX && node.minY >= box.minY && node.maxY <= box.maxY, "\(id) outside its subgraph")
        }
    }

    @Test func theSameFlowGivesTheSameBytes() throws {
        let lint = try #require(PreviewSiteTests.example)
        for flow in lint.project.decks.flatMap(\.flows) {
            let first = try MarkupRenderer(mode: .svg).render(FlowDiagram(flow: flow).markup)
            let second = try MarkupRenderer(mode: .svg).render(FlowDiagram(flow: flow).markup)
            #expect(first == second)
        }
    }

    /// A flow's page and its drawing share one layout plan: drawn from the shared plan, with
    /// other links, the drawing is the one drawn from scratch.
    @Test func aSharedPlanDrawsWhatAFreshLayoutDraws() throws {
        let lint = try #require(PreviewSiteTests.example)
        let plans = FlowPlans()
        for deck in lint.project.decks {
            for flow in deck.flows {
                let link: @Sendable (Int) -> MarkupURL? = { MarkupURL("node-\($0).html") }
                _ = plans.plan(flow, deck: deck.id)
                let shared = FlowDiagram(plan: plans.plan(flow, deck: deck.id), flow: flow, findings: [], link: link)
                let fresh = FlowDiagram(flow: flow, link: link)
                #expect(shared.layout == fresh.layout)
                #expect(try MarkupRenderer(mode: .svg).render(shared.markup) == MarkupRenderer(mode: .svg).render(fresh.markup))
            }
        }
    }

    @Test func longKoreanAndJapaneseLabelsWrapToFit() throws {
        let korean = "사진 접근 권한을 허용하면 지도에 여행 기록을 자동으로 모아서 보여 드려요"
        let label = DiagramLabel(text: korean, markdown: false, shape: .rectangle)
        #expect(label.lines.count > 1)
        #expect(label.textWidth <= FlowDiagram.maxLabelWidth + 0.01)
        let japanese = DiagramLabel(text: "写真へのアクセスを許可すると、旅の記録を地図に自動でまとめます。", markdown: false, shape: .diamond)
        #expect(japanese.lines.count > 1)
        #expect(japanese.lines.allSatisfy { !$0.hasPrefix("、") && !$0.hasPrefix("。") })
        #expect(DiagramLabel(text: "a<br>b", markdown: false, shape: .rectangle).lines == ["a", "b"])
        #expect(DiagramLabel(text: "**bold** and *it*", markdown: true, shape: .rectangle).lines == ["bold and it"])
    }
}

@Suite struct DiagramSplineTests {
    @Test func aSplinePassesThroughEveryPointAndAStraightEdgeStaysStraight() {
        #expect(DiagramDrawing.spline([Point(x: 0, y: 0), Point(x: 10, y: 20)]) == "M0,0L10,20")
        let d = DiagramDrawing.spline([Point(x: 0, y: 0), Point(x: 10, y: 20), Point(x: 10, y: 40), Point(x: 30, y: 60)])
        #expect(d.hasPrefix("M0,0C"))
        // Each cubic ends on the next point: the path goes through all of them.
        let ends = d.split(separator: "C").dropFirst().map { $0.split(separator: " ").last.map(String.init) ?? "" }
        #expect(ends == ["10,20", "10,40", "30,60"])
        // Points in a vertical line give a straight vertical stretch.
        let vertical = DiagramDrawing.spline([Point(x: 5, y: 0), Point(x: 5, y: 10), Point(x: 5, y: 20)])
        #expect(vertical == "M5,0C5,1.67 5,6.67 5,10C5,13.33 5,18.33 5,20")
    }
}

@Suite struct DiagramParallelEdgeTests {
    @Test func edgesBetweenTheSameNodesAreDrawnApart() throws {
        let (diagram, flow, _) = try FlowDiagramTests.diagram("""
            flowchart TD
                %% @flow onboarding
                %% @start A
                %% @end B
                A --> B
                A --> B
                A --> B
            """)
        try FlowDiagramTests.checkGeometry(diagram, flow)
        let paths = try (0..<3).map { try #require(FlowDiagramTests.endpoints(diagram, flow, $0)) }
        let middles = paths.map { $0[$0.count / 2] }
        #expect(Set(middles.map { NodeShape.format($0.x) }).count == 3, "\(middles)")
        // The middle one stays straight; the others bow out to either side.
        #expect(paths[1].count == 3 && abs(middles[1].x - diagram.layout.nodes[0].x) < 0.01)
        #expect(abs(middles[0].x - middles[1].x) > 10 && abs(middles[2].x - middles[1].x) > 10)
        #expect((middles[0].x - middles[1].x) * (middles[2].x - middles[1].x) < 0, "to either side")
    }
}
