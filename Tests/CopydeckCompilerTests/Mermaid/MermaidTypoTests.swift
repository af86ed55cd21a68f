import Testing
@testable import CopydeckCompiler

/// Mermaid's common slips are reported at the mistake, with what was meant, not at a later line
/// where the lexer finally gives up.
@Suite struct MermaidTypoTests {
    private func error(_ text: String) -> MermaidSyntaxError? {
        do {
            _ = try MermaidParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func aSingleDashArrowIsReportedWhereItIsWithTheLinkMeant() throws {
        let found = try #require(error("flowchart TD\n  A[Start] --> B[Intro]\n  B -> C[Ask]\n  C --> D[Done]\n"))
        #expect(found.position == FlowPosition(line: 3, column: 5))
        #expect(found.message == "`->` is not a Mermaid link; did you mean `-->`?")
        // Links that hold `->` are links: `-.->`, `==>`, `<-->`, and text with an arrow in it.
        for valid in ["flowchart TD\n  A -.-> B\n", "flowchart TD\n  A <--> B\n", "flowchart TD\n  A[Tap -> next] --> B\n", "flowchart TD\n  A -->|a -> b| B\n",
                      "flowchart TD\n  A --->B\n", "flowchart TD\n  A ==> B\n", "flowchart TD\n  A[\"x -> y\"] --> B\n",
                      "graph TD;A_node-->odd->Vertex Text];"] {  // Mermaid's own test: node `odd-`, an asymmetric shape
            #expect(error(valid) == nil, "\(valid)")
        }
    }

    @Test func aBracketLeftOpenIsReportedOnItsOwnLine() throws {
        // The `[` of line 3 takes the `]` of line 5 as its own; the one left open at the end is not the mistake.
        let found = try #require(error("flowchart TD\n  A[Start] --> B[Intro]\n  B --> C[Ask\n  C --> D{Decide}\n  D -->|yes| E[Done]\n  D -->|no| F[Later]\n"))
        #expect(found.position == FlowPosition(line: 3, column: 10))
        #expect(found.message.hasPrefix("this bracket is not closed on its line"))
        // A bracket still open at the end, with none running past its line before: where it opens.
        let last = try #require(error("flowchart TD\n  A --> B[Intro\n"))
        #expect(last.position == FlowPosition(line: 2, column: 10) && last.message.hasPrefix("this bracket is not closed by the end of the diagram"))
    }

    @Test func aSubgraphWithoutEndIsReportedWhereItOpens() throws {
        let found = try #require(error("flowchart TD\n  A --> B\n  subgraph done [Done]\n    B --> C\n"))
        #expect(found.position.line == 3)
        #expect(found.message.contains("never closed with `end`"))
    }

    /// `A -- yes -> B`: the text's link ends in one dash; said at the arrow, with the link meant.
    @Test func aLinkTextEndedWithASingleDashArrowIsReportedAtTheArrow() throws {
        let found = try #require(error("flowchart TD\n  A --> B\n  B -- yes -> C\n  C --> D\n"))
        #expect(found.position == FlowPosition(line: 3, column: 12))
        #expect(found.message == "`->` does not end a link's text; did you mean `-->`?")
        #expect(error("flowchart TD\n  B -- yes --> C\n") == nil)
    }

    /// A quoted label left open is reported where its quote opens.
    @Test func aQuoteLeftOpenIsReportedWhereItOpens() throws {
        let found = try #require(error("flowchart TD\n  A[\"Start here] --> B\n  B --> C\n"))
        #expect(found.position == FlowPosition(line: 2, column: 5))
        #expect(found.message.hasPrefix("this quoted string is not closed"))
    }
}
