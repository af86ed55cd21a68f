import CopydeckKit
import Foundation
import Testing

/// The example project's auth session flow, written as a Mermaid state diagram
/// (`content/auth/session.mmd`), as the app meets it: built into `flows.json`, walked by
/// `FlowNavigator` through the onboarding composite by its outcome ids, and drawn in the preview
/// with the composite as a box around its states.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct StateDiagramExampleTests {
    @Test func theSessionStateDiagramIsWalkedAndDrawn() throws {
        let project = try PreviewSupport.builtExample()
        defer { try? FileManager.default.removeItem(at: project) }
        let auth = try CopydeckBundle(directory: project.appendingPathComponent("build/auth/bundle"))
        let flow = try #require(auth.flows?.flow("session"))
        var navigator = try FlowNavigator(flow: flow)
        #expect(navigator.current.id == "root_start")
        try navigator.advance()                                // → the splash
        #expect(navigator.current.screen == "splash")
        try navigator.advance()                                // → the choice of where to go
        try navigator.advance(outcome: "first_launch")         // into the onboarding composite, at its start
        try navigator.advance()                                // → its first slide
        #expect(navigator.current.screen == "slide_intro")
        try navigator.advance(outcome: "next")
        try navigator.advance(outcome: "next")
        #expect(navigator.current.screen == "slide_start")
        try navigator.advance()                                // → the composite's end
        try navigator.advance()                                // out of it, to the login screen
        #expect(navigator.current.screen == "login")
        try navigator.advance()
        #expect(navigator.isAtEnd)

        let page = try String(contentsOf: project.appendingPathComponent("build/preview/auth/flows/session.html"), encoding: .utf8)
        #expect(page.contains("data-subgraph-id=\"Onboarding\""))
        #expect(page.contains("data-node-id=\"Intro\""))
    }
}
