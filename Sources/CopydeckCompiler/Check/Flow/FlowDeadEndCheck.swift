/// A node that is not an end must lead somewhere.
public struct FlowDeadEndCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.dead-end", defaultSeverity: .error,
        summary: "A node that is not an end and has no way out.",
        help: "Link it onward, or mark it as an end with `%% @end node` if the flow really ends there.",
        examples: [
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end Done
                    A --> ↓B[Stuck]
                    A --> Done
                """),
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end Done B
                    A --> B[Finished early]
                    A --> Done
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        let tree = flow.analysis.tree
        for node in flow.chart.nodes.indices
        where tree[node] != -1 && !flow.ends.contains(node) && flow.graph.outgoing(node).isEmpty && flow.typoTarget(of: node) == nil {
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "node `\(flow.name(node))` is a dead end: it is not an end of flow `\(flow.id.value)` and nothing leads on from it",
                notes: [flow.pathNote(to: node)].compactMap { $0 })
        }
    }
}
