import Foundation
import Testing
@testable import CopydeckCompiler

/// A state diagram in a deck is a flow like a flowchart: `[*]` its start and ends, bindings on its
/// states, a composite state entered at its start and left from its end, notes no states, every
/// flow check on it; and the example project's auth session flow, written as one, walked by the
/// runtime the app uses.
@Suite struct StateDiagramFlowTests {
    static let screens = """
        screens:
          welcome:
            kind: page
            fields:
              title: { surface: title }
          login:
            kind: screen
            fields:
              title: { surface: title }
        """

    func project(_ diagram: String) throws -> TestProject {
        var files = ["copydeck.yml": TestProject.minimalConfig, "content/demo/screens.yml": Self.screens, "content/demo/session.mmd": diagram]
        for locale in ["ko", "ja", "en"] { files["locales/\(locale)/demo.yml"] = "welcome:\n  title: \(locale) welcome\nlogin:\n  title: \(locale) login\n" }
        return try TestProject(files)
    }

    static let diagram = """
        stateDiagram-v2
            %% @screen Welcome=welcome Login=login
            %% @outcome Check Onboarding=first_launch Login=returning
            state Check <<choice>>
            [*] --> Check
            Check --> Onboarding : first launch
            Check --> Login : returning (< 30 days)
            state Onboarding {
                [*] --> Welcome
                Welcome --> [*]
            }
            Onboarding --> Login
            note right of Login : the sign-in screen
            Login --> [*]
        """

