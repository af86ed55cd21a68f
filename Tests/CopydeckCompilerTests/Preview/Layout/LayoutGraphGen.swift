@testable import CopydeckCompiler

/// SplitMix64: a small deterministic generator, so that a seed names a graph.
struct LayoutRNG {
    var state: UInt64

    init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.upperBound - range.lowerBound + 1))
    }

    mutating func chance(_ percent: Int) -> Bool { int(0...99) < percent }
}

enum LayoutGraphGen {
    /// A graph named by its seed: up to 30 nodes of assorted sizes, edges in any direction (cycles,
    /// self-loops and parallel edges included when `acyclic` is false), some labelled.
    static func graph(seed: Int, acyclic: Bool = false, maxNodes: Int = 30, direction: LayoutDirection? = nil) -> LayoutGraph {
        var rng = LayoutRNG(seed: seed)
        let count = rng.int(0...maxNodes)
        var graph = LayoutGraph()
        let directions = LayoutDirection.allCases
        graph.direction = direction ?? directions[rng.int(0...(directions.count - 1))]
        for index in 0..<count {
            graph.nodes.append(LayoutNode(id: "n\(index)", width: Double(rng.int(10...160)), height: Double(rng.int(10...70))))
        }
        guard count > 0 else { return graph }
        let edgeCount = rng.int(0...(count * 2))
        let labelled = rng.chance(40)
        for _ in 0..<edgeCount {
            var from = rng.int(0...(count - 1))
            var to = rng.int(0...(count - 1))
            if acyclic {
                if from == to { continue }
                if from > to { swap(&from, &to) }
            } else if from == to && !rng.chance(30) {
                continue
            }
            var edge = LayoutEdge(from: from, to: to)
            if labelled && rng.chance(50) {
                edge.labelWidth = Double(rng.int(10...90))
                edge.labelHeight = Double(rng.int(8...24))
            }
            graph.edges.append(edge)
        }
        return graph
    }

    /// `count` nodes, about 1.5 edges a node, in any direction.
    static func large(count: Int, seed: Int) -> LayoutGraph {
        var rng = LayoutRNG(seed: seed)
        var graph = LayoutGraph()
        for index in 0..<count {
            graph.nodes.append(LayoutNode(id: "n\(index)", width: Double(rng.int(40...160)), height: Double(rng.int(20...60))))
        }
        for _ in 0..<(count * 3 / 2) {
            graph.edges.append(LayoutEdge(from: rng.int(0...(count - 1)), to: rng.int(0...(count - 1))))
        }
        return graph
    }
}

/// The properties every layout must have.
enum LayoutChecks {
    static let tolerance = 0.5

    static func onBorder(_ point: Point, _ box: Rect) -> Bool {
        let inside = point.x >= box.minX - tolerance && point.x <= box.maxX + tolerance
            && point.y >= box.minY - tolerance && point.y <= box.maxY + tolerance
        let nearSide = abs(point.x - box.minX) <= tolerance || abs(point.x - box.maxX) <= tolerance
            || abs(point.y - box.minY) <= tolerance || abs(point.y - box.maxY) <= tolerance
        return inside && nearSide
    }

    /// Problems found, empty when none.
    static func problems(_ graph: LayoutGraph, _ result: LayoutResult, nodeSpacing: Double = 40, layerSpacing: Double = 60) -> [String] {
        var problems: [String] = []
        if result.nodes.count != graph.nodes.count { problems.append("node count") }
        if result.edges.count != graph.edges.count { problems.append("edge count") }
        if result.edgeLabels.count != graph.edges.count { problems.append("label count") }
        guard problems.isEmpty else { return problems }
        let spacing = min(nodeSpacing, layerSpacing) - 1e-6
        for a in result.nodes.indices {
            let box = result.nodes[a]
            if box.width != graph.nodes[a].width || box.height != graph.nodes[a].height { problems.append("size of \(a)") }
            if box.minX < -1e-6 || box.minY < -1e-6 || box.maxX > result.width + 1e-6 || box.maxY > result.height + 1e-6 {
                problems.append("node \(a) outside")
            }
            for b in result.nodes.indices where b > a {
                let other = result.nodes[b]
                let horizontal = max(box.minX - other.maxX, other.minX - box.maxX)
                let vertical = max(box.minY - other.maxY, other.minY - box.maxY)
                if max(horizontal, vertical) < spacing { problems.append("nodes \(a) and \(b) overlap") }
            }
        }
        for (index, edge) in graph.edges.enumerated() {
            let path = result.edges[index]
            if path.count < 2 {
                problems.append("edge \(index) has \(path.count) points")
                continue
            }
            if !onBorder(path[0], result.nodes[edge.from]) { problems.append("edge \(index) start \(path[0]) off \(result.nodes[edge.from])") }
            if !onBorder(path[path.count - 1], result.nodes[edge.to]) { problems.append("edge \(index) end off its target") }
            for point in path where point.x < -1e-6 || point.y < -1e-6 || point.x > result.width + 1e-6 || point.y > result.height + 1e-6 {
                problems.append("edge \(index) point \(point) outside")
            }
            if edge.hasLabel {
                if let label = result.edgeLabels[index] {
                    if label.x - edge.labelWidth / 2 < -1e-6 || label.y - edge.labelHeight / 2 < -1e-6
                        || label.x + edge.labelWidth / 2 > result.width + 1e-6 || label.y + edge.labelHeight / 2 > result.height + 1e-6 {
                        problems.append("label \(index) outside")
                    }
                    for (node, box) in result.nodes.enumerated() {
                        let horizontal = max(box.minX - (label.x + edge.labelWidth / 2), (label.x - edge.labelWidth / 2) - box.maxX)
                        let vertical = max(box.minY - (label.y + edge.labelHeight / 2), (label.y - edge.labelHeight / 2) - box.maxY)
                        if max(horizontal, vertical) < -1e-6 { problems.append("label \(index) over node \(node)") }
                    }
                } else {
                    problems.append("label \(index) not placed")
                }
            }
        }
        return problems
    }
}
