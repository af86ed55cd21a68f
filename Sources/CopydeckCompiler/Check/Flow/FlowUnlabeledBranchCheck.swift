/// Each branch of a decision says which answer it is.
///
///     C{Allowed?} -->|yes| D
///     C --> E                     ← flow.unlabeled-branch
public struct FlowUnlabeledBranchCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.unlabeled-branch", defaultSeverity: .error,
        summary: "A branch of a decision without a label.",
        help: "Label the link (`-->|answer|` or `-- answer -->`) so readers and translators know when it is taken.",
        example: """
            C{Allowed?} -->|yes| D
            C --> E                     ← flow.unlabeled-branch
            """)

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for node in flow.chart.nodes.indices where flow.isDecision[node] && flow.graph.outgoing(node).count >= 2 {
            for edge in flow.graph.outgoing(node) {
                let entry = flow.chart.edges[Int(edge)]
                guard (entry.label ?? "").trimmingWhitespace().isEmpty else { continue }
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: Int(edge)),
                    "the branch from decision `\(entry.from)` to `\(entry.to)` has no label")
            }
        }
    }
}
