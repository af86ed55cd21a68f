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
        #expect(navigator.back()?.id == "prompt")
        #expect(navigator.current.id == "prompt")
    }
}
