import Testing
@testable import CopydeckCompiler

/// Diagrams Mermaid reads that Copydeck refused or misread (issue 14), with the model Mermaid's
/// grammar (`flow.jison`, `flowDb`) makes of each.
@Suite struct MermaidCompatibilityTests {
    /// `direction TD` inside a subgraph: Mermaid 11's model keeps it as written, `TD` (the
    /// diagram's own `TD` is `TB`).
    @Test func directionTDInASubgraphStaysTD() throws {
        let chart = try MermaidParser.parse("flowchart TD\n  subgraph one\n    direction TD\n    A --> B\n  end\n  subgraph two\n    direction TB\n    C\n  end\n")
        #expect(chart.direction == "TB")
        #expect(chart.subgraphs.map(\.direction) == ["TD", "TB"])
        #expect(chart.nodes.map(\.id) == ["A", "B", "C"])
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

    /// Mermaid turns its own codes (`#quot;`, `#9829;`) into HTML references and the browser
    /// decodes those and any the author wrote (`&amp;`) once: the label is what it shows. A
    /// numeric `&#9829;` loses its `#9829;` to Mermaid's code first, so it shows as `&♥`.
    @Test func htmlEntitiesInLabelsReadAsMermaidShowsThem() throws {
        let chart = try MermaidParser.parse("""
            flowchart LR
              A["a &amp; b &lt;c&gt; &quot;q&quot; &copy;"] -->|x &amp; y| B[#quot;hi#quot; &#9829; #foo; #x41;]
              subgraph S [T &amp; U #35;]
                C@{ label: "Café &amp; #9829;" }
              end
            """)
        #expect(chart.nodes.map(\.label) == ["a & b <c> \"q\" ©", "\"hi\" &♥ &foo; &x41;", "Café & ♥"])
        #expect(chart.edges.map(\.label) == ["x & y"])
        #expect(chart.subgraphs.map(\.title) == ["T & U #"])
        // As browsers read text: numbers (Windows-1252 for 128–159), legacy names without `;`.
        let more = try MermaidParser.parse("flowchart LR\n  A[\"&#60;b&#62; &#x3C; &#150; &copy 2024 &notit; &AMP; #copyx;\"]\n")
        #expect(more.nodes.map(\.label) == ["&<b&> &&x3C; &– © 2024 ¬it; & ©x;"])
    }

    /// `subgraph  one`: flow.jison's `SPACE` is one blank, so the second starts the name
    /// (`" one"`); a name with a blank is a title, and the subgraph gets a generated id.
    @Test func aSecondBlankAfterSubgraphMakesTheNameATitle() throws {
        let chart = try MermaidParser.parse("flowchart TB\n  subgraph  one\n    A\n  end\n  subgraph  two [Two]\n    B\n  end\n  subgraph three\n    C\n  end\n")
        #expect(chart.subgraphs.map(\.id) == ["subGraph0", "two", "three"])
        #expect(chart.subgraphs.map(\.title) == ["one", "Two", "three"])
    }

    /// flowDb: `icon` and `img` keep the shape Mermaid had (none) and the label given; without
    /// one, a node still labelled with its id gets an empty label.
    @Test func iconAndImageNodesKeepTheirLabel() throws {
        let chart = try MermaidParser.parse("""
            flowchart TD
              A@{ icon: "fa:user", form: "square", label: "User Icon", pos: "t", h: 60 }
              B@{ img: "https://example.com/x.png", label: "Bike", pos: "t", w: 60, h: 60, constraint: "on" }
              C@{ icon: "fa:car" }
              D@{ img: "https://example.com/y.png", label: " " }
              E[Named]
              E@{ icon: "fa:x" }
              F@{ img: "https://example.com/z.png" }
            """)
        #expect(chart.nodes.map(\.label) == ["User Icon", "Bike", "", " ", "Named", ""])
        #expect(chart.nodes.map(\.shape) == [nil, nil, nil, nil, "square", nil])
        #expect(chart.nodes.map(\.labelType) == [.markdown, .markdown, .text, .markdown, .text, .text])
    }

    /// `flowchart-elk` is flow.jison's `GRAPH` token like `flowchart`: the same model, keyword
    /// `flowchart-elk`.
    @Test func flowchartElkReadsAsAFlowchart() throws {
        let chart = try MermaidParser.parse("flowchart-elk TD\n  A --> B\n  subgraph one [One]\n    B --> C\n  end\n")
        #expect(chart.keyword == "flowchart-elk")
        #expect(chart.direction == "TB")
        #expect(chart.subgraphs.map(\.id) == ["one"])
        #expect(chart.subgraphs.map(\.nodes) == [["C", "B"]])
        let bare = try MermaidParser.parse("flowchart-elk\n  subgraph one\n    A\n  end\n")
        #expect(bare.direction == nil)
        #expect(bare.subgraphs.map(\.title) == ["one"])
    }
}
