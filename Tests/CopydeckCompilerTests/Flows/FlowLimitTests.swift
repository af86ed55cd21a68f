import Testing
@testable import CopydeckCompiler

/// `flow.limit`: a flow past `FlowLimits` is reported where it goes past them and not read.
@Suite struct FlowLimitTests {
    static let small = FlowLimits(maximumNodes: 3, maximumEdges: 4)

    private func error(_ marked: String, limits: FlowLimits = small) -> (MermaidSyntaxError?, FlowPosition?) {
        let text = MarkedText(marked)
        let position = text.markers["here"].map { FlowPosition(line: $0.line, column: $0.column) }
        do {
            _ = try MermaidParser.parse(text.text, limits: limits)
            return (nil, position)
        } catch {
            return (error, position)
        }
    }

    @Test func nodesUpToTheLimitAreRead() throws {
        let chart = try MermaidParser.parse("flowchart TD\n  A --> B --> C\n  C --> A\n", limits: Self.small)
        #expect(chart.nodes.count == 3)
    }

    @Test func theFirstNodePastTheLimitIsReported() {
        let (found, position) = error("flowchart TD\n  A --> B --> C\n  C --> ⟪here⟫D[Done]\n")
        #expect(found?.reason == .tooLarge)
        #expect(found?.position == position)
        #expect(found?.message == "node `D` is one more than the 3 nodes a flow can have; split this flow into several")
    }

    @Test func aNodeNamedOnlyInAStyleCountsToo() {
        let (found, position) = error("flowchart TD\n  A --> B --> C\n  style ⟪here⟫D fill:#fff\n")
        #expect(found?.reason == .tooLarge)
        #expect(found?.position == position)
    }

    @Test func edgesUpToTheLimitAreRead() throws {
        let chart = try MermaidParser.parse("flowchart TD\n  A & B --> C & A\n", limits: Self.small)
        #expect(chart.edges.count == 4)
    }

    @Test func theLinkThatGoesPastTheEdgeLimitIsReported() {
        let (found, position) = error("flowchart TD\n  A --> B\n  A & B ⟪here⟫--> C & A\n")
        #expect(found?.reason == .tooLarge)
        #expect(found?.position == position)
        #expect(found?.message == "this link makes the flow 5 edges, more than the 4 a flow can have; split this flow into several")
    }

    /// `a & … --> b & …` with 700 on each side asks for 490,000 edges from a few kilobytes.
    static let crossProduct = "flowchart TD\n  " + (1...700).map { "A\($0)" }.joined(separator: " & ")
        + " ⟪here⟫--> " + (1...700).map { "B\($0)" }.joined(separator: " & ") + "\n"

    @Test func aShortLineOfEveryPairIsStoppedBeforeItsEdgesAreMade() {
        let (found, position) = error(Self.crossProduct, limits: .standard)
        #expect(found?.reason == .tooLarge)
        #expect(found?.position == position)
        #expect(found?.message.hasPrefix("this link makes the flow 490,000 edges, more than the 400,000") == true)
    }

    @Test func lintReportsTheLimitWhereItIsPassedAndChecksTheOtherFlows() throws {
        let markdown = "# Spec\n\n```mermaid\n" + Self.crossProduct + "```\n\n```mermaid\n" + FlowFixture.valid + "\n```\n"
        let path = "content/demo/onboarding.md"
        let project = try FlowFixture.project(flow: markdown, path: path)
        defer { project.remove() }
        let result = try project.lint()
        #expect(result.diagnostics(Rules.flowLimit).map(\.range?.start) == [project.marker(path, "here")])
        #expect(result.diagnostics(Rules.flowSyntax).isEmpty)
        #expect(result.project.decks[0].flows.map(\.id.value) == ["onboarding"])
        #expect(FlowFixture.flowDiagnostics(result).map(\.rule) == [Rules.flowLimit.id])

        let dump = try FlowDump(base: project.root).run([path])
        #expect(dump.diagnostics.map(\.rule) == [Rules.flowLimit.id])
        #expect(dump.document.flows.count == 1)
    }

    @Test func theDocumentedLimitIsTheOneEnforcedAndAboveTheBenchmark() {
        let standard = FlowLimits.standard
        #expect(Rules.flowLimit.summary.contains("\(FlowLimits.grouped(standard.maximumNodes)) nodes"))
        #expect(Rules.flowLimit.summary.contains("\(FlowLimits.grouped(standard.maximumEdges)) edges"))
        // Benchmarks/ lints a flow of 100,000 nodes and 150,000 edges.
        #expect(standard.maximumNodes > 100_000 && standard.maximumEdges > 150_000)
        #expect(Rules.all.contains { $0.id == Rules.flowLimit.id })
    }

    @Test func countsAreGroupedByThousands() {
        #expect([0, 999, 1_000, 40_000, 400_000, 1_234_567].map(FlowLimits.grouped) == ["0", "999", "1,000", "40,000", "400,000", "1,234,567"])
    }
}
