/// Every event a deck declares is logged by one of its screens (UjuZ: "no event logging may be
/// missing"): an event nothing logs is a gap in the analytics, or a leftover.
///
///     events: { perm_push_system_result: { … } }   ← event.unused (no screen's `events:` names it)
public struct UnusedEventCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "event.unused", defaultSeverity: .warning,
        summary: "An event the deck declares that no screen logs.",
        help: "List it under the `events:` of the screen that logs it, or remove the declaration.",
        example: """
            events: { perm_push_system_result: { … } }   ← event.unused (no screen's `events:` names it)
            """)

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks where !deck.hasUnreadableContent {
            let logged = Set(deck.screens.flatMap { $0.events.map(\.name.value) })
            for event in deck.events where !logged.contains(event.name.value) {
                diagnostics.emit(Self.rule, at: event.name.range,
                    "event `\(event.name.value)` of deck `\(deck.id)` is logged by no screen")
            }
        }
    }
}
