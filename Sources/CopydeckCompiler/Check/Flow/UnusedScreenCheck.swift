/// In a deck with flows, every screen that is a step of a flow (pages, permission screens,
/// forms, splash) appears in one. Dialogs, sheets and toasts appear in context and are exempt.
///
///     screens:
///       outro: { kind: page, ... }    ← screen.unused (no flow binds a node to `outro`)
public struct UnusedScreenCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "screen.unused", defaultSeverity: .warning,
        summary: "A screen that appears in no flow of its deck.",
        help: "Bind a node to it (`%% @screen node=screen_id`) or remove the screen; its copy would never be shown.",
        example: """
            screens:
              outro: { kind: page, ... }    ← screen.unused (no flow binds a node to `outro`)
            """)

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        // A deck whose flow did not parse would report every screen of that flow: a cascade.
        for deck in project.decks where !deck.flows.isEmpty && !deck.hasUnreadableContent && !deck.hasUnreadableFlows {
            var used: Set<String> = []
            for flow in deck.flows {
                for case .screen(let id) in flow.roles { used.insert(id.value) }
            }
            for screen in deck.screens where !used.contains(screen.id.value) {
                let kind = screen.kind?.value ?? .page
                guard kind.belongsInFlows else { continue }
                diagnostics.emit(Self.rule, at: screen.id.range,
                    "screen `\(screen.id.value)` appears in no flow of deck `\(deck.id)`")
            }
        }
    }
}
