extension Rules {
    /// Emitted while reading flows: a diagram Mermaid would not render.
    public static let flowSyntax = RuleDescriptor(
        id: "flow.syntax", defaultSeverity: .error,
        summary: "A Mermaid flowchart that does not parse.",
        help: """
            Copydeck reads flowcharts exactly as Mermaid does; the message says what was expected \
            where. Other flows are still checked.
            """)

    /// Emitted while reading flows: a `%% @…` binding that cannot be applied.
    public static let flowBinding = RuleDescriptor(
        id: "flow.binding", defaultSeverity: .error,
        summary: "A `%% @…` binding that names no node, no edge or no directive, or binds a node twice.",
        help: """
            Bindings live in `%%` comments so the diagram still renders: `@flow id`, `@start node`, \
            `@end node…`, `@screen node=screen…`, `@prompt node=permission…`, `@decision node…`, \
            `@step node…`, `@outcome from to=outcome…`.
            """)
}
