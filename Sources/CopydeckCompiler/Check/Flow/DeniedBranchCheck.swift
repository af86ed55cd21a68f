/// After a denial the flow must lead on (a fallback, settings guidance), not end, and not return
/// to the same system prompt: iOS shows a prompt only once, so asking again does nothing.
public struct DeniedBranchCheck: FlowCheck {
    public static let rule = RuleDescriptor(
        id: "permission.denied-branch", defaultSeverity: .error,
        summary: "A denied branch that ends the flow or leads back to the same system prompt.",
        help: """
            Branches with the outcome `denied` (or `denied_…`) must continue to a fallback that \
            works without the permission, or to guidance on enabling it in Settings.
            """,
        examples: [
            RuleExample("the denied branch ends the flow", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow location_permission
                        %% @start W
                        %% @end D E
                        %% @screen W=facility_list P=location_preprompt
                        %% @prompt B=location
                        %% @outcome B D=granted E=denied
                        W[시설 목록: 내 주변 시설 보기 탭] --> P[위치 프리프롬프트]
                        P --> B{iOS 위치 권한 팝업}
                        B -->|허용| D[거리순 결과]
                        B ↓-->|허용 안 함| E[완료]
                    """),
            ]),
            RuleExample("the denied branch leads back to the same prompt", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow location_permission
                        %% @start W
                        %% @end D
                        %% @screen W=facility_list P=location_preprompt
                        %% @prompt B=location
                        %% @outcome B D=granted E=denied
                        W[시설 목록: 내 주변 시설 보기 탭] --> P[위치 프리프롬프트]
                        P --> B{iOS 위치 권한 팝업}
                        B -->|허용| D[거리순 결과]
                        B ↓-->|허용 안 함| E[다시 요청 안내]
                        E --> P
                    """),
            ]),
            RuleExample("the denied branch leads on to a fallback", files: [
                .init("content/demo/screens.yml", Self.content),
                .init("content/demo/flows.mmd", """
                    flowchart TD
                        %% @flow location_permission
                        %% @start W
                        %% @end D
                        %% @screen W=facility_list P=location_preprompt
                        %% @prompt B=location
                        %% @outcome B D=granted E=denied
                        W[시설 목록: 내 주변 시설 보기 탭] --> P[위치 프리프롬프트]
                        P --> B{iOS 위치 권한 팝업}
                        B -->|허용| D[거리순 결과]
                        B -->|허용 안 함| E[지역 직접 선택]
                        E --> D
                    """),
            ]),
        ])

    static let content = """
        permissions:
          location:
            system: locationWhenInUse
        screens:
          facility_list:
            kind: screen
            fields:
              nearby: button
          location_preprompt:
            kind: permission
            permission: location
            fields:
              title: title
        """

    public init() {}

    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector) {
        var reachesPrompt: [Int: [Bool]] = [:]
        for edge in flow.chart.edges.indices {
            // `deniedForever` as an app stores it is `denied_forever`.
            guard let outcome = flow.outcomes[edge].map({ IdentifierSyntax.snakeCase($0.value) }),
                  outcome == "denied" || outcome.hasPrefix("denied_") else { continue }
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
                    "the denied branch from `\(flow.name(source))` leads back to the system prompt `\(flow.name(prompt))`, which iOS will not show again; lead on to a fallback or to Settings guidance instead")
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
