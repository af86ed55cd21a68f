/// Never ask for a permission at launch (UjuZ: never at first launch): on every path from the
/// start to a system prompt, or to a permission's pre-prompt, the user must have acted (tapped
/// through a screen) first. A flow that starts at a screen is entered from another, after the
/// user acted, and is not looked at.
public struct PromptAtLaunchCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "permission.at-launch", defaultSeverity: .error,
        summary: "A permission requested, or its pre-prompt shown, on a path from app launch without a user action.",
        help: """
            Ask just in time: put a screen the user acts on (a pre-prompt explaining the value) \
            between the start and the prompt. Splash screens and toasts do not count as actions.
            """,
        examples: [
            RuleExample("the system prompt at launch", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow onboarding
                        %% @start A
                        %% @end D
                        %% @prompt B=location
                        %% @outcome B D=granted E=denied
                        A([앱 실행]) --> ↓B{iOS 위치 권한 팝업}
                        B -->|허용| D[내 주변 시설]
                        B -->|허용 안 함| E[지역 직접 선택] --> D
                    """),
            ]),
            RuleExample("the pre-prompt as the first screen after launch", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow onboarding
                        %% @start A
                        %% @end D
                        %% @screen P=location_preprompt
                        %% @prompt B=location
                        %% @outcome B D=granted E=denied
                        A([앱 실행]) --> ↓P[위치 프리프롬프트]
                        P --> B{iOS 위치 권한 팝업}
                        B -->|허용| D[내 주변 시설]
                        B -->|허용 안 함| E[지역 직접 선택] --> D
                    """),
            ]),
            RuleExample("the user taps through a page first", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow onboarding
                        %% @start A
                        %% @end D
                        %% @screen W=welcome P=location_preprompt
                        %% @prompt B=location
                        %% @outcome B D=granted E=denied
                        A([앱 실행]) --> W[환영합니다] --> P[위치 프리프롬프트]
                        P --> B{iOS 위치 권한 팝업}
                        B -->|허용| D[내 주변 시설]
                        B -->|허용 안 함| E[지역 직접 선택] --> D
                    """),
            ]),
        ])

    static let content = """
        permissions:
          location:
            system: locationWhenInUse
        screens:
          welcome:
            kind: page
            fields:
              title: title
          location_preprompt:
            kind: permission
            permission: location
            fields:
              title: title
        """

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        guard let start = flow.start, !flow.takesUserAction(start, in: deck) else { return }
        let tree = flow.graph.shortestPathTree(from: start) { node in
            !flow.takesUserAction(node, in: deck)
        }
        for node in flow.chart.nodes.indices where tree[node] != -1 {
            guard let permission = flow.promptPermission(node) else { continue }
            let path = FlowGraph.path(to: node, in: tree)
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "the system prompt for `\(permission)` in `\(flow.name(node))` is reached from the start without a user action; ask when a feature needs it, after the user chose that feature",
                notes: [.init("path without a user action: \(flow.describe(path: path))")])
        }
        // A pre-prompt is a screen the user acts on, so the walk above stops before it: it is
        // shown at launch when a node the walk reached leads straight to it.
        for node in flow.chart.nodes.indices where tree[node] == -1 {
            guard let permission = flow.prePromptPermission(node, in: deck),
                  let edge = flow.graph.incoming(node).first(where: { tree[Int(flow.graph.edgeSources[Int($0)])] != -1 }) else { continue }
            let path = FlowGraph.path(to: Int(flow.graph.edgeSources[Int(edge)]), in: tree) + [node]
            diagnostics.emit(Self.rule, at: flow.range(ofNode: node),
                "the pre-prompt for `\(permission)` in `\(flow.name(node))` is the first screen the user sees after the start, which is first launch; ask when a feature needs it, after a screen where the user chose that feature",
                notes: [.init("path without a user action: \(flow.describe(path: path))")])
        }
    }
}
