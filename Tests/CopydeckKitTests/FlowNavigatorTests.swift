import Foundation
import CopydeckKit
import Testing

/// Walks the demo flow from the compiler's golden `flows.json`.
@Suite struct FlowNavigatorTests {
    func onboarding() throws -> Flow {
        let bundle = try CopydeckBundle(directory: BundleLoadingTests.golden)
        let flows = try #require(bundle.flows)
        #expect(flows.deck == "demo")
        return try #require(flows.flow("onboarding"))
    }

    @Test func walksTheGrantedPath() throws {
        var navigator = try FlowNavigator(flow: onboarding())
        #expect(navigator.current.id == "launch")
        #expect(try navigator.advance().screen == "intro")
        #expect(try navigator.advance().screen == "health")
        let prompt = try navigator.advance()
        #expect(prompt.kind == .prompt)
        #expect(prompt.permission == "notifications")
        #expect(navigator.outcomes == ["granted", "denied"])
        try navigator.advance(outcome: "granted")
        try navigator.advance()
        #expect(navigator.isAtEnd)
        #expect(navigator.history == ["launch", "intro", "ask", "prompt", "granted"])
    }

    @Test func branchesNeedAnOutcomeAndBackReturns() throws {
        var navigator = try FlowNavigator(flow: onboarding())
        try navigator.advance()
        try navigator.advance()
        try navigator.advance()
        #expect(throws: FlowNavigationError.outcomeRequired(node: "prompt", available: ["granted", "denied"])) {
            try navigator.advance()
        }
        #expect(throws: FlowNavigationError.unknownOutcome("maybe", node: "prompt", available: ["granted", "denied"])) {
            try navigator.advance(outcome: "maybe")
        }
        #expect(try navigator.advance(outcome: "denied").id == "later")
        #expect(navigator.permissionState("notifications") == "denied")
        // Back passes over the system prompt (it cannot be shown again) to the pre-prompt screen,
        // and the answer is kept.
        #expect(navigator.back()?.id == "ask")
        #expect(navigator.current.id == "ask")
        #expect(navigator.history == ["launch", "intro"])
        #expect(navigator.permissionState("notifications") == "denied")
        #expect(navigator.back()?.id == "intro")
        #expect(navigator.back() == nil)
        #expect(navigator.current.id == "intro")
    }

    @Test func waysListEveryChoiceWithItsLabelAndTarget() throws {
        var navigator = try FlowNavigator(flow: onboarding())
        #expect(navigator.ways.count == 1 && navigator.ways.first?.to == "intro")
        try navigator.advance()
        try navigator.advance()
        try navigator.advance()
        #expect(navigator.ways.map(\.outcome) == ["granted", "denied"])
        #expect(navigator.ways.map(\.to) == ["granted", "later"])
        #expect(navigator.ways.allSatisfy { $0.label?.isEmpty == false })
    }

    /// A branch whose edges carry no outcome ids cannot be chosen: the error says where they go
    /// and how to bind them, instead of listing no outcomes.
    @Test func branchesWithoutOutcomeIdsSayWhereTheyGo() throws {
        let flow = Flow(id: "f", start: "a", ends: ["b", "c"],
                        nodes: [Flow.Node(id: "a", kind: .decision, label: "?"), Flow.Node(id: "b", kind: .step, label: "B"),
                                Flow.Node(id: "c", kind: .step, label: "C")],
                        edges: [Flow.Edge(id: "L_a_b_0", from: "a", to: "b", label: "yes"), Flow.Edge(id: "L_a_c_0", from: "a", to: "c", label: "no")])
        var navigator = try FlowNavigator(flow: flow)
        #expect(throws: FlowNavigationError.unboundBranches(node: "a", targets: ["b", "c"])) { try navigator.advance() }
        let message = FlowNavigationError.unboundBranches(node: "a", targets: ["b", "c"]).description
        #expect(message.contains("b, c") && message.contains("%% @outcome a"))
        #expect(FlowNavigationError.unknownOutcome("x", node: "a", available: []).description.contains("no outcome ids"))
        #expect(navigator.ways.map(\.label) == ["yes", "no"])
    }

    /// Every edge has a stable id: a way without an outcome id is taken by it, and a way that
    /// does not leave the current node is refused with the ids that do.
    @Test func aWayIsTakenByItsEdgeID() throws {
        let flow = Flow(id: "f", start: "a", ends: ["b", "c"],
                        nodes: [Flow.Node(id: "a", kind: .screen, screen: "intro", label: "?"), Flow.Node(id: "b", kind: .step, label: "B"),
                                Flow.Node(id: "c", kind: .step, label: "C")],
                        edges: [Flow.Edge(id: "yes", from: "a", to: "b", label: "yes"), Flow.Edge(id: "L_a_c_0", from: "a", to: "c", label: "no")])
        var navigator = try FlowNavigator(flow: flow)
        #expect(navigator.ways.map(\.edge) == ["yes", "L_a_c_0"])
        #expect(flow.edge("L_a_c_0")?.to == "c")
        #expect(throws: FlowNavigationError.unknownEdge("L_b_c_0", node: "a", available: ["yes", "L_a_c_0"])) {
            try navigator.advance(edge: "L_b_c_0")
        }
        #expect(try navigator.advance(edge: "L_a_c_0").id == "c")
        #expect(navigator.back()?.id == "a")
        #expect(try navigator.advance(edge: "yes").id == "b")
        #expect(FlowNavigationError.unknownEdge("x", node: "b", available: []).description.contains("none does"))
    }

    /// A bundle written before edges had ids reads with Mermaid's: `L_<from>_<to>_0`, then `_2`
    /// for a second edge between the same nodes; ids it has are kept.
    @Test func anOlderBundlesEdgesGetMermaidsIDs() throws {
        let json = """
            {"id": "f", "start": "a", "ends": ["b"], "nodes": [{"id": "a", "kind": "step", "label": "A"},
             {"id": "b", "kind": "step", "label": "B"}],
             "edges": [{"from": "a", "to": "b"}, {"id": "e1", "from": "a", "to": "b", "outcome": "x"}, {"from": "a", "to": "b", "label": "again"}]}
            """
        let flow = try JSONDecoder().decode(Flow.self, from: Data(json.utf8))
        #expect(flow.edges.map(\.id) == ["L_a_b_0", "e1", "L_a_b_3"])
        #expect(flow.edges.map(\.outcome) == [nil, "x", nil])
        let again = try JSONDecoder().decode(Flow.self, from: JSONEncoder().encode(flow))
        #expect(again == flow)
    }
}
