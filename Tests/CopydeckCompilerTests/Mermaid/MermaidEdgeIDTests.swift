import CopydeckKit
import Foundation
import Testing
@testable import CopydeckCompiler

/// Mermaid 11.5's edge ids (`A e1@--> B`) kept as each edge's stable id, and Mermaid's own
/// (`L_A_B_0`) for the others: in `flow dump`, in `flows.json`, and in the runtime.
@Suite struct MermaidEdgeIDTests {
    static let diagram = """
        flowchart LR
          A e1@--> B
          A --> B
          A -.-> B
          A & B e2@==> C & D
          C e1@--> D
          e1@{ animate: true }
          e2@{ animation: fast, curve: linear }
        """

    @Test func eachEdgeHasMermaidsID() throws {
        let chart = try FlowDump.parse(Self.diagram)
        // The author's id names the edge from the last start to the first end; a second `e1` is
        // taken, so that edge gets a generated id, as in Mermaid.
        #expect(chart.edgeIDs == ["e1", "L_A_B_2", "L_A_B_3", "L_A_C_0", "L_A_D_0", "e2", "L_B_D_0", "L_C_D_0"])
        // Edge metadata is no node.
        #expect(chart.nodes.map(\.id) == ["A", "B", "C", "D"])
        let json = try JSONSerialization.jsonObject(with: OutputTree.json(FlowchartJSON(id: "f", file: "f.mmd", line: 1, chart: chart))) as? [String: Any]
        let edges = try #require(json?["edges"] as? [[String: Any]])
        #expect(edges.compactMap { $0["id"] as? String } == chart.edgeIDs)
    }

    /// A state diagram's transitions get Mermaid's generated ids the same way.
    @Test func aStateDiagramsTransitionsHaveIDs() throws {
        let chart = try FlowDump.parse("stateDiagram-v2\n  [*] --> Splash\n  Splash --> Login\n  Splash --> Login: again\n  Login --> [*]\n")
        #expect(Set(chart.edgeIDs).count == chart.edges.count)
        #expect(chart.edgeIDs.filter { $0.hasPrefix("L_Splash_Login_") } == ["L_Splash_Login_0", "L_Splash_Login_2"])
    }

    /// The built bundle carries the ids; `FlowNavigator` walks by them, and `@outcome` may name an
    /// edge by its id, the author's or Mermaid's.
    @Test func theBundleCarriesTheIDsTheAppWalksBy() throws {
        let project = try TestProject.demo(
            content: Fixtures.content,
            ko: Fixtures.locale("ko"), ja: Fixtures.locale("ja"), en: Fixtures.locale("en"))
        defer { project.remove() }
        try project.write("content/demo/flow.mmd", """
            %% @screen start=intro ask=health
            %% @outcome ask yes=granted L_ask_done_2=later
            %% @end done
            flowchart TD
              start go@--> ask{Allow?}
              ask yes@-->|Yes| done
              ask -->|Later| done
            """)
        let output = project.root.appendingPathComponent("build")
        let result = try project.driver.build(output: output)
        #expect(result.lint?.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let bundle = try JSONDecoder().decode(FlowBundle.self, from: Data(contentsOf: output.appendingPathComponent("demo/bundle/flows.json")))
        let flow = try #require(bundle.flow("flow"))
        #expect(flow.edges.map(\.id) == ["go", "yes", "L_ask_done_2"])
        #expect(flow.edges.map(\.outcome) == [nil, "granted", "later"])
        var navigator = try FlowNavigator(flow: flow)
        try navigator.advance(edge: "go")
        #expect(navigator.ways.map(\.edge) == ["yes", "L_ask_done_2"])
        #expect(try navigator.advance(edge: "L_ask_done_2").id == "done")
    }
}
