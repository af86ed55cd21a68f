import Testing
@testable import CopydeckCompiler

/// The flow readers do work linear in their input: for n and 2n lines (or words, or bindings)
/// the work counted grows at most 2.2 times, where a reader that rescans what follows (or what
/// came before) would grow 4 times. Work is counted, never timed.
@Suite struct MermaidLinearityTests {
    static let n = 2_000

    /// Scalars the lexer reads for a diagram (counted in debug builds).
    static func lexerReads(_ text: String) throws -> Int {
        var lexer = MermaidLexer(source: MermaidSource(text))
        _ = try lexer.tokenize()
        #if DEBUG
        return lexer.s.reads.count
        #else
        return 0
        #endif
    }

    static func expectLinear(_ what: String, _ work: (Int) throws -> Int) rethrows {
        let single = try work(n)
        let double = try work(2 * n)
        #expect(single > n, "\(what): \(single) steps for \(n) counts too little to compare")
        #expect(Double(double) <= 2.2 * Double(single), "\(what): \(single) steps for \(n), \(double) for \(2 * n)")
    }

    /// Diagrams whose size is one number, each around a run of what a lexer rule could rescan.
    static let diagrams: [(String, @Sendable (Int) -> String)] = [
        ("blank lines", { "flowchart TD\n  A --> B\n" + String(repeating: "\n", count: $0) + "  B --> C\n" }),
        ("indented blank lines", { "flowchart TD\n  A --> B\n" + String(repeating: "    \n", count: $0) + "  B --> C\n" }),
        ("%% lines", { "flowchart TD\n  A --> B\n" + String(repeating: "  %% note\n", count: $0) + "  B --> C\n" }),
        ("%% binding lines", { "flowchart TD\n" + String(repeating: "  %% @end A B\n", count: $0) + "  A --> B\n" }),
        ("spaces in a line", { "flowchart TD\n  A" + String(repeating: " ", count: $0) + "--> B\n" }),
        ("blank lines in link text", { "flowchart TD\n  A -- x" + String(repeating: " \n", count: $0) + "y --> B\n" }),
        ("spaces in an ellipse", { "flowchart TD\n  A(-x" + String(repeating: " ", count: $0) + "y-) --> B\n" }),
        ("spaces in a label", { "flowchart TD\n  A[x" + String(repeating: " ", count: $0) + "y] --> B\n" }),
        ("directions on a line", { "flowchart TD\n  A --> B\n  " + String(repeating: "direction TB ", count: $0) + "\n" }),
        ("statements", { "flowchart TD\n" + (0..<$0).map { "  N\($0)[Step \($0)] -->|go| N\($0 + 1)\n" }.joined() }),
        ("one long word", { "flowchart TD\n  A" + String(repeating: "a@b", count: $0) + " --> B\n" }),
    ]

    @Test(.enabled(if: CountedScalars.countsReads, "lexer reads are counted in debug builds"), arguments: diagrams.indices)
    func lexerReadsEachScalarABoundedNumberOfTimes(_ index: Int) throws {
        let (name, diagram) = Self.diagrams[index]
        try Self.expectLinear(name) { try Self.lexerReads(diagram($0)) }
    }

    @Test(arguments: [1, 3])
    func markdownFenceExtractionIsLinear(fenceLength: Int) {
        let fence = String(repeating: "`", count: fenceLength + 2)
        // Fences opening and closing, blank lines, long indented lines, and one fence never closed.
        let markdown: (Int) -> String = { count in
            (0..<count).map { "text \($0)\r\n\(fence)mermaid\r\nflowchart TD\r\n  A --> B\r\n\(fence)\r\n\r\n" }.joined()
                + String(repeating: "   ``\r", count: count) + "~~~mermaid\n" + String(repeating: "    x\n", count: count)
        }
        Self.expectLinear("markdown") { count in
            var work = 0
            let blocks = MarkdownMermaidBlocks.extract(from: markdown(count), work: &work)
            #expect(blocks.count == count + 1)
            return work
        }
    }

    @Test func bindingReaderIsLinear() throws {
        // Many words on one binding line (non-ASCII, so columns are counted in characters), and
        // many outcome bindings of a node with many edges.
        let text: (Int) -> String = { count in
            let ids = (0..<count).map { "사\($0)" }
            return "flowchart TD\n  %% @end " + ids.joined(separator: " ") + "\n"
                + (0..<count).map { "  %% @outcome 사0 사\($0 + 1)=o\($0)\n" }.joined()
                + (0..<count).map { "  사0 --> 사\($0 + 1)\n" }.joined()
        }
        try Self.expectLinear("bindings") { count in
            let source = text(count)
            let file = SourceFile(path: "content/demo/big.mmd", text: source)
            var binder = FlowBinder(file: file, lineOffset: 0, chart: try MermaidParser.parse(source))
            var diagnostics = DiagnosticCollector()
            _ = binder.bind(fallbackID: Located("big", at: .wholeFile(file.path)), &diagnostics)
            #expect(diagnostics.diagnostics.isEmpty, "\(diagnostics.diagnostics.prefix(2))")
            return binder.work
        }
    }

    @Test func unknownNodeNamesAreLinear() throws {
        // Every name is unknown and close to a node: a "did you mean" for each would compare
        // each name with every node.
        let text: (Int) -> String = { count in
            "flowchart TD\n  %% @end " + (0..<count).map { "N\($0)x" }.joined(separator: " ") + "\n"
                + (0..<count).map { "  N\($0) --> N\($0 + 1)\n" }.joined()
        }
        try Self.expectLinear("unknown names") { count in
            let source = text(count)
            let file = SourceFile(path: "content/demo/big.mmd", text: source)
            var binder = FlowBinder(file: file, lineOffset: 0, chart: try MermaidParser.parse(source))
            var diagnostics = DiagnosticCollector()
            _ = binder.bind(fallbackID: Located("big", at: .wholeFile(file.path)), &diagnostics)
            #expect(diagnostics.diagnostics.count == count)
            #expect(diagnostics.diagnostics.filter { $0.message.contains("did you mean") }.count == FlowBinder.maximumSuggestions)
            #expect(diagnostics.diagnostics.first?.message == "no node `N0x` in this flow; did you mean `N0`?")
            return binder.work
        }
    }

    @Test func bindingColumnsCountCharacters() throws {
        // A four-scalar emoji and a decomposed `é` are one character each.
        let marked = MarkedText("flowchart TD\n  %% @end 👩‍💻 ⟪a⟫a e\u{301} ⟪b⟫b\n  x --> y\n")
        let file = SourceFile(path: "f.mmd", text: marked.text)
        var binder = FlowBinder(file: file, lineOffset: 0, chart: try MermaidParser.parse(marked.text))
        var diagnostics = DiagnosticCollector()
        _ = binder.bind(fallbackID: Located("f", at: .wholeFile(file.path)), &diagnostics)
        #expect(diagnostics.diagnostics.count == 4, "each word names no node")
        for marker in ["a", "b"] {
            let position = try #require(marked.markers[marker])
            #expect(diagnostics.diagnostics.contains { $0.range?.start == SourceLocation(line: position.line, column: position.column) }, "\(marker)")
        }
    }
}
