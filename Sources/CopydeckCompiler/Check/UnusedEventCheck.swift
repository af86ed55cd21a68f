/// Every event a deck declares is logged by one of its screens (UjuZ: "no event logging may be
/// missing"): an event nothing logs is a gap in the analytics, or a leftover.
public struct UnusedEventCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "event.unused", defaultSeverity: .warning,
        summary: "An event the deck declares that no screen logs.",
        help: "List it under the `events:` of the screen that logs it, or remove the declaration.",
        examples: [
            RuleExample("an event no screen's `events:` names", file: "content/demo/screens.yml", """
                events:
                  perm_push_preprompt_view: {}
                  ↓perm_push_system_result:
                    properties:
                      result: { required: true, values: [granted, denied] }
                screens:
                  push_ask:
                    kind: dialog
                    events: [perm_push_preprompt_view]
                    fields: { title: title }
                """),
            RuleExample("every event logged by a screen", file: "content/demo/screens.yml", """
                events:
                  perm_push_preprompt_view: {}
                screens:
                  push_ask:
                    kind: dialog
                    events: [perm_push_preprompt_view]
                    fields: { title: title }
                """),
        ])

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks where !deck.hasUnreadableContent {
            let logged = Set(deck.screens.flatMap { $0.events.map(\.name.value) })
            for event in deck.events where !logged.contains(event.name.value) {
                diagnostics.emit(Self.rule, at: event.name.range,
                    "event `\(event.name.value)` of deck `\(deck.id)` is logged by no screen; list it under `events:` of the screen that logs it, or remove it")
            }
        }
    }
}
