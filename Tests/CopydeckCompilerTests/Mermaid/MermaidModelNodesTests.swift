import Testing
@testable import CopydeckCompiler

/// What `flow dump` lists as Mermaid 11's model does (checked against Mermaid's own models of
/// its documentation and test diagrams): the nodes a subgraph makes or does not make, and the
/// subgraph directions the configuration gives.
@Suite struct MermaidModelNodesTests {
    /// `style S1 …` on a subgraph makes a vertex in Mermaid's parser, drawn as the subgraph: not
    /// a node of the model. A subgraph named as a member of another is one.
    @Test func aStyledSubgraphIsNoNodeAndANamedOneIs() throws {
        let styled = try FlowDump.parse("flowchart LR\n  subgraph S1\n    A --> B\n  end\n  style S1 fill:#f9f\n  S1 ~~~ C\n")
        #expect(styled.nodes.map(\.id) == ["A", "B", "S1", "C"])
        let onlyStyled = try FlowDump.parse("flowchart LR\n  subgraph S1\n    A --> B\n  end\n  style S1 fill:#f9f\n")
        #expect(onlyStyled.nodes.map(\.id) == ["A", "B"])
        let named = try FlowDump.parse("flowchart TB\n  subgraph O\n    A\n  end\n  subgraph A\n    a\n  end\n")
        #expect(named.nodes.map(\.id) == ["A", "a"])
    }

    /// `flowchart-elk` lays subgraphs out as nodes: every subgraph not already one follows the
    /// vertices, in the subgraphs' order, labelled with its id.
    @Test func underElkEverySubgraphIsANode() throws {
        let body = "  x --> y\n  subgraph S1 [Outer]\n    subgraph S1A [Inner]\n      a\n    end\n    b\n  end\n  y --> S1\n"
        let elk = try FlowDump.parse("flowchart-elk TB\n" + body)
        #expect(elk.keyword == "flowchart-elk")
        #expect(elk.nodes.map(\.id) == ["x", "y", "a", "b", "S1", "S1A"])
        #expect(elk.nodes.last.map { [$0.label, $0.labelType.rawValue] } == ["S1A", "text"])
        #expect(elk.nodes.last?.shape == nil)
        let plain = try FlowDump.parse("flowchart TB\n" + body)
        #expect(plain.nodes.map(\.id) == ["x", "y", "a", "b", "S1"])
    }

    /// `flowchart.inheritDir`: subgraphs without a direction of their own take the diagram's.
    @Test(arguments: [
        "%%{init: {\"flowchart\": { \"inheritDir\": true }}}%%\nflowchart LR\n",
        "---\nconfig:\n  flowchart:\n    inheritDir: true\n---\nflowchart LR\n",
    ])
    func inheritDirGivesSubgraphsTheDiagramsDirection(_ header: String) throws {
        let body = "  subgraph A\n    direction TB\n    a --> b\n  end\n  subgraph B\n    c --> d\n  end\n"
        #expect(try FlowDump.parse(header + body).subgraphs.map(\.direction) == ["TB", "LR"])
        let off = header.replacingOccurrences(of: "true", with: "false")
        #expect(try FlowDump.parse(off + body).subgraphs.map(\.direction) == ["TB", nil])
        #expect(try FlowDump.parse("flowchart LR\n" + body).subgraphs.map(\.direction) == ["TB", nil])
    }
}
