/// Each branch of a decision says which answer it is.
public struct FlowUnlabeledBranchCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.unlabeled-branch", defaultSeverity: .error,
        summary: "A branch of a decision without a label.",
        help: "Label the link (`-->|answer|` or `-- answer -->`) so readers and translators know when it is taken.",
        examples: [
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D E
                    %% @outcome C D=sign_in E=browse
                    A[인트로] --> C{로그인할까요?}
                    C -->|로그인| D[홈]
                    C ↓--> E[둘러보기]
                """),
            RuleExample("both label forms", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D E
                    %% @outcome C D=sign_in E=browse
                    A[인트로] --> C{로그인할까요?}
                    C -->|로그인| D[홈]
                    C -- 둘러보기 --> E[둘러보기]
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for node in flow.chart.nodes.indices where flow.isDecision[node] && flow.graph.outgoing(node).count >= 2 {
            for edge in flow.graph.outgoing(node) {
                let entry = flow.chart.edges[Int(edge)]
                guard (entry.label ?? "").trimmingWhitespace().isEmpty else { continue }
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: Int(edge)),
                    "the branch from decision `\(entry.from)` to `\(entry.to)` has no label; write the answer it stands for on the arrow, as `\(entry.from) -->|Allow| \(entry.to)`")
            }
        }
    }
}
