/// An event that reports a permission prompt's answer (its `result` property, UjuZ's
/// `perm_push_system_result`) allows exactly the answers that prompt can give in the deck's
/// flows: a value no flow branches on is an answer the app never handles, and an answer the
/// values lack cannot be logged.
///
///     perm_push_system_result: { properties: { result: { values: [granted, denied, provisional] } } }
///     %% @outcome C D=granted E=denied     ← event.result-outcomes: no branch for `provisional`
public struct EventResultCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "event.result-outcomes", defaultSeverity: .warning,
        summary: "An event's `result` values and the answers its permission's prompt branches on differ.",
        help: """
            Branch on every result the event can report (bind the branch to that outcome id), or \
            drop the value; add the values for answers the flow handles.
            """,
        example: """
            perm_push_system_result: { properties: { result: { values: [granted, denied, provisional] } } }
            %% @outcome C D=granted E=denied     ← event.result-outcomes: no branch for `provisional`
            """)

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks where !deck.hasUnreadableContent && !deck.hasUnreadableFlows {
            let answers = deck.promptAnswers
            let events = Dictionary(deck.events.map { ($0.name.value, $0) }, uniquingKeysWith: { a, _ in a })
            var checked: Set<String> = []
            for screen in deck.screens {
                guard let permission = screen.permission?.value, let outcomes = answers[permission] else { continue }
                for reference in screen.events {
                    guard let event = events[reference.name.value],
                          let result = event.properties.first(where: { $0.name.value == "result" }), !result.values.isEmpty,
                          checked.insert("\(event.name.value)|\(permission)").inserted else { continue }
                    let values = Set(result.values.map(\.value))
                    for value in result.values where !outcomes.contains(value.value) {
                        diagnostics.emit(Self.rule, at: value.range,
                            "`\(event.name.value).result` can report `\(value.value)`, but no flow branches on `\(value.value)` after the `\(permission)` prompt")
                    }
                    for outcome in outcomes.sorted() where !values.contains(outcome) {
                        diagnostics.emit(Self.rule, at: result.name.range,
                            "the `\(permission)` prompt can answer `\(outcome)`, which `\(event.name.value).result` cannot report")
                    }
                }
            }
        }
    }
}
