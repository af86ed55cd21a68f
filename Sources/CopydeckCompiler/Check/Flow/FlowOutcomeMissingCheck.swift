/// The app follows a decision's branch by a stable outcome id, never by its localized label.
public struct FlowOutcomeMissingCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.outcome-missing", defaultSeverity: .error,
        summary: "A labeled branch of a decision without an outcome id.",
        help: """
            Bind it with `%% @outcome from to=outcome_id`; the compiled flow lets the app say \
            `advance(outcome: "granted")` instead of matching the words on the arrow.
            """,
        examples: [
            RuleExample("the branch to E has no outcome id", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D E
                    %% @outcome C D=sign_in
                    A[인트로] --> C{로그인할까요?}
                    C -->|로그인| D[홈]
                    C ↓-->|둘러보기| E[둘러보기]
                """),
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D E
                    %% @outcome C D=sign_in E=browse
                    A[인트로] --> C{로그인할까요?}
                    C -->|로그인| D[홈]
                    C -->|둘러보기| E[둘러보기]
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for node in flow.chart.nodes.indices where flow.isDecision[node] && flow.graph.outgoing(node).count >= 2 {
            for edge in flow.graph.outgoing(node) where flow.outcomes[Int(edge)] == nil {
                let entry = flow.chart.edges[Int(edge)]
                guard let label = entry.label, !label.trimmingWhitespace().isEmpty else { continue }
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: Int(edge)),
                    "the branch “\(label)” from `\(entry.from)` to `\(entry.to)` has no outcome id; add `%% @outcome \(entry.from) \(entry.to)=…`")
            }
        }
    }
}
