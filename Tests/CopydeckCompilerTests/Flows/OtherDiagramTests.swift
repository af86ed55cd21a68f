import Testing
@testable import CopydeckCompiler

/// A Markdown spec mixes diagram types (the Unwind seed has sequence diagrams): flowcharts and
/// state diagrams are flows; the others are skipped, not reported as `flow.syntax`.
@Suite struct OtherDiagramTests {
    static let spec = """
        # Focus session

        ```mermaid
        sequenceDiagram
            participant App
            App->>Shield: block
        ```

        ```mermaid
        ---
        title: States
        ---
        stateDiagram-v2
            [*] --> Idle
        ```

        ```mermaid
        %%{init: {"theme": "dark"}}%%
        %% a journey
        journey
            title First day
            section Morning
              Open app: 5: Me
        ```

        ```mermaid
        gantt
            dateFormat YYYY-MM-DD
        ```

        ```mermaid
        classDiagram
            class Shield
        ```

        ```mermaid
        flowchart TD
            %% @flow focus
            A --> B
        ```
        """

    @Test func onlyTheFlowchartAndTheStateDiagramAreReadAndNothingIsReported() {
        let (flows, diagnostics) = FlowReader().flowCountAndDiagnostics(SourceFile(path: "content/unwind/flows.md", text: Self.spec))
        #expect(flows == 2)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func diagramTypesAreToldByTheirFirstWord() {
        #expect(MermaidDiagramType(of: "graph LR\nA-->B") == .flowchart)
        #expect(MermaidDiagramType(of: "---\nconfig: {}\n---\n%%{init: {}}%%\n  flowchart-elk TD\nA") == .flowchart)
        #expect(MermaidDiagramType(of: "%% note\nsequenceDiagram\nA->>B: hi") == .other("sequenceDiagram"))
        #expect(MermaidDiagramType(of: "stateDiagram-v2\n[*] --> A") == .state("stateDiagram-v2"))
        #expect(MermaidDiagramType(of: "flowchar TD\nA") == .unknown)
    }

    /// A misspelt flowchart is still read as one, so its error says where.
    @Test func anUnknownFirstWordIsStillReported() {
        let text = "```mermaid\nflowchar TD\n  A --> B\n```\n"
        let (flows, diagnostics) = FlowReader().flowCountAndDiagnostics(SourceFile(path: "content/d/flows.md", text: text))
        #expect(flows == 0)
        #expect(diagnostics.first?.rule == Rules.flowSyntax.id)
        #expect(diagnostics.first?.range?.start.line == 2)
    }
}

/// `style`, `class` and `click` naming a subgraph make no node of the flow (Mermaid draws the
/// subgraph, not a node), so nothing is reported unreachable or as a second start.
@Suite struct SubgraphStylingTests {
    static let flow = """
        flowchart TD
            %% @flow styled
            %% @start A
            %% @end B
            subgraph S1 [Group]
                A --> B
            end
            style S1 fill:#f9f
            class S1 highlighted
            click S1 "https://example.com"
            classDef highlighted stroke:#f00
        """

    @Test func stylingASubgraphAddsNoState() throws {
        let file = SourceFile(path: "content/d/styled.mmd", text: Self.flow)
        var diagnostics = DiagnosticCollector()
        let flows = FlowReader().read(file, &diagnostics).flows
        #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics)")
        let flow = try #require(flows.first)
        #expect(flow.chart.nodes.map(\.id) == ["A", "B"])
        // The parser keeps the vertex `style` made; Mermaid's model, which `flow dump` prints, has none.
        #expect(try MermaidParser.parse(Self.flow).nodes.map(\.id).contains("S1"))
        #expect(try !FlowDump.parse(Self.flow).nodes.map(\.id).contains("S1"))
    }

    @Test func anEdgeToASubgraphKeepsItsNode() throws {
        let text = "flowchart TD\n  subgraph S1\n    A --> B\n  end\n  C --> S1\n  style S1 fill:#f9f\n"
        let chart = try MermaidParser.parse(text).without(.unlinked)
        #expect(chart.nodes.map(\.id).contains("S1"))
    }
}

/// After a `flow.syntax` error, the screens of the broken flow are not also reported as unused:
/// the finding follows from the error, which is what to fix.
@Suite struct FlowErrorCascadeTests {
    @Test func aBrokenFlowDoesNotMakeItsScreensUnused() throws {
        let broken = """
            flowchart TD
                %% @flow broken
                %% @screen B=intro C=health
                A --> B[Intro
                B --> C
            """
        // The valid flow does not show `intro`; only the broken one does.
        let valid = FlowFixture.valid.replacingOccurrences(of: "%% @screen B=intro C=health", with: "%% @screen C=health")
        let project = try FlowFixture.project(flow: valid)
        defer { project.remove() }
        try project.write("content/demo/broken.mmd", broken)
        let before = try project.lint()
        #expect(before.diagnostics.contains { $0.rule == Rules.flowSyntax.id })
        #expect(!before.diagnostics.contains { $0.rule.rawValue == "screen.unused" }, "\(before.diagnostics)")

        // Fixed, the flows are read again and the check speaks as usual.
        try project.write("content/demo/broken.mmd", broken.replacingOccurrences(of: "B[Intro", with: "B[Intro]"))
        let after = try project.lint()
        #expect(!after.diagnostics.contains { $0.rule == Rules.flowSyntax.id }, "\(after.diagnostics)")
    }

    @Test func aDeckWithoutBrokenFlowsStillHearsOfUnusedScreens() throws {
        let flow = FlowFixture.valid.replacingOccurrences(of: "%% @screen B=intro C=health", with: "%% @screen C=health")
        let project = try FlowFixture.project(flow: flow)
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics.contains { $0.rule.rawValue == "screen.unused" && $0.message.contains("`intro`") }, "\(result.diagnostics)")
    }
}
