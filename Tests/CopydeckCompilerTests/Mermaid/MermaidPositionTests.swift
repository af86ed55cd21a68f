import Testing
@testable import CopydeckCompiler

/// Positions in a diagram are the file's lines and scalar columns, whatever line breaks Mermaid reads.
@Suite struct MermaidPositionTests {
    /// A `\r` alone breaks the line for Mermaid but not for the file (`SourceFile`): positions
    /// count the file's lines (found by fuzzing: Fuzz/Regressions/mermaid/lone-carriage-return).
    @Test func aCarriageReturnAloneBreaksTheDiagramNotItsPositions() throws {
        let chart = try MermaidParser.parse("flowchart TD\rA --> B\n  C --> D\r\nE --> F")
        #expect(chart.edges.count == 3)
        #expect(chart.nodes.first { $0.id == "A" }?.position == FlowPosition(line: 1, column: 14))
        #expect(chart.nodes.first { $0.id == "C" }?.position == FlowPosition(line: 2, column: 3))
        #expect(chart.nodes.first { $0.id == "E" }?.position == FlowPosition(line: 3, column: 1))

        let file = SourceFile(path: "f.mmd", text: "flowchart TD\rA[open\n")
        let diagnostics = FlowReader().flowCountAndDiagnostics(file).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.range?.start.line == 1)
    }
}
