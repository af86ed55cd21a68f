/// A loop the user can enter but never leave: no end is reachable from any of its nodes.
public struct FlowNoExitCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.no-exit", defaultSeverity: .error,
        summary: "A cycle with no exit: nodes from which no end can be reached.",
        help: "Give the loop a way out (a link to a node that leads to an end), or mark an end with `%% @end`.",
        examples: [
            RuleExample("the two tutorial pages lead only to each other", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end Done
                    A[인트로] --> Done[홈]
                    A --> ↓B[튜토리얼 1]
                    B --> C[튜토리얼 2]
                    C --> B
                """),
            RuleExample("a loop with a way out", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end Done
                    A[인트로] --> B[튜토리얼 1]
                    B --> C[튜토리얼 2]
                    C -->|다시 보기| B
                    C -->|시작하기| Done[홈]
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        let analysis = flow.analysis
        let (component, count) = flow.graph.stronglyConnectedComponents { node in
            analysis.tree[node] != -1 && !analysis.canReachEnd[node]
        }
        guard count > 0 else { return }
        // A component is reported when it is a real loop (two nodes, or a node linked to itself)
        // and no edge leaves it; loops that lead into a dead end are left to `flow.dead-end`.
        var size = [Int](repeating: 0, count: count)
        var closed = [Bool](repeating: true, count: count)
        var selfLoop = [Bool](repeating: false, count: count)
        var first = [Int](repeating: -1, count: count)
        for node in flow.chart.nodes.indices where component[node] >= 0 {
            let c = Int(component[node])
            size[c] += 1
            if first[c] == -1 { first[c] = node }
            for edge in flow.graph.outgoing(node) {
                let target = Int(flow.graph.edgeTargets[Int(edge)])
                if target == node { selfLoop[c] = true }
                if component[target] != component[node] { closed[c] = false }
            }
        }
        for c in 0..<count where closed[c] && (size[c] > 1 || selfLoop[c]) {
            let node = first[c]
            let members = flow.chart.nodes.indices.filter { component[$0] == Int32(c) }
            let names = members.prefix(6).map { "`\(flow.name($0))`" }.joined(separator: ", ")
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "nodes \(names)\(members.count > 6 ? ", …" : "") form a cycle with no exit: no end of flow `\(flow.id.value)` can be reached from them; link one of them onward to an end, or mark one as an end with `%% @end`",
                notes: [flow.pathNote(to: node)].compactMap { $0 })
        }
    }
}
