/// "When In Use first; never Always early" (UjuZ): a flow asks for location Always only after it
/// has asked for When In Use, on every path from its start.
///
///     %% @prompt P=location_always
///     A[Start] --> S[Pre-prompt] --> P{iOS Always prompt}   ← permission.always-first
public struct AlwaysLocationFirstCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "permission.always-first", defaultSeverity: .warning,
        summary: "Location Always asked before location When In Use.",
        help: """
            Ask When In Use first and Always later, when a feature needs background location: \
            iOS offers Always only as an upgrade, and asking it early is refused more often.
            """,
        example: """
            %% @prompt P=location_always
            A[Start] --> S[Pre-prompt] --> P{iOS Always prompt}   ← permission.always-first
            """)

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        guard let start = flow.start else { return }
        func system(_ node: Int) -> SystemPermission? {
            guard let id = flow.promptPermission(node) else { return nil }
            return deck.permissions.first { $0.id.value == id }?.system?.value
        }
        let always = flow.chart.nodes.indices.filter { system($0) == .locationAlways }
        guard !always.isEmpty else { return }
        // Paths that never pass a When In Use prompt.
        let tree = flow.graph.shortestPathTree(from: start) { system($0) != .locationWhenInUse }
        for node in always where tree[node] != -1 {
            let path = FlowGraph.path(to: node, in: tree)
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "`\(flow.name(node))` asks for location Always on a path that never asked for When In Use",
                notes: [.init("path: \(flow.describe(path: path))")])
        }
    }
}
