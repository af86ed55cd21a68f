/// What several flow checks need, computed once per flow in linear time: the start, the
/// shortest-path tree from it, which nodes can still reach an end, and the nodes that look like
/// typos of declared ones.
public struct FlowAnalysis: Sendable {
    public var start: Int?
    /// Predecessor on a shortest path from the start (-1: unreachable); all -1 without a start.
    public var tree: [Int32]
    public var canReachEnd: [Bool]
    /// Node → the declared id it is probably a typo of.
    public var typoTargets: [Int: String]

    init(chart: Flowchart, graph: FlowGraph, roles: [DeckFlow.Role],
         declaredStarts: [(node: Int, range: SourceRange)], ends: Set<Int>) {
        if declaredStarts.count == 1 {
            start = declaredStarts[0].node
        } else if declaredStarts.isEmpty, case let sources = graph.sources, sources.count == 1 {
            start = sources[0]
        } else {
            start = nil
        }
        tree = start.map { graph.shortestPathTree(from: $0) } ?? Array(repeating: -1, count: graph.nodeCount)
        canReachEnd = graph.canReach(ends)
        typoTargets = Self.typos(chart: chart, roles: roles, declaredStarts: declaredStarts, ends: ends)
    }

    private static func typos(chart: Flowchart, roles: [DeckFlow.Role],
                              declaredStarts: [(node: Int, range: SourceRange)], ends: Set<Int>) -> [Int: String] {
        let nodes = chart.nodes
        var declaredByLength: [Int: [String]] = [:]
        for node in nodes where node.declaration != nil {
            declaredByLength[node.id.count, default: []].append(node.id)
        }
        var bound = ends
        for (index, role) in roles.enumerated() where role != .step { bound.insert(index) }
        for (node, _) in declaredStarts { bound.insert(node) }
        var result: [Int: String] = [:]
        for (index, node) in nodes.enumerated() where node.references == 1 && node.declaration == nil && !bound.contains(index) {
            let limit = max(1, node.id.count / 3)
            let candidates = (node.id.count - limit...node.id.count + limit).flatMap { declaredByLength[$0] ?? [] }
            if let match = Suggestion.closest(to: node.id, in: candidates) { result[index] = match }
        }
        return result
    }
}
