import Testing
@testable import CopydeckCompiler

/// The same flow file written with `\n`, `\r\n` or a lone `\r` after each line reads the same:
/// the same flows, the same bindings, the same diagnostics at the same lines and columns.
@Suite struct FlowLineEndingTests {
    enum LineEnding: String, CaseIterable, CustomStringConvertible {
        case lf = "\n", crlf = "\r\n", cr = "\r"
        var description: String { self == .lf ? "LF" : self == .crlf ? "CRLF" : "CR" }
    }

    /// What a flow reads as, in comparable form.
    struct FlowSummary: Equatable {
        var id: Located<String>
        var lineOffset: Int
        var chart: Flowchart
        var roles: [DeckFlow.Role]
        var isDecision: [Bool]
        var starts: [SourceRange]
        var ends: [Int]
        var outcomes: [Located<String>?]

        init(_ flow: DeckFlow) {
            id = flow.id
            lineOffset = flow.lineOffset
            chart = flow.chart
            roles = flow.roles
            isDecision = flow.isDecision
            starts = flow.declaredStarts.map(\.range)
            ends = flow.ends.sorted()
            outcomes = flow.outcomes
        }
    }

    /// A flow with bindings, a Korean label and id, a multi-line label, a binding that names no
    /// node (after non-ASCII text, so its column counts characters) and an unreachable node.
    static let flow = """
        flowchart TD
            %% @flow onboarding
            %% @start A
            %% @end H
            %% @screen B=intro C=health
            %% @prompt D=photo
            %% @outcome D E=granted F=denied
            %% @step 사진 ⟪missing⟫없음
            A[Launch] --> B[Intro]
            B --> C["Photo
            pre-prompt"]
            C --> D{iOS photo prompt}
            D -->|Allow| E[Full access]
            D -->|Don't allow| F[사진 보관함]
            E --> H[Home]
            F --> H
            ⟪orphan⟫사진[Orphan] --> H
        """

    /// The flow again, in a Markdown spec after prose, and a second fence that does not parse.
    static let markdown = """
        # Onboarding

        Prose before the flow.

        ```mermaid
        \(flow.replacingOccurrences(of: "onboarding", with: "spec"))
        ```

        ~~~ Mermaid
        flowchart LR
            A --> ⟪syntax⟫)
        ~~~
        """

    /// Lints the fixture with `text` at `path`, its line breaks written as `ending`.
    private func lint(_ text: String, at path: String, _ ending: LineEnding) throws -> (LintResult, TestProject) {
        let project = try FlowFixture.project(flow: text, path: path)
        try project.write(path, MarkedText(text).text.replacingOccurrences(of: "\n", with: ending.rawValue))
        return (try project.lint(), project)
    }

    @Test(arguments: [FlowFixture.path, "content/demo/onboarding.md"])
    func everyLineEndingReadsTheSame(path: String) throws {
        let text = path.hasSuffix(".md") ? Self.markdown : Self.flow
        let (expected, reference) = try lint(text, at: path, .lf)
        defer { reference.remove() }
        let flows = expected.project.decks[0].flows
        #expect(flows.count == 1)
        #expect(flows.first?.roles.contains { if case .screen(let id) = $0 { id.value == "intro" } else { false } } == true)
        #expect(flows.first?.outcomes.compactMap { $0?.value } == ["granted", "denied"])
        #expect(flows.first?.chart.nodes.first { $0.id == "C" }?.label == "Photo\n    pre-prompt")
        // The positions are the ones written, not merely the same three times.
        let marked = [("missing", Rules.flowBinding.id), ("orphan", FlowUnreachableCheck.rule.id)]
            + (path.hasSuffix(".md") ? [("syntax", Rules.flowSyntax.id)] : [])
        for (marker, rule) in marked {
            let found = expected.diagnostics.filter { $0.rule == rule }.map(\.range?.start)
            #expect(found == [reference.marker(path, marker)], "\(rule)")
        }
        for ending in [LineEnding.crlf, .cr] {
            let (result, project) = try lint(text, at: path, ending)
            defer { project.remove() }
            #expect(result.project.decks[0].flows.map(FlowSummary.init) == flows.map(FlowSummary.init), "\(ending)")
            #expect(result.diagnostics == expected.diagnostics, "\(ending)")
        }
    }

    @Test func aMixOfLineEndingsReadsAsTheirLines() throws {
        let text = "flowchart TD\r    %% @start A\r\n    %% @end B\n    A --> B\r    %% @screen ⟪z⟫Z=intro\r\n"
        let project = try FlowFixture.project(flow: "x")
        defer { project.remove() }
        try project.write(FlowFixture.path, text.replacingOccurrences(of: "⟪z⟫", with: ""))
        let result = try project.lint()
        let flow = try #require(result.project.decks[0].flows.first)
        #expect(flow.declaredStarts.map(\.range.start) == [SourceLocation(line: 2, column: 15)])
        #expect(flow.ends == [1])
        #expect(result.diagnostics(Rules.flowBinding).map(\.range?.start) == [SourceLocation(line: 5, column: 16)])
    }

    @Test func sourceLinesBreakAtEachLineEnding() {
        #expect(SourceFile(path: "a", text: "a\rb\r\rc").lines == ["a", "b", "", "c"])
        #expect(SourceFile(path: "a", text: "a\r\nb\rc\nd\r").lines == ["a", "b", "c", "d", ""])
        #expect(SourceFile(path: "a", text: "\r\r\n\n").lines == ["", "", "", ""])
        #expect(SourceFile(path: "a", text: "사진\r한\r\n").line(2) == "한")
        #expect(SourceFile(path: "a", text: "사진\r한 x").characterColumn(line: 2, scalarColumn: 3) == 3)
    }

    @Test func diagramPositionsAreTheSameForEachLineEnding() throws {
        let lines = ["flowchart TD", "  %% @start A", "  A --> B[\"two", "  lines\"]", "  B --> )"]
        var errors: [MermaidSyntaxError] = []
        for ending in LineEnding.allCases {
            let text = lines.joined(separator: ending.rawValue)
            let chart = try MermaidParser.parse(lines.dropLast().joined(separator: ending.rawValue))
            #expect(chart.comments == [FlowComment(text: "@start A", position: FlowPosition(line: 2, column: 3))], "\(ending)")
            #expect(chart.nodes.map(\.label) == ["A", "two\n  lines"], "\(ending)")
            #expect(chart.nodes.map(\.position) == [FlowPosition(line: 3, column: 3), FlowPosition(line: 3, column: 9)], "\(ending)")
            do {
                _ = try MermaidParser.parse(text)
            } catch {
                errors.append(error)
            }
        }
        #expect(errors.count == 3)
        #expect(errors.allSatisfy { $0 == errors[0] })
        #expect(errors.first?.position == FlowPosition(line: 5, column: 9))
    }

    @Test func markdownFencesAreFoundWithEachLineEnding() {
        let lines = ["# Spec", "", "```mermaid", "flowchart TD", "  A --> B", "```", "text", "~~~mermaid", "graph LR"]
        for ending in LineEnding.allCases {
            let blocks = MarkdownMermaidBlocks.extract(from: lines.joined(separator: ending.rawValue) + ending.rawValue)
            #expect(blocks == [
                MarkdownMermaidBlock(text: "flowchart TD\n  A --> B", firstLine: 4),
                MarkdownMermaidBlock(text: "graph LR\n", firstLine: 9),
            ], "\(ending)")
        }
    }
}
