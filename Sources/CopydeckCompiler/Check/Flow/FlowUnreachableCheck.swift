/// Every node must be reachable from the start; a node no path reaches is a screen nobody sees.
public struct FlowUnreachableCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.unreachable", defaultSeverity: .error,
        summary: "A node that no path from the start reaches.",
        help: "Link it from the node that should lead to it, or remove it.",
        examples: [
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end Done
                    A[인트로] --> Done[홈]
                    ↓B[사진 권한 안내]
                """),
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end Done
                    A[인트로] --> B[사진 권한 안내]
                    B --> Done[홈]
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        guard let start = flow.analysis.start else { return }
        for node in flow.chart.nodes.indices where flow.analysis.tree[node] == -1 && flow.typoTarget(of: node) == nil {
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "node `\(flow.name(node))` cannot be reached from the start `\(flow.name(start))` of flow `\(flow.id.value)`; link it from a node the flow reaches, or remove it")
        }
    }
}
