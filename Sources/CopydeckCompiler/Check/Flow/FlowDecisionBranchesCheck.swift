/// A decision (a `{diamond}` or a node named by `@decision`) needs at least two branches.
public struct FlowDecisionBranchesCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.decision-branches", defaultSeverity: .error,
        summary: "A decision with fewer than two branches.",
        help: """
            Add the missing branch, or mark the node `%% @step node` if it is a plain step drawn \
            as a diamond.
            """,
        examples: [
            RuleExample("where does “아니요” go?", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D
                    %% @outcome C D=granted
                    A[인트로] --> ↓C{알림을 허용했나요?}
                    C -->|예| D[홈]
                """),
            RuleExample("a plain step drawn as a diamond, marked `@step`", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D
                    %% @step C
                    A[인트로] --> C{{사진 불러오는 중}}
                    C --> D[홈]
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for node in flow.chart.nodes.indices where flow.isDecision[node] {
            let count = flow.graph.outgoing(node).count
            guard count < 2 else { continue }
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "decision `\(flow.name(node))` has \(count == 0 ? "no branches" : "only one branch"), and a decision needs at least two; add the branch of each other answer, or mark it `%% @step \(flow.name(node))` if it decides nothing",
                notes: [flow.pathNote(to: node)].compactMap { $0 })
        }
    }
}
