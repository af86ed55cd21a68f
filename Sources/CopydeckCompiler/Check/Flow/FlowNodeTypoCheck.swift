/// A node id written once, never declared with a label or shape, and one typo away from a node
/// that is: the author meant the declared one.
public struct FlowNodeTypoCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.node-typo", defaultSeverity: .error,
        summary: "A node used once and never declared, whose id looks like a typo of a declared node.",
        help: "Mermaid silently draws a new box for a misspelled id; fix the id to link the intended node.",
        examples: [
            RuleExample("`Phot0` for `Photo`", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start Start
                    %% @end Done
                    Start[인트로] --> ↓Phot0
                    Photo[사진 권한 안내] --> Done[홈]
                """),
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start Start
                    %% @end Done
                    Start[인트로] --> Photo
                    Photo[사진 권한 안내] --> Done[홈]
                """),
        ])

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for (node, target) in flow.analysis.typoTargets.sorted(by: { $0.key < $1.key }) {
            let declared = flow.chart.nodes.firstIndex { $0.id == target }
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "node `\(flow.name(node))` is used once and never declared; did you mean `\(target)`?",
                notes: declared.map { [.init("`\(target)` is declared here", at: flow.range(ofNode: $0))] } ?? [])
        }
    }
}
