/// Two branches of one decision with the same label cannot both be right.
public struct FlowDuplicateBranchCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.duplicate-branch", defaultSeverity: .error,
        summary: "Two branches of a decision with the same label.",
        help: "Each answer of a decision leads one way; merge the branches or relabel one.",
        examples: [
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D E
                    %% @outcome C D=sign_in E=browse
                    A[인트로] --> C{로그인할까요?}
                    C -->|예| D[홈]
                    C ↓-->|예| E[둘러보기]
                """),
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D E
                    %% @outcome C D=sign_in E=browse
                    A[인트로] --> C{로그인할까요?}
                    C -->|예| D[홈]
                    C -->|나중에| E[둘러보기]
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for node in flow.chart.nodes.indices where flow.isDecision[node] {
            var seen: [String: Int] = [:]
            for edge in flow.graph.outgoing(node) {
                let label = (flow.chart.edges[Int(edge)].label ?? "").trimmingWhitespace()
                guard !label.isEmpty else { continue }
                if let earlier = seen[label] {
                    diagnostics.emit(Self.rule, at: flow.range(ofEdge: Int(edge)),
                        "decision `\(flow.name(node))` has two branches labeled “\(label)”; give each branch the words of its own answer",
                        notes: [.init("the other branch", at: flow.range(ofEdge: earlier))])
                } else {
                    seen[label] = Int(edge)
                }
            }
        }
    }
}
