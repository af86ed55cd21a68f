import Testing
@testable import CopydeckCompiler

/// Diagrams Mermaid reads that Copydeck refused or misread (issue 14), with the model Mermaid's
/// grammar (`flow.jison`, `flowDb`) makes of each.
@Suite struct MermaidCompatibilityTests {
    /// `direction TD` inside a subgraph: Mermaid's `direction_td` rule reads it as TB.
    @Test func directionTDInASubgraphIsTB() throws {
        let chart = try MermaidParser.parse("flowchart LR\n  subgraph one\n    direction TD\n    A --> B\n  end\n")
        #expect(chart.subgraphs.map(\.direction) == ["TB"])
        #expect(chart.nodes.map(\.id) == ["A", "B"])
    }

    /// A click tooltip is a string token, which may span a line break.
    @Test func aClickTooltipMaySpanLines() throws {
        let chart = try MermaidParser.parse("flowchart LR\n  A --> B\n  click A callback \"Tooltip\nsecond line\"\n  B --> C\n")
        #expect(chart.nodes.map(\.id) == ["A", "B", "C"])
        #expect(chart.edges.map { "\($0.from)>\($0.to)" } == ["A>B", "B>C"])
        // An unclosed quote still ends the statement at its line.
        let unclosed = try MermaidParser.parse("flowchart LR\n  A --> B\n  click A callback \"open\n  B --> C\n")
        #expect(unclosed.edges.count == 2)
    }

    /// Mermaid names edges `L_<from>_<to>_0` (then `_2`, `_3`… between the same two nodes);
    /// `@{…}` on such a name is the edge's metadata, not a new node.
    @Test func metadataOnGeneratedEdgeIdsIsNoNode() throws {
        let chart = try MermaidParser.parse("flowchart LR\n  A --> B\n  A --> B\n  L_A_B_0@{ animation: fast }\n  L_A_B_2@{ animate: true }\n")
        #expect(chart.nodes.map(\.id) == ["A", "B"])
        #expect(chart.edges.count == 2)
        // `_1` names no edge (the second is `_2`): a node, as in Mermaid.
        let other = try MermaidParser.parse("flowchart LR\n  A --> B\n  A --> B\n  L_A_B_1@{ shape: rect }\n")
        #expect(other.nodes.map(\.id) == ["A", "B", "L_A_B_1"])
    }
}
