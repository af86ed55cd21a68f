/// In a deck with flows, every screen that is a step of a flow (pages, permission screens,
/// forms, splash) appears in one. Dialogs, sheets and toasts appear in context and are exempt.
public struct UnusedScreenCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "screen.unused", defaultSeverity: .warning,
        summary: "A screen that appears in no flow of its deck, in a deck that has flows.",
        help: "Bind a node to it (`%% @screen node=screen_id`) or remove the screen; its copy would never be shown.",
        examples: [
            RuleExample("no node is bound to `outro`", files: [
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow onboarding
                        %% @start A
                        %% @end B
                        %% @screen A=intro
                        A[인트로] --> B[완료]
                    """),
                .init("content/demo/screens.yml", """
                    screens:
                      intro:
                        kind: page
                        fields:
                          title: title
                      ↓outro:
                        kind: page
                        fields:
                          title: title
                    """),
            ]),
            RuleExample("a toast appears in context, not as a step of a flow", files: [
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow onboarding
                        %% @start A
                        %% @end B
                        %% @screen A=intro B=outro
                        A[인트로] --> B[완료]
                    """),
                .init("content/demo/screens.yml", """
                    screens:
                      intro:
                        kind: page
                        fields:
                          title: title
                      outro:
                        kind: page
                        fields:
                          title: title
                      saved:
                        kind: toast
                        fields:
                          message: toast
                    """),
            ]),
        ])

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
                    "screen `\(screen.id.value)` appears in no flow of deck `\(deck.id)`; bind it to a node with `%% @screen NODE=\(screen.id.value)`, or remove it")
            }
        }
    }
}
