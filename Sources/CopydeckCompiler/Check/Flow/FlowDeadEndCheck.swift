/// A node that is not an end must lead somewhere.
public struct FlowDeadEndCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.dead-end", defaultSeverity: .error,
        summary: "A node that is not an end and has no way out.",
        help: """
            Link it onward, or mark it as an end with `%% @end node` if the flow really ends there. \
            When the node reads as an end (the flow names none yet, a stadium or circle shape, or \
            an id or label like home, done, 완료 or 完了), the finding suggests the `@end` line first.
            """,
        examples: [
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end Done
                    A --> ↓B[Stuck]
                    A --> Done
                """),
            RuleExample("no `@end` at all: the last node is suggested as the end", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    A[인트로] --> ↓Home[홈]
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
            let name = flow.name(node)
            let fix = Self.looksLikeAnEnd(flow.chart.nodes[node], flowHasEnds: !flow.ends.isEmpty)
                ? "if the flow ends there, add `%% @end \(name)` to the flowchart\(flow.ends.isEmpty ? " (it names no end yet)" : ""); otherwise link it onward"
                : "link it onward (`\(name) --> …`), or add `%% @end \(name)` if the flow really ends there"
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "node `\(name)` is a dead end: it is not an end of flow `\(flow.id.value)` and nothing leads on from it; \(fix)",
                notes: [flow.pathNote(to: node)].compactMap { $0 })
        }
    }

    /// Words an end node is named or labelled with, in the project's languages.
    static let endWords = ["end", "done", "finish", "complete", "home", "main", "exit", "close",
                           "끝", "완료", "종료", "홈", "메인", "終了", "完了", "ホーム", "メイン"]

    /// Whether a node reads as the place a flow ends: the flow names no end at all (every dead
    /// end is then a candidate), a terminal shape (stadium or circle, as flowcharts draw start
    /// and end), or an id or label with an end word.
    static func looksLikeAnEnd(_ node: FlowNode, flowHasEnds: Bool) -> Bool {
        if !flowHasEnds { return true }
        if let shape = node.shape, ["stadium", "circle", "doublecircle", "terminal", "pill", "stop", "fr-circ", "f-circ"].contains(shape) { return true }
        let words = (node.id + " " + node.label).lowercased()
        return endWords.contains { words.contains($0) }
    }
}
