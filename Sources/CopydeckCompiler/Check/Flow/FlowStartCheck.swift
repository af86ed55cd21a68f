/// A flow needs exactly one start: the node `@start` names, or else the only node that nothing
/// leads to.
public struct FlowStartCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.start", defaultSeverity: .error,
        summary: "A flow with no start, or with several.",
        help: """
            Name the first node with `%% @start node`. Without it, the start is the only node no \
            link leads to; when there are none or several, the app cannot know where to begin.
            """,
        examples: [
            RuleExample("two starts named", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @start ↓B
                    %% @end Done
                    A[인트로] --> Done[홈]
                    B[사진 권한 안내] --> Done
                """),
            RuleExample("no start named, and two nodes nothing leads to", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @end Done
                    A[인트로] --> Done[홈]
                    ↓B[사진 권한 안내] --> Done
                """),
            RuleExample("no start named, and every node has a link into it", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow ↓onboarding
                    A[인트로] --> B[사진 권한 안내]
                    B -->|다시 보기| A
                """),
            RuleExample("no start named: the only node nothing leads to is the start", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @end Done
                    A[인트로] --> B[튜토리얼 1]
                    B --> C[튜토리얼 2]
                    C -->|다시 보기| B
                    C -->|시작하기| Done[홈]
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        if flow.declaredStarts.count > 1 {
            let first = flow.declaredStarts[0]
            for extra in flow.declaredStarts.dropFirst() {
                diagnostics.emit(Self.rule, at: extra.range,
                    "flow `\(flow.id.value)` has several starts: `\(flow.name(first.node))` and `\(flow.name(extra.node))`; keep one `%% @start`",
                    notes: [.init("first start named here", at: first.range)])
            }
            return
        }
        guard flow.declaredStarts.isEmpty, !flow.chart.nodes.isEmpty else { return }
        let sources = flow.graph.sources
        if sources.isEmpty {
            diagnostics.emit(Self.rule, at: flow.id.range,
                "flow `\(flow.id.value)` has no start: every node has a link into it; name one with `%% @start`")
        } else if sources.count > 1 {
            let names = sources.prefix(5).map { "`\(flow.name($0))`" }.joined(separator: ", ")
            diagnostics.emit(Self.rule, at: flow.range(ofNode: sources[1]),
                "flow `\(flow.id.value)` has several starts (\(names)\(sources.count > 5 ? ", …" : "")); name the start with `%% @start`",
                notes: sources.prefix(5).map { .init("`\(flow.name($0))` has no link into it", at: flow.range(ofNode: $0)) })
        }
    }
}
