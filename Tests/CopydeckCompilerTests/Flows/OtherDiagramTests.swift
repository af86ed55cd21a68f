import Testing
@testable import CopydeckCompiler

/// A Markdown spec mixes diagram types (the Unwind seed has sequence diagrams): only flowcharts are
/// flows; the others are skipped, not reported as `flow.syntax`.
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

    @Test func onlyTheFlowchartIsReadAndNothingIsReported() {
        let (flows, diagnostics) = FlowReader().flowCountAndDiagnostics(SourceFile(path: "content/unwind/flows.md", text: Self.spec))
        #expect(flows == 1)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func diagramTypesAreToldByTheirFirstWord() {
        #expect(MermaidDiagramType(of: "graph LR\nA-->B") == .flowchart)
        #expect(MermaidDiagramType(of: "---\nconfig: {}\n---\n%%{init: {}}%%\n  flowchart-elk TD\nA") == .flowchart)
        #expect(MermaidDiagramType(of: "%% note\nsequenceDiagram\nA->>B: hi") == .other("sequenceDiagram"))
        #expect(MermaidDiagramType(of: "stateDiagram-v2\n[*] --> A") == .other("stateDiagram-v2"))
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
