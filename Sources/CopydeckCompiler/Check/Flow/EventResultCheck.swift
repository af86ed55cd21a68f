/// An event that reports a permission prompt's answer (its `result` property, UjuZ's
/// `perm_push_system_result`) allows exactly the answers that prompt can give in the deck's
/// flows: a value no flow branches on is an answer the app never handles, and an answer the
/// values lack cannot be logged.
public struct EventResultCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "event.result-outcomes", defaultSeverity: .warning,
        summary: "An event's `result` values and the answers its permission's prompt branches on differ.",
        help: """
            Branch on every result the event can report (bind the branch to that outcome id), or \
            drop the value; add the values for answers the flow handles.
            """,
        examples: [
            RuleExample("the event can report `provisional`, which no branch of the prompt is", files: [
                .init("content/demo/flows.mmd", Self.flow),
                .init("content/demo/screens.yml", Self.screens),
                .init("content/demo/events.yml", """
                    events:
                      perm_push_system_result:
                        properties:
                          result: { values: [granted, denied, ↓provisional] }
                    """),
            ]),
            RuleExample("the prompt can answer `denied`, which the event cannot report", files: [
                .init("content/demo/flows.mmd", Self.flow),
                .init("content/demo/screens.yml", Self.screens),
                .init("content/demo/events.yml", """
                    events:
                      perm_push_system_result:
                        properties:
                          result: { values: [↓granted] }
                    """),
            ]),
            RuleExample(files: [
                .init("content/demo/flows.mmd", Self.flow),
                .init("content/demo/screens.yml", Self.screens),
                .init("content/demo/events.yml", """
                    events:
                      perm_push_system_result:
                        properties:
                          result: { values: [granted, denied] }
                    """),
            ]),
        ])

    static let flow = """
        flowchart TD
            %% @flow push_permission
            %% @start A
            %% @end D
            %% @screen A=facility_detail B=push_preprompt
            %% @prompt C=notifications
            %% @outcome C D=granted E=denied
            A[시설 상세: TO 알림 받기 탭] --> B[알림 프리프롬프트]
            B --> C{iOS 알림 권한 팝업}
            C -->|허용| D[알림 구독 완료]
            C -->|허용 안 함| E[앱 내 알림센터 안내] --> D
        """

    static let screens = """
        permissions:
          notifications:
            system: notifications
        screens:
          facility_detail:
            kind: screen
            fields:
              subscribe: button
          push_preprompt:
            kind: permission
            permission: notifications
            events:
              - perm_push_system_result
            fields:
              title: title
        """

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
                            "`\(event.name.value).result` can report `\(value.value)`, but no flow branches on `\(value.value)` after the `\(permission)` prompt; add the branch (`%% @outcome … NODE=\(value.value)`), or remove the value from the event")
                    }
                    for outcome in outcomes.sorted() where !values.contains(outcome) {
                        // At the list of values, where the missing one goes.
                        diagnostics.emit(Self.rule, at: result.values[0].range,
                            "the `\(permission)` prompt can answer `\(outcome)`, which `\(event.name.value).result` cannot report; add `\(outcome)` to the values of its `result` property")
                    }
                }
            }
        }
    }
}
