import CopydeckKit
import Testing

/// TempoAI's onboarding (seed §1–§4) walked on its real `flows.json`: page 5's answer is kept when
/// the user goes back from page 6, and the system prompt is never shown again.
@Suite struct TempoAINavigationTests {
    func navigator() throws -> FlowNavigator {
        let tempo = try ExampleBundles.load("tempoai")
        return try FlowNavigator(flow: #require(tempo.flows?.flow("onboarding")))
    }

    @Test func backFromPageSixKeepsTheHealthAnswer() throws {
        var walk = try navigator()
        try walk.advance()
        try walk.advance(outcome: "not_completed")
        try walk.advance(outcome: "japanese")
        try walk.advance()
        for _ in 0..<4 { try walk.advance(outcome: "next") }
        #expect(walk.current.id == "P5" && walk.current.screen == "healthkit")
        #expect(walk.ways.map(\.outcome) == ["allow", "unavailable", "back"])
        try walk.advance(outcome: "allow")
        #expect(walk.current.kind == .prompt)
        try walk.advance(outcome: "granted")
        #expect(walk.permissionState("health") == "granted")
        try walk.advance()
        #expect(walk.current.id == "P5R")
        try walk.advance(outcome: "next")
        #expect(walk.current.id == "P6")
        // The flow's own back edge: page 5 in its answered state, not the prompt.
        #expect(walk.back()?.id == "P5R")
        #expect(walk.permissionState("health") == "granted")
        #expect(walk.history.last == "HG")
        // Without a back edge of its own, back passes over the step and the system prompt.
        #expect(walk.back()?.id == "P5")
        #expect(walk.permissionState("health") == "granted")
        #expect(!walk.isAtEnd)
    }

    @Test func aMissingOutcomeListsTheOnesThereAre() throws {
        var walk = try navigator()
        try walk.advance()
        #expect(throws: FlowNavigationError.unknownOutcome("skip", node: "Check", available: ["completed", "not_completed"])) {
            try walk.advance(outcome: "skip")
        }
        try walk.advance(outcome: "completed")
        #expect(walk.isAtEnd)
    }

    /// Wander draws the answer as a decision after the prompt (`B{prompt} --> C{decision} -->|denied|`):
    /// the decision's outcome is the prompt's answer.
    @Test func aDecisionRightAfterAPromptAnswersIt() throws {
        let wander = try ExampleBundles.load("wander")
        var walk = try FlowNavigator(flow: #require(wander.flows?.flow("photo_permission")))
        try walk.advance()
        try walk.advance()
        #expect(walk.current.kind == .decision && walk.permissionStates.isEmpty)
        try walk.advance(outcome: "denied")
        #expect(walk.permissionState("photo") == "denied")
        #expect(walk.back()?.id == "A")
        #expect(walk.permissionState("photo") == "denied")
    }
}
