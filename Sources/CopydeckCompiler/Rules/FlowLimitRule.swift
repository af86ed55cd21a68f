extension Rules {
    /// Emitted while reading flows: a flowchart past `FlowLimits.standard`.
    public static let flowLimit = RuleDescriptor(
        id: "flow.limit", defaultSeverity: .error,
        summary: "A Mermaid flowchart larger than Copydeck reads (200,000 nodes or 400,000 edges).",
        help: """
            Reported at the first node or link past the limit; the flow is not read, and other \
            flows are still checked. `a & b --> c & d` makes an edge of every pair, so a short line \
            can make many edges. Split a flow this large into several flows.
            """,
        example: """
            A1 & A2 & … & A700 --> B1 & B2 & … & B700   ← flow.limit: 490,000 edges
            """)
}
