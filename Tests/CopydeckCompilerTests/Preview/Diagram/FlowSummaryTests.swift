import Foundation
import Testing
@testable import CopydeckCompiler

/// A flow over the drawing limit is drawn as a summary, not laid out: its size, start, ends and
/// where its model is; a flow at the limit is still drawn node by node.
@Suite struct FlowSummaryTests {
    static func chain(_ count: Int) -> String {
        var text = "flowchart TD\n    %% @flow big\n    %% @start n0\n    %% @end n\(count - 1)\n"
        for index in 0..<(count - 1) { text += "    n\(index)[Step \(index)] --> n\(index + 1)\n" }
        return text
    }

    @Test func aFlowOverTheLimitIsASummary() throws {
        let count = FlowDiagram.drawingLimit + 1
        let (diagram, flow, _) = try FlowDiagramTests.diagram(Self.chain(count))
        let root = try FlowDiagramTests.parse(diagram)
        #expect(root[attribute: "class"] == "flow-diagram flow-summary")
        #expect(!FlowDiagramTests.all(root).contains { $0[attribute: "class"]?.hasPrefix("node") == true })
        let text = FlowDiagramTests.all(root).filter { $0.name == "text" }.map(\.text).joined(separator: "\n")
        #expect(text.contains("Flow big: 5001 nodes and 5000 edges"), "\(text)")
        #expect(text.contains("up to 5000 nodes"), "\(text)")
        #expect(text.contains("Start: n0 · ends: n5000"), "\(text)")
        #expect(text.contains("flows/big.json"), "\(text)")
        #expect(diagram.layout.nodes.isEmpty)
        #expect(flow.chart.nodes.count == count)
    }

    @Test func aFlowAtTheLimitIsDrawn() throws {
        let (diagram, _, _) = try FlowDiagramTests.diagram(Self.chain(FlowDiagram.drawingLimit))
        let root = try FlowDiagramTests.parse(diagram)
        #expect(root[attribute: "class"] == "flow-diagram")
        #expect(diagram.layout.nodes.count == FlowDiagram.drawingLimit)
    }
}
