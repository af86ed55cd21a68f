/// "When In Use first; never Always early" (UjuZ): a flow asks for location Always only after it
/// has asked for When In Use, on every path from its start.
public struct AlwaysLocationFirstCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "permission.always-first", defaultSeverity: .warning,
        summary: "Location Always asked before location When In Use.",
        help: """
            Ask When In Use first and Always later, when a feature needs background location: \
            iOS offers Always only as an upgrade, and asking it early is refused more often.
            """,
        examples: [
            RuleExample("Always asked first", files: [
                .init("content/demo/permissions.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow background_location
                        %% @start S
                        %% @end D E
                        %% @screen S=background_preprompt
                        %% @prompt P=location_always
                        %% @outcome P D=granted E=denied
                        S[백그라운드 위치 프리프롬프트] --> ↓P{iOS 위치 항상 허용 팝업}
                        P -->|항상 허용| D[출발 알림 켜짐]
                        P -->|허용 안 함| E[앱 사용 중에만 알림]
                    """),
            ]),
            RuleExample("When In Use first, Always as an upgrade", files: [
                .init("content/demo/permissions.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow background_location
                        %% @start L
                        %% @end D E
                        %% @screen L=location_preprompt S=background_preprompt
                        %% @prompt W=location P=location_always
                        %% @outcome W S=granted E=denied
                        %% @outcome P D=granted E=denied
                        L[위치 프리프롬프트] --> W{iOS 위치 팝업: 앱을 사용하는 동안}
                        W -->|앱을 사용하는 동안 허용| S[백그라운드 위치 프리프롬프트]
                        W -->|허용 안 함| E[앱 사용 중에만 알림]
                        S --> P{iOS 위치 항상 허용 팝업}
                        P -->|항상 허용| D[출발 알림 켜짐]
                        P -->|허용 안 함| E
                    """),
            ]),
        ])

    static let content = """
        permissions:
          location:
            system: locationWhenInUse
          location_always:
            system: locationAlways
        screens:
          location_preprompt:
            kind: permission
            permission: location
            fields:
              title: title
          background_preprompt:
            kind: permission
            permission: location_always
            fields:
              title: title
        """

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
                "`\(flow.name(node))` asks for location Always on a path that never asked for When In Use; ask for When In Use first, and for Always later, once a feature needs it",
                notes: [.init("path: \(flow.describe(path: path))")])
        }
    }
}
