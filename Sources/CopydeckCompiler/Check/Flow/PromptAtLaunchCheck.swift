/// Never ask for a permission at launch: on every path from the start to a system prompt the
/// user must have acted (tapped through a screen) first.
///
///     %% @start A  @prompt B=location
///     A[App launch] --> B[iOS location prompt]   ← permission.at-launch
public struct PromptAtLaunchCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "permission.at-launch", defaultSeverity: .error,
        summary: "A permission requested on a path from app launch without a user action.",
        help: """
            Ask just in time: put a screen the user acts on (a pre-prompt explaining the value) \
            between the start and the prompt. Splash screens and toasts do not count as actions.
            """,
        example: """
            %% @start A  @prompt B=location
            A[App launch] --> B[iOS location prompt]   ← permission.at-launch
            """)

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        guard let start = flow.start, !flow.takesUserAction(start, in: deck) else { return }
        let tree = flow.graph.shortestPathTree(from: start) { node in
            !flow.takesUserAction(node, in: deck)
        }
        for node in flow.chart.nodes.indices where tree[node] != -1 {
            guard let permission = flow.promptPermission(node) else { continue }
            let path = FlowGraph.path(to: node, in: tree)
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "the system prompt for `\(permission)` in `\(flow.name(node))` is reached from the start without a user action",
                notes: [.init("path without a user action: \(flow.describe(path: path))")])
        }
    }
}