    @Test func startEndsCompositeBindingsAndNotes() throws {
        let project = try project(Self.diagram)
        defer { project.remove() }
        let lint = try project.lint()
        #expect(lint.diagnostics.isEmpty, "\(lint.diagnostics)")
        let flow = try #require(lint.project.decks.first?.flows.first)
        #expect(flow.id.value == "session")
        let ids = flow.chart.nodes.map(\.id)
        // The composite is the box around its states, not a state; the note is no state.
        #expect(Set(ids) == ["Check", "root_start", "Onboarding_start", "Welcome", "Onboarding_end", "Login", "root_end"])
        #expect(flow.chart.subgraphs.map(\.id) == ["Onboarding"])
        #expect(flow.start.map(flow.name) == "root_start")
        #expect(flow.ends.map(flow.name) == ["root_end"])
        // Into the composite at its start, out of it from its end.
        let path = FlowGraph.path(to: try #require(ids.firstIndex(of: "root_end")), in: flow.graph.shortestPathTree(from: flow.start!))
        #expect(path.map(flow.name) == ["root_start", "Check", "Login", "root_end"])
        let viaOnboarding = flow.chart.edges.map { "\($0.from)->\($0.to)" }
        #expect(viaOnboarding.contains("Check->Onboarding_start") && viaOnboarding.contains("Onboarding_end->Login"))
        // The words shown on the arrow, not Mermaid's escaped model of them.
        #expect(flow.chart.edges.contains { $0.label == "returning (< 30 days)" })
        // `@outcome Check Onboarding=…` binds the link into the composite.
        let into = try #require(flow.chart.edges.firstIndex { $0.from == "Check" && $0.to == "Onboarding_start" })
        #expect(flow.outcomes[into]?.value == "first_launch")
        // `@screen` binds a state as it binds a flowchart's node.
        guard case .screen(let screen) = flow.roles[try #require(ids.firstIndex(of: "Welcome"))] else { Issue.record("Welcome shows no screen"); return }
        #expect(screen.value == "welcome")
    }

    @Test func theFlowChecksReadStateDiagrams() throws {
        // A state nothing leads to, and a state that leads nowhere and is no end.
        let broken = Self.diagram
            .replacingOccurrences(of: "    Login --> [*]", with: "    Login --> Stuck\n    Orphan --> Login")
        let project = try project(broken)
        defer { project.remove() }
        let rules = try project.lint().diagnostics.map { "\($0.rule.rawValue) \($0.message.prefix(40))" }
        #expect(rules.contains { $0.hasPrefix("flow.unreachable node `Orphan`") }, "\(rules)")
        #expect(rules.contains { $0.hasPrefix("flow.dead-end node `Stuck`") }, "\(rules)")
    }

    /// `state foo` alone is `stateDiagram.jison`'s bare `COMPOSIT_STATE`, no statement: Mermaid
    /// makes no state of it (nor of a floating note); a transition or a description does.
    @Test func aBareStateDeclarationMakesNoState() throws {
        #expect(try FlowDump.parse("stateDiagram-v2\n  state foo\n  note \"floating\" as N1\n").nodes.isEmpty)
        #expect(try FlowDump.parse("stateDiagram-v2\n  state foo\n  foo --> bar\n").nodes.map(\.id) == ["foo", "bar"])
        #expect(try FlowDump.parse("stateDiagram-v2\n  state \"Foo\" as foo\n  state bar <<choice>>\n  state baz {\n    a\n  }\n").nodes.map(\.id)
                == ["foo", "bar", "baz", "a"])
    }

    /// What Mermaid's grammar reads that Copydeck refused or read otherwise, each as Mermaid's own
    /// model has it (found running a wider set of Mermaid's models of state diagrams).
    @Test func statementsAsMermaidReadsThem() throws {
        let diagram = """
            stateDiagram-v2
              [*] --> Fork
              state Fork <<fork>>
              state Pick [[choice]]
              state "Some long name" as S1: The description
              state Box
              {
                inner
              }
              # a comment line
              click S1 "https://example.com" "tooltip"
              N1 .. S1
              S1 --> Box : first %% kept in the text
              Box --> Pick %% a comment
              Pick -->|ok| Done
            """
        let chart = try FlowDump.parse(diagram)
        let node = { (id: String) in chart.nodes.first { $0.id == id } }
        // A type is a new state's: `Fork` was met first in a transition, so it stays a state.
        #expect(node("Fork")?.shape == "rect")
        #expect(node("Pick")?.shape == "choice")
        #expect(node("S1")?.label == "Some long name")
        #expect(node("Box")?.shape == "roundedWithTitle")
        #expect(chart.stateParents[chart.nodes.firstIndex { $0.id == "inner" }!] == "Box")
        #expect(node("N1") != nil && node("..") != nil)
        #expect(node("|ok|") != nil && node("Done") != nil)
        #expect(chart.edges.map(\.label) .contains("first %% kept in the text"))
        #expect(chart.edges.contains { $0.from == "Box" && $0.to == "Pick" && $0.label == "" })
    }

    /// A state a later region links to is drawn in that region, as Mermaid's `dataFetcher` sets
    /// the parent on every visit inside a composite.
    @Test func aStateTakesTheLastRegionThatNamesIt() throws {
        let chart = try FlowDump.parse("stateDiagram-v2\n  state Run {\n    [*] --> A\n    --\n    [*] --> B\n    B --> A\n  }\n")
        let parents = Dictionary(uniqueKeysWithValues: zip(chart.nodes.map(\.id), chart.stateParents))
        #expect(parents["A"] == parents["B"])
        #expect(parents["A"] != nil && parents["A"] != "Run")
    }

    @Test func aSyntaxErrorIsLocatedInTheFile() throws {
        let project = try project("stateDiagram-v2\n    [*] --> A\n    state B {\n    A --> B\n")
        defer { project.remove() }
        let finding = try #require(try project.lint().diagnostics.first { $0.rule.rawValue == "flow.syntax" })
        #expect(finding.range?.file == "content/demo/session.mmd")
        #expect(finding.message.contains("`B` is not closed"))
    }

    /// Hostile input: composite states nested thousands deep are refused where the limit is
    /// passed, with no crash; an unclosed quote runs to the end and is reported.
    @Test func deepNestingIsALocatedErrorNotACrash() throws {
        let depth = 5_000
        var text = "stateDiagram-v2\n"
        for level in 0..<depth { text += String(repeating: " ", count: level % 8) + "state S\(level) {\n" }
        text += String(repeating: "}\n", count: depth)
        let project = try project(text)
        defer { project.remove() }
        let finding = try #require(try project.lint().diagnostics.first { $0.rule.rawValue == "flow.syntax" })
        #expect(finding.range?.start.line == StateDiagramParser.maximumDepth + 2)   // the 65th `state … {`, after the header
        #expect(finding.message.contains("nest more than 64 deep"))
        #expect(throws: MermaidSyntaxError.self) { try StateDiagramParser.parse("stateDiagram\n  state \"never closed as A\n  A --> B\n") }
    }
}
