/// A field whose text changes with a permission's state (TempoAI's `allow` button: granted,
/// denied, unavailable) has a variant for every answer the permission's prompt can give in the
/// deck's flows: the outcome ids of the prompt's branches (or of the decision right after it).
public struct PermissionVariantCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "permission.missing-variant", defaultSeverity: .warning,
        summary: "A field with permission-state variants that lacks one for an answer the permission's prompt can give.",
        help: """
            Add the variant (and its text in every locale), or bind the prompt's branch to an outcome \
            the field has. An outcome written as the app stores it in lowerCamelCase (`whenInUse`) is \
            shown by the variant of the same words in lower_snake_case (`when_in_use`).
            """,
        examples: [
            RuleExample("the prompt can answer `denied`; `allow` has no `denied` variant", files: [
                .init("content/demo/flows.mmd", Self.flow),
                .init("content/demo/screens.yml", """
                    permissions:
                      health:
                        system: healthKit
                    screens:
                      healthkit:
                        kind: permission
                        permission: health
                        fields:
                          title: title
                          allow:
                            surface: button
                            variants: [↓default, granted]
                    """),
            ]),
            RuleExample(files: [
                .init("content/demo/flows.mmd", Self.flow),
                .init("content/demo/screens.yml", """
                    permissions:
                      health:
                        system: healthKit
                    screens:
                      healthkit:
                        kind: permission
                        permission: health
                        fields:
                          title: title
                          allow:
                            surface: button
                            variants: [default, granted, denied, unavailable]
                    """),
            ]),
        ])

    static let flow = """
        flowchart TD
            %% @flow health_permission
            %% @start S
            %% @end D
            %% @screen S=healthkit
            %% @prompt P=health
            %% @outcome P D=granted E=denied
            S[건강 데이터 프리프롬프트] --> P{iOS 건강 데이터 접근 팝업}
            P -->|허용| D[오늘의 플랜]
            P -->|허용 안 함| E[직접 입력 안내] --> D
        """

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks where !deck.hasUnreadableContent && !deck.hasUnreadableFlows {
            let answers = deck.promptAnswers
            for screen in deck.screens {
                guard let permission = screen.permission?.value, let outcomes = answers[permission] else { continue }
                for field in screen.fields where !field.variants.isEmpty {
                    let have = Set(field.variants.map(\.value))
                    // An answer stored as `whenInUse` is shown by the variant `when_in_use`.
                    for outcome in Set(outcomes.map(IdentifierSyntax.snakeCase)).sorted() where !have.contains(outcome) {
                        // At the list of variants, where the missing one goes.
                        diagnostics.emit(Self.rule, at: field.variants[0].range,
                            "`\(screen.id.value).\(field.id.value)` has no `\(outcome)` variant, an answer the `\(permission)` prompt can give; add `\(outcome)` to its `variants` and its text in every locale")
                    }
                }
            }
        }
    }
}
