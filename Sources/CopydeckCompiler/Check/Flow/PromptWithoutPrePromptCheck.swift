/// The iOS prompt of a permission is shown once; the app explains first, on a pre-prompt screen
/// that leads straight to it.
///
///     %% @screen A=home  @prompt B=notifications
///     A[Home] --> B[iOS notification prompt]     ← permission.no-preprompt
public struct PromptWithoutPrePromptCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "permission.no-preprompt", defaultSeverity: .error,
        summary: "A system permission prompt not directly preceded by its pre-prompt.",
        help: """
            Every link into a `@prompt` node must come from the permission's pre-prompt: a node \
            bound to the permission itself or to a screen whose `permission:` is that permission.
            """,
        example: """
            %% @screen A=home  @prompt B=notifications
            A[Home] --> B[iOS notification prompt]     ← permission.no-preprompt
            """)

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for node in flow.chart.nodes.indices {
            guard let permission = flow.promptPermission(node) else { continue }
            let incoming = flow.graph.incoming(node).map(Int.init)
            if incoming.isEmpty {
                diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                    "the system prompt for `\(permission)` in `\(flow.name(node))` has no pre-prompt before it")
                continue
            }
            // Each link that reaches the prompt from elsewhere is reported where it is written:
            // the prompt's own line may hold a correct link.
            for edge in incoming {
                let predecessor = Int(flow.graph.edgeSources[edge])
                guard !flow.isPrePrompt(predecessor, for: permission, in: deck) else { continue }
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: edge),
                    "the system prompt for `\(permission)` in `\(flow.name(node))` is reached from `\(flow.name(predecessor))`, which is not its pre-prompt",
                    notes: [.init("the prompt `\(flow.name(node))`", at: flow.range(ofNode: node))])
            }
        }
    }
}
