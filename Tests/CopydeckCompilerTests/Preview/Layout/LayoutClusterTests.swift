import Testing
@testable import CopydeckCompiler

/// Subgraphs: each cluster's nodes kept together, its box around exactly its members (and
/// nested clusters), clear of every other node and of its sibling clusters.
@Suite struct LayoutClusterTests {
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.minX < b.maxX - 0.01 && b.minX < a.maxX - 0.01 && a.minY < b.maxY - 0.01 && b.minY < a.maxY - 0.01
    }

    /// A flow-like graph with two sibling subgraphs, one nested subgraph, and nodes outside
    /// that edges weave between, named by its seed.
    static func graph(seed: Int) -> LayoutGraph {
        var rng = LayoutRNG(seed: seed)
        let count = rng.int(8...24)
        var graph = LayoutGraph(direction: LayoutDirection.allCases[rng.int(0...3)])
        for index in 0..<count {
            graph.nodes.append(LayoutNode(id: "n\(index)", width: Double(rng.int(30...140)), height: Double(rng.int(20...50))))
        }
        for index in 1..<count {
            graph.edges.append(LayoutEdge(from: rng.int(0...(index - 1)), to: index, labelWidth: rng.chance(30) ? 40 : 0, labelHeight: 14))
        }
        for _ in 0..<rng.int(0...4) {
            let a = rng.int(0...(count - 1)), b = rng.int(0...(count - 1))
            if a != b { graph.edges.append(LayoutEdge(from: a, to: b)) }
        }
        // Consecutive runs of nodes become clusters: [2, 2+k) and a later run, one nested.
        let first = Array(2..<min(count, 2 + rng.int(2...4)))
        let secondStart = min(count, first.last! + 2)
        let second = Array(secondStart..<min(count, secondStart + rng.int(2...5)))
        graph.clusters.append(LayoutCluster(id: "a", members: first, labelWidth: 60, labelHeight: 18))
        if second.count >= 2 {
            graph.clusters.append(LayoutCluster(id: "b", members: Array(second.dropLast()), labelWidth: 60, labelHeight: 18))
            graph.clusters.append(LayoutCluster(id: "b1", members: [second.last!], parent: 1, labelWidth: 40, labelHeight: 18))
        }
        return graph
    }

    /// The nodes a cluster holds, its nested clusters' included.
    static func holds(_ graph: LayoutGraph, _ cluster: Int) -> Set<Int> {
        var nodes = Set(graph.clusters[cluster].members)
        for (index, other) in graph.clusters.enumerated() where other.parent == cluster { nodes.formUnion(holds(graph, index)) }
        return nodes
    }

    @Test(arguments: 0..<150) func clusterBoxesHoldTheirNodes(seed: Int) {
        let graph = Self.graph(seed: seed)
        let result = LayeredLayout.layout(graph)
        #expect(result.clusters.count == graph.clusters.count)
        for (index, box) in result.clusters.enumerated() {
            for node in Self.holds(graph, index) {
                let rect = result.nodes[node]
                #expect(rect.minX >= box.minX && rect.maxX <= box.maxX && rect.minY >= box.minY && rect.maxY <= box.maxY,
                        "seed \(seed): \(graph.nodes[node].id) outside its cluster \(graph.clusters[index].id)")
            }
        }
    }

    /// In every layer, no node outside a cluster sits between two of its nodes.
    @Test(arguments: 0..<150) func eachLayerKeepsAClustersNodesTogether(seed: Int) {
        var graph = Self.graph(seed: seed)
        graph.direction = .topDown
        let result = LayeredLayout.layout(graph)
        var layers: [Double: [Int]] = [:]
        for (node, rect) in result.nodes.enumerated() { layers[(rect.y * 100).rounded() / 100, default: []].append(node) }
        for (index, _) in graph.clusters.enumerated() {
            let inside = Self.holds(graph, index)
            for nodes in layers.values {
                let ordered = nodes.sorted { result.nodes[$0].x < result.nodes[$1].x }
                let positions = ordered.indices.filter { inside.contains(ordered[$0]) }
                guard let first = positions.first, let last = positions.last else { continue }
                let between = ordered[first...last].filter { !inside.contains($0) }
                #expect(between.isEmpty, "seed \(seed): \(between.map { graph.nodes[$0].id }) between the nodes of \(graph.clusters[index].id)")
            }
        }
    }
}
