import Testing
@testable import CopydeckCompiler

@Suite("Layered layout")
struct LayeredLayoutTests {
    static func nodes(_ count: Int, width: Double = 80, height: Double = 40) -> [LayoutNode] {
        (0..<count).map { LayoutNode(id: "n\($0)", width: width, height: height) }
    }

    @Test("an empty graph")
    func empty() {
        let result = LayeredLayout.layout(LayoutGraph())
        #expect(result.nodes.isEmpty && result.edges.isEmpty && result.width == 0 && result.height == 0 && result.crossings == 0)
    }

    @Test("one node sits at the origin")
    func single() {
        let result = LayeredLayout.layout(LayoutGraph(nodes: Self.nodes(1)))
        #expect(result.nodes == [Rect(x: 40, y: 20, width: 80, height: 40)])
        #expect(result.width == 80 && result.height == 40)
    }

    @Test("a chain goes straight down, one layer apart")
    func chain() {
        let graph = LayoutGraph(nodes: Self.nodes(4), edges: (0..<3).map { LayoutEdge(from: $0, to: $0 + 1) })
        let result = LayeredLayout.layout(graph)
        #expect(result.crossings == 0)
        for index in 0..<4 {
            #expect(result.nodes[index].x == 40)
            #expect(result.nodes[index].y == 20 + Double(index) * 100)
        }
        #expect(result.edges[0] == [Point(x: 40, y: 40), Point(x: 40, y: 100)])
        #expect(LayoutChecks.problems(graph, result).isEmpty)
    }

    @Test("each direction")
    func directions() {
        for direction in LayoutDirection.allCases {
            let graph = LayoutGraph(nodes: Self.nodes(2, width: 100, height: 30), edges: [LayoutEdge(from: 0, to: 1)], direction: direction)
            let result = LayeredLayout.layout(graph)
            let a = result.nodes[0]
            let b = result.nodes[1]
            switch direction {
            case .topDown: #expect(b.y > a.y && a.x == b.x && result.height == 120 && result.width == 100)
            case .bottomUp: #expect(b.y < a.y && a.x == b.x && result.height == 120)
            case .leftRight: #expect(b.x > a.x && a.y == b.y && result.width == 260 && result.height == 30)
            case .rightLeft: #expect(b.x < a.x && a.y == b.y && result.width == 260)
            }
            #expect(LayoutChecks.problems(graph, result).isEmpty)
        }
    }

    @Test("a cycle is drawn with one edge going back up")
    func cycle() {
        let graph = LayoutGraph(nodes: Self.nodes(3), edges: [LayoutEdge(from: 0, to: 1), LayoutEdge(from: 1, to: 2), LayoutEdge(from: 2, to: 0)])
        let result = LayeredLayout.layout(graph)
        #expect(result.nodes[0].y < result.nodes[1].y && result.nodes[1].y < result.nodes[2].y)
        let back = result.edges[2]
        #expect(back.first?.y ?? 0 > back.last?.y ?? 0)
        #expect(LayoutChecks.problems(graph, result).isEmpty)
    }

    @Test("a self-loop is a small loop on the node's side")
    func selfLoop() {
        let graph = LayoutGraph(nodes: Self.nodes(1), edges: [LayoutEdge(from: 0, to: 0, labelWidth: 30, labelHeight: 12)])
        let result = LayeredLayout.layout(graph)
        #expect(result.edges[0].count == 4)
        #expect(result.edges[0].allSatisfy { $0.x >= result.nodes[0].maxX })
        #expect(result.edgeLabels[0] != nil)
        #expect(LayoutChecks.problems(graph, result).isEmpty)
    }

    @Test("a labelled edge passes through its label")
    func label() {
        let graph = LayoutGraph(nodes: Self.nodes(2), edges: [LayoutEdge(from: 0, to: 1, labelWidth: 50, labelHeight: 20)])
        let result = LayeredLayout.layout(graph)
        let label = result.edgeLabels[0]
        #expect(label != nil)
        #expect(result.edges[0].contains { $0 == label })
        #expect(result.nodes[1].minY - result.nodes[0].maxY >= 60 + 20)
        #expect(LayoutChecks.problems(graph, result).isEmpty)
    }

    @Test("disconnected components side by side")
    func components() {
        let graph = LayoutGraph(nodes: Self.nodes(4), edges: [LayoutEdge(from: 0, to: 1), LayoutEdge(from: 2, to: 3)])
        let result = LayeredLayout.layout(graph)
        #expect(result.nodes[0].x == result.nodes[1].x && result.nodes[2].x == result.nodes[3].x)
        #expect(result.nodes[2].minX - result.nodes[0].maxX >= 40)
        #expect(LayoutChecks.problems(graph, result).isEmpty)
    }

    @Test("edges with indices out of range and odd sizes do not crash")
    func hostile() {
        var nodes = Self.nodes(2)
        nodes[0].width = -.infinity
        nodes[1].height = .nan
        let graph = LayoutGraph(nodes: nodes, edges: [LayoutEdge(from: 0, to: 7), LayoutEdge(from: -1, to: 0), LayoutEdge(from: 0, to: 1)])
        let result = LayeredLayout.layout(graph, nodeSpacing: .nan, layerSpacing: -3)
        #expect(result.edges[0].isEmpty && result.edges[1].isEmpty && result.edges[2].count == 2)
    }

    @Test("the classic crossing: two edges crossing are uncrossed")
    func uncross() {
        // 0 and 1 on top, 2 and 3 below; the initial order would put 0's child first.
        let graph = LayoutGraph(nodes: Self.nodes(6), edges: [
            LayoutEdge(from: 0, to: 3), LayoutEdge(from: 1, to: 2), LayoutEdge(from: 0, to: 4), LayoutEdge(from: 1, to: 5), LayoutEdge(from: 1, to: 3),
        ])
        let result = LayeredLayout.layout(graph)
        #expect(result.crossings <= result.initialCrossings)
        #expect(result.crossings == 0)
    }

    /// A large random graph (its speed is for the benchmark; a debug build takes long over the
    /// 3,000-node one, so the suite lays out 800).
    @Test("a large random graph lays out")
    func large() {
        let graph = LayoutGraphGen.large(count: 800, seed: 7)
        let result = LayeredLayout.layout(graph)
        #expect(result.nodes.count == 800)
        #expect(result.edges.allSatisfy { $0.count >= 2 })
    }
}
