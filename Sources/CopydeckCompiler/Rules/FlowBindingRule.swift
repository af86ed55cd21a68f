extension Rules {
    /// Emitted while reading flows: a `%% @…` binding that cannot be applied.
    public static let flowBinding = RuleDescriptor(
        id: "flow.binding", defaultSeverity: .error,
        summary: "A `%% @…` binding that names no node, no edge or no directive, or binds a node twice.",
        help: """
            Bindings live in `%%` comments so the diagram still renders: `@flow id`, `@start node`, \
            `@end node…`, `@screen node=screen…`, `@prompt node=permission…`, `@decision node…`, \
            `@step node…`, `@outcome from to=outcome…`.
            """,
        examples: [
            RuleExample("a misspelled node and a misspelled directive", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end ↓Dnoe
                    %% ↓@sreen A=intro
                    A[인트로] --> Done[홈]
                """),
            RuleExample("a node bound twice, an outcome for a link that is not drawn", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D E
                    %% @screen A=intro ↓A=welcome
                    %% @outcome C D=granted ↓E=denied
                    A[인트로] --> C{알림 허용?}
                    C -->|허용| D[홈]
                    A --> E[나중에]
                """),
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end D E
                    %% @screen A=intro
                    %% @outcome C D=granted E=denied
                    A[인트로] --> C{알림 허용?}
                    C -->|허용| D[홈]
                    C -->|나중에| E[나중에]
                """),
        ])
}
