/// Never ask for a permission at launch (UjuZ: never at first launch): on every path from the
/// start to a system prompt, or to a permission's pre-prompt, the user must have acted (tapped
/// through a screen) first. A flow that starts at a screen is entered from another, after the
/// user acted, and is not looked at.
///
///     %% @start A  @prompt B=location
///     A[App launch] --> B[iOS location prompt]   ← permission.at-launch
public struct PromptAtLaunchCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "permission.at-launch", defaultSeverity: .error,
        summary: "A permission requested, or its pre-prompt shown, on a path from app launch without a user action.",
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
        // A pre-prompt is a screen the user acts on, so the walk above stops before it: it is
        // shown at launch when a node the walk reached leads straight to it.
        for node in flow.chart.nodes.indices where tree[node] == -1 {
            guard let permission = flow.prePromptPermission(node, in: deck),
                  let edge = flow.graph.incoming(node).first(where: { tree[Int(flow.graph.edgeSources[Int($0)])] != -1 }) else { continue }
            let path = FlowGraph.path(to: Int(flow.graph.edgeSources[Int(edge)]), in: tree) + [node]
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "the pre-prompt for `\(permission)` in `\(flow.name(node))` is the first screen the user sees after the start: ask when a feature needs it, not at first launch",
                notes: [.init("path without a user action: \(flow.describe(path: path))")])
        }
    }
}
