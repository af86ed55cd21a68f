/// After a denial the flow must lead on (a fallback, settings guidance), not end, and not return
/// to the same system prompt: iOS shows a prompt only once, so asking again does nothing.
///
///     %% @outcome B C=granted D=denied  @end D
///     B{iOS prompt} -->|Allow| C
///     B -->|Don't allow| D[Done]        ← permission.denied-branch
public struct DeniedBranchCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "permission.denied-branch", defaultSeverity: .error,
        summary: "A denied branch that ends the flow or leads back to the same system prompt.",
        help: """
            Branches with the outcome `denied` (or `denied_…`) must continue to a fallback that \
            works without the permission, or to guidance on enabling it in Settings.
            """,
        example: """
            %% @outcome B C=granted D=denied  @end D
            B{iOS prompt} -->|Allow| C
            B -->|Don't allow| D[Done]        ← permission.denied-branch
            """)

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        var reachesPrompt: [Int: [Bool]] = [:]
        for edge in flow.chart.edges.indices {
            guard let outcome = flow.outcomes[edge]?.value, outcome == "denied" || outcome.hasPrefix("denied_") else { continue }
            let source = Int(flow.graph.edgeSources[edge])
            let target = Int(flow.graph.edgeTargets[edge])
            if flow.ends.contains(target) || flow.graph.outgoing(target).isEmpty {
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: edge),
                    "the denied branch from `\(flow.name(source))` ends the flow at `\(flow.name(target))`; lead on to a fallback or to Settings guidance")
                continue
            }
            for prompt in prompts(for: source, in: flow) {
                // One backward search per prompt, shared by all its denied branches.
                let reaches = reachesPrompt[prompt] ?? flow.graph.canReach([prompt])
                reachesPrompt[prompt] = reaches
                guard reaches[target] else { continue }
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: edge),
                    "the denied branch from `\(flow.name(source))` leads back to the system prompt `\(flow.name(prompt))`, which iOS will not show again")
            }
        }
    }

    /// The prompt a branch answers: its source if that is a prompt, else prompts right before it.
    private func prompts(for source: Int, in flow: DeckFlow) -> [Int] {
        if flow.promptPermission(source) != nil { return [source] }
        return flow.graph.incoming(source).map { Int(flow.graph.edgeSources[Int($0)]) }
            .filter { flow.promptPermission($0) != nil }
    }
}
