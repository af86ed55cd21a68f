/// A flow as it was and as it is, drawn once: every node and edge of either version, laid out
/// together so that what did not change keeps its place whichever version a reader looks at,
/// with what was added, removed (a ghost) and changed marked (`DiagramMarks`).
struct FlowChange: Sendable {
    /// Both versions' nodes and edges in one flow: the newer's, then what only the older had.
    let flow: DeckFlow
    let marks: DiagramMarks

    init(before: DeckFlow?, after: DeckFlow) {
        var marks = DiagramMarks()
        var chart = after.chart
        var roles = after.roles, isDecision = after.isDecision, outcomes = after.outcomes
        var ends = after.ends
        var oldIndex: [String: Int] = [:]
        for (index, node) in (before?.chart.nodes ?? []).enumerated() where oldIndex[node.id] == nil { oldIndex[node.id] = index }
        var seen = Set<String>()
        for (index, node) in after.chart.nodes.enumerated() where seen.insert(node.id).inserted {
            guard let before else { continue }
            guard let old = oldIndex[node.id] else {
                marks.nodes[index] = .init(change: .added)
                continue
            }
            let was = ProjectDiff.Value.facts(before.nodeProperties(old)), now = ProjectDiff.Value.facts(after.nodeProperties(index))
            if was != now { marks.nodes[index] = .init(change: .changed, note: "before: " + was.summary) }
        }
        if let before {
            for (index, node) in before.chart.nodes.enumerated() where !seen.contains(node.id) {
                seen.insert(node.id)
                marks.nodes[chart.nodes.count] = .init(change: .removed, note: "removed")
                if before.ends.contains(index) { ends.insert(chart.nodes.count) }
                chart.nodes.append(node)
                roles.append(before.roles[index])
                isDecision.append(before.isDecision[index])
            }
            // Edges as the diff pairs them; a removed one drawn again, as a ghost.
            for pair in EdgePairing.pairs(before: before, after: after) {
                switch pair {
                case .same: break
                case .changed(let old, let new): marks.edges[new] = .init(change: .changed, note: "before: " + before.edgeValue(old).summary)
                case .added(let new): marks.edges[new] = .init(change: .added)
                case .removed(let old):
                    marks.edges[chart.edges.count] = .init(change: .removed, note: "removed")
                    chart.edges.append(before.chart.edges[old])
                    outcomes.append(before.outcomes[old])
                }
            }
        } else {
            for index in after.chart.nodes.indices { marks.nodes[index] = .init(change: .added) }
            for index in after.chart.edges.indices { marks.edges[index] = .init(change: .added) }
        }
        var nodeIndex: [String: Int] = [:]
        for (index, node) in chart.nodes.enumerated() where nodeIndex[node.id] == nil { nodeIndex[node.id] = index }
        let edges = chart.edges.compactMap { edge -> (from: Int32, to: Int32)? in
            guard let from = nodeIndex[edge.from], let to = nodeIndex[edge.to] else { return nil }
            return (Int32(from), Int32(to))
        }
        flow = DeckFlow(id: after.id, file: after.file, lineOffset: after.lineOffset, chart: chart, roles: roles, isDecision: isDecision,
                        declaredStarts: after.declaredStarts, ends: ends, outcomes: outcomes,
                        graph: FlowGraph(nodeCount: chart.nodes.count, edges: edges))
        self.marks = marks
    }

    /// A flow only the older version has: all of it a ghost.
    init(removed before: DeckFlow) {
        var marks = DiagramMarks()
        for index in before.chart.nodes.indices { marks.nodes[index] = .init(change: .removed, note: "removed") }
        for index in before.chart.edges.indices { marks.edges[index] = .init(change: .removed, note: "removed") }
        flow = before
        self.marks = marks
    }
}
