/// A decision (a `{diamond}` or a node named by `@decision`) needs at least two branches.
///
///     C{Allowed?} -->|yes| D     ← flow.decision-branches (where does "no" go?)
public struct FlowDecisionBranchesCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "flow.decision-branches", defaultSeverity: .error,
        summary: "A decision with fewer than two branches.",
        help: """
            Add the missing branch, or mark the node `%% @step node` if it is a plain step drawn \
            as a diamond.
            """,
        example: """
            C{Allowed?} -->|yes| D     ← flow.decision-branches (where does "no" go?)
            """)

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for node in flow.chart.nodes.indices where flow.isDecision[node] {
            let count = flow.graph.outgoing(node).count
            guard count < 2 else { continue }
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "decision `\(flow.name(node))` has \(count == 0 ? "no branches" : "only one branch"); a decision needs at least two",
                notes: [flow.pathNote(to: node)].compactMap { $0 })
        }
    }
}
