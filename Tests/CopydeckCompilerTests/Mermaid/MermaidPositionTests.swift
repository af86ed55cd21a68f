import Testing
@testable import CopydeckCompiler

/// Positions in a diagram are the file's lines and scalar columns: Mermaid and `SourceFile` both
/// break lines at LF, CRLF and a lone CR.
@Suite struct MermaidPositionTests {
    /// Found by fuzzing (Fuzz/Regressions/mermaid/lone-carriage-return): a diagnostic after a lone
    /// CR pointed at a line past the file's end.
    @Test func aCarriageReturnAloneBreaksTheDiagramAndItsPositionsAlike() throws {
        let chart = try MermaidParser.parse("flowchart TD\rA --> B\n  C --> D\r\nE --> F")
        #expect(chart.edges.count == 3)
        #expect(chart.nodes.first { $0.id == "A" }?.position == FlowPosition(line: 2, column: 1))
        #expect(chart.nodes.first { $0.id == "C" }?.position == FlowPosition(line: 3, column: 3))
        #expect(chart.nodes.first { $0.id == "E" }?.position == FlowPosition(line: 4, column: 1))

        let file = SourceFile(path: "f.mmd", text: "flowchart TD\rA[open\n")
        #expect(file.lineCount == 3)
        let diagnostics = FlowReader().flowCountAndDiagnostics(file).diagnostics
        #expect(diagnostics.count == 1)
        let line = try #require(diagnostics.first?.range?.start.line)
        #expect(line >= 1 && line <= file.lineCount)
    }

    /// A diagram that ends too soon is reported at the end of its unfinished line, not past the
    /// comments and blank lines after it (nor past the file's end).
    @Test func anUnfinishedLastLineIsReportedWhereItStops() {
        for text in ["flowchart TD\n    A[시작] -->\n    %% a comment\n\n", "flowchart TD\n    A[시작] -->"] {
            do {
                _ = try MermaidParser.parse(text)
                Issue.record("parsed: \(text)")
            } catch {
                #expect(error.position == FlowPosition(line: 2, column: 14))
            }
        }
    }
}
