/// A field whose text changes with a permission's state (TempoAI's `allow` button: granted,
/// denied, unavailable) has a variant for every answer the permission's prompt can give in the
/// deck's flows: the outcome ids of the prompt's branches (or of the decision right after it).
///
///     %% @outcome HK HG=granted HD=denied
///     allow: { variants: [default, granted] }   ← permission.missing-variant: no `denied`
public struct PermissionVariantCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "permission.missing-variant", defaultSeverity: .warning,
        summary: "A field with permission-state variants that lacks one for an answer the permission's prompt can give.",
        help: "Add the variant (and its text in every locale), or bind the prompt's branch to an outcome the field has.",
        example: """
            %% @outcome HK HG=granted HD=denied
            allow: { variants: [default, granted] }   ← permission.missing-variant: no `denied`
            """)

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks where !deck.hasUnreadableContent && !deck.hasUnreadableFlows {
            let answers = Self.answers(in: deck)
            for screen in deck.screens {
                guard let permission = screen.permission?.value, let outcomes = answers[permission] else { continue }
                for field in screen.fields where !field.variants.isEmpty {
                    let have = Set(field.variants.map(\.value))
                    for outcome in outcomes.sorted() where !have.contains(outcome) {
                        diagnostics.emit(Self.rule, at: field.id.range,
                            "`\(screen.id.value).\(field.id.value)` has no `\(outcome)` variant, an answer the `\(permission)` prompt can give")
                    }
                }
            }
        }
    }

    /// Permission id → the outcome ids its prompts' branches carry in the deck's flows.
    static func answers(in deck: Deck) -> [String: Set<String>] {
        var answers: [String: Set<String>] = [:]
        for flow in deck.flows {
            for node in flow.chart.nodes.indices {
                guard let permission = flow.promptPermission(node) else { continue }
                var branching = [node]
                // `prompt --> decision{…}`: the decision's branches are the prompt's answers.
                let next = flow.graph.outgoing(node).map { Int(flow.graph.edgeTargets[Int($0)]) }
                if next.count == 1, let only = next.first, flow.isDecision[only] { branching.append(only) }
                for source in branching {
                    for edge in flow.graph.outgoing(source) {
                        if let outcome = flow.outcomes[Int(edge)]?.value { answers[permission, default: []].insert(outcome) }
                    }
                }
            }
        }
        return answers
    }
}
