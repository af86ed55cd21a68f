/// Two differently labelled branches of a decision that lead to the same node with the same
/// outcome id (`@outcome C D=allow` binds every link from C to D) cannot be told apart by the
/// app: give each link an id and bind it.
public struct FlowIndistinguishableBranchCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.indistinguishable-branches", defaultSeverity: .warning,
        summary: "Differently labelled branches of a decision to the same node that share one outcome id.",
        help: """
            Give each link an id and bind it: `C a1@-->|Allow| D`, `C a2@-->|Allow once| D`, \
            `%% @outcome C a1=allow a2=allow_once`.
            """,
        examples: [
            RuleExample("`D=allow` binds both links to D", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow location
                    %% @start A
                    %% @end D E
                    %% @outcome C D=allow E=later
                    A[내 주변 시설 보기] --> C{위치를 허용할까요?}
                    C -->|허용| D[지도]
                    C ↓-->|이번만 허용| D
                    C -->|나중에| E[지역 직접 선택]
                """),
            RuleExample("each link bound by its own id", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow location
                    %% @start A
                    %% @end D E
                    %% @outcome C a1=allow a2=allow_once E=later
                    A[내 주변 시설 보기] --> C{위치를 허용할까요?}
                    C a1@-->|허용| D[지도]
                    C a2@-->|이번만 허용| D
                    C -->|나중에| E[지역 직접 선택]
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for node in flow.chart.nodes.indices where flow.isDecision[node] {
            // The first branch of each (target, outcome) pair, to compare the later ones with.
            var first: [BranchKey: Int] = [:]
            for edge in flow.graph.outgoing(node).map(Int.init) {
                guard let outcome = flow.outcomes[edge]?.value else { continue }
                let key = BranchKey(target: flow.graph.edgeTargets[edge], outcome: outcome)
                guard let earlier = first[key] else {
                    first[key] = edge
                    continue
                }
                let label = (flow.chart.edges[edge].label ?? "").trimmingWhitespace()
                let earlierLabel = (flow.chart.edges[earlier].label ?? "").trimmingWhitespace()
                guard label != earlierLabel else { continue }
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: edge),
                    "branches “\(earlierLabel)” and “\(label)” of `\(flow.name(node))` both lead to `\(flow.name(Int(key.target)))` as outcome `\(outcome)`: the app cannot tell them apart; give each link an id (`\(flow.name(node)) b1@-->|…|`) and bind it (`%% @outcome \(flow.name(node)) b1=…`)",
                    notes: [.init("the other branch", at: flow.range(ofEdge: earlier))])
            }
        }
    }

    private struct BranchKey: Hashable {
        var target: Int32
        var outcome: String
    }
}
