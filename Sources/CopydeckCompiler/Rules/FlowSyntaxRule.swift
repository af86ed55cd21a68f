extension Rules {
    /// Emitted while reading flows: a diagram Mermaid would not render.
    public static let flowSyntax = RuleDescriptor(
        id: "flow.syntax", defaultSeverity: .error,
        summary: "A Mermaid flowchart that does not parse.",
        help: """
            Copydeck reads flowcharts exactly as Mermaid does; the message says what was expected \
            where. Other flows are still checked.
            """,
        examples: [
            RuleExample("a node's label without its closing bracket", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end C
                    A[시작하기] --> B↓[사진 선택
                    B --> C[완료]
                """),
            RuleExample(file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow onboarding
                    %% @start A
                    %% @end C
                    A[시작하기] --> B[사진 선택]
                    B --> C[완료]
                """),
        ])
}
