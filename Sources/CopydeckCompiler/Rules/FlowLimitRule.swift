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
        examples: [
            RuleExample("200,001 nodes", files: [
                .init("content/demo/flows.mmd", FlowLimitExample.manyNodes, shown: """
                    flowchart TD
                        %% @flow catalog
                        aa000 & aa001 & aa002 & … & aa999
                        ab000 & ab001 & ab002 & … & ab999
                        …   (200 lines of 1,000 nodes: 200,000 nodes)
                        ↓overflow
                    """),
            ]),
            RuleExample("one line of 1,400 nodes that makes 700 × 700 = 490,000 edges", files: [
                .init("content/demo/flows.mmd", FlowLimitExample.manyEdges, shown: """
                    flowchart TD
                        %% @flow catalog
                        A1 & A2 & … & A700 ↓--> B1 & B2 & … & B700
                    """),
            ]),
            RuleExample("the same shorthand at a size Copydeck reads: 3 × 2 = 6 edges", file: "content/demo/flows.mmd", """
                flowchart TD
                    %% @flow catalog
                    A1 & A2 & A3 --> B1 & B2
                """),
        ])
}

/// The generated flows of `flow.limit`'s examples, made once and fast: every run of Copydeck
/// builds the rule registry, and with it these examples.
private enum FlowLimitExample {
    /// 200 lines of 1,000 nodes (`aa000 & aa001 & … & aa999`, then `ab000 …`), and one more.
    static var manyNodes: String {
        // A line cut where each line writes its own two letters, joined with them.
        let pieces = ["    "] + (0..<1000).map { String(1000 + $0).dropFirst() + ($0 < 999 ? " & " : "\n") }
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var text = "flowchart TD\n    %% @flow catalog\n"
        for line in 0..<200 {
            text += pieces.joined(separator: String([letters[line / 26], letters[line % 26]]))
        }
        return text + "    ↓overflow\n"
    }

    /// `A1 & … & A700 --> B1 & … & B700`.
    static var manyEdges: String {
        let starts = (1...700).map { "A\($0)" }.joined(separator: " & ")
        let ends = (1...700).map { "B\($0)" }.joined(separator: " & ")
        return "flowchart TD\n    %% @flow catalog\n    \(starts) ↓--> \(ends)\n"
    }
}
