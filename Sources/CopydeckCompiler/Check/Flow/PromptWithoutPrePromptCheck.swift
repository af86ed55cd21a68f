/// The iOS prompt of a permission is shown once; the app explains first, on a pre-prompt screen
/// that leads straight to it.
public struct PromptWithoutPrePromptCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "permission.no-preprompt", defaultSeverity: .error,
        summary: "A system permission prompt not directly preceded by its pre-prompt.",
        help: """
            Every link into a `@prompt` node must come from the permission's pre-prompt: a node \
            bound to the permission itself or to a screen whose `permission:` is that permission.
            """,
        examples: [
            RuleExample("the system prompt straight from the home screen", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow push_permission
                        %% @start A
                        %% @end D
                        %% @screen A=home
                        %% @prompt B=notifications
                        %% @outcome B D=granted E=denied
                        A[홈: 알림 받기 탭] ↓--> B{iOS 알림 팝업}
                        B -->|허용| D[알림 켜짐]
                        B -->|허용 안 함| E[앱 내 알림함 안내] --> D
                    """),
            ]),
            RuleExample("a second way in that skips the pre-prompt, reported on its own line", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow push_permission
                        %% @start A
                        %% @end D
                        %% @screen A=home P=push_preprompt
                        %% @prompt B=notifications
                        %% @outcome B D=granted E=denied
                        A[홈: 알림 받기 탭] --> P[알림 프리프롬프트] --> B{iOS 알림 팝업}
                        A ↓-->|알림 설정| B
                        B -->|허용| D[알림 켜짐]
                        B -->|허용 안 함| E[앱 내 알림함 안내] --> D
                    """),
            ]),
            RuleExample("the pre-prompt, a screen whose `permission:` is `notifications`, right before", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow push_permission
                        %% @start A
                        %% @end D
                        %% @screen A=home P=push_preprompt
                        %% @prompt B=notifications
                        %% @outcome B D=granted E=denied
                        A[홈: 알림 받기 탭] --> P[알림 프리프롬프트]
                        P --> B{iOS 알림 팝업}
                        B -->|허용| D[알림 켜짐]
                        B -->|허용 안 함| E[앱 내 알림함 안내] --> D
                    """),
            ]),
        ])

    static let content = """
        permissions:
          notifications:
            system: notifications
        screens:
          home:
            kind: screen
            fields:
              title: title
          push_preprompt:
            kind: permission
            permission: notifications
            fields:
              title: title
              allow: button
        """

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        for node in flow.chart.nodes.indices {
            guard let permission = flow.promptPermission(node) else { continue }
            let incoming = flow.graph.incoming(node).map(Int.init)
            if incoming.isEmpty {
                diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                    "the system prompt for `\(permission)` in `\(flow.name(node))` has no pre-prompt before it; put the permission's pre-prompt screen (`%% @screen NODE=\(permission)` or a permission screen) right before it")
                continue
            }
            // Each link that reaches the prompt from elsewhere is reported where it is written:
            // the prompt's own line may hold a correct link.
            for edge in incoming {
                let predecessor = Int(flow.graph.edgeSources[edge])
                guard !flow.isPrePrompt(predecessor, for: permission, in: deck) else { continue }
                diagnostics.emit(Self.rule, at: flow.range(ofEdge: edge),
                    "the system prompt for `\(permission)` in `\(flow.name(node))` is reached from `\(flow.name(predecessor))`, which is not its pre-prompt; lead to the prompt only from the pre-prompt screen of `\(permission)`",
                    notes: [.init("the prompt `\(flow.name(node))`", at: flow.range(ofNode: node))])
            }
        }
    }
}
