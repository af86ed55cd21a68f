import CopydeckCompiler
import Foundation

/// Issue 3's figures: parse and check a generated flow of 100,000 nodes and 150,000 edges; the
/// graph checks alone on 1,000,000 nodes.
enum FlowBenchmarks {
    /// A ladder: every node links to the next, every other node also skips one ahead, so there
    /// are `nodes - 1 + nodes / 2` edges; the first node is the start, the last the end.
    static func mermaid(nodes: Int) -> String {
        var text = "flowchart TD\n    %% @start N0\n    %% @end N\(nodes - 1)\n"
        text.reserveCapacity(nodes * 48)
        for index in 0..<(nodes - 1) {
            text += "    N\(index)[Step \(index)] --> N\(index + 1)\n"
            if index % 2 == 0 && index + 2 < nodes { text += "    N\(index) --> N\(index + 2)\n" }
        }
        text += "    N\(nodes - 1)[Done]\n"
        return text
    }

    /// A project folder with one deck whose only content is the generated flow.
    static func project(flow: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-bench-\(UUID().uuidString)")
        let deck = root.appendingPathComponent("content/bench")
        try FileManager.default.createDirectory(at: deck, withIntermediateDirectories: true)
        try Data("version: 1\nsourceLocale: en\nlocales: [en]\ndecks:\n  bench: {}\n".utf8)
            .write(to: root.appendingPathComponent("copydeck.yml"))
        try Data(flow.utf8).write(to: deck.appendingPathComponent("generated.mmd"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("locales/en"), withIntermediateDirectories: true)
        try Data("{}\n".utf8).write(to: root.appendingPathComponent("locales/en/bench.yml"))
        return root
    }

    static func parseAndCheck(nodes: Int) throws -> Measurement {
        let root = try project(flow: mermaid(nodes: nodes))
        defer { try? FileManager.default.removeItem(at: root) }
        let driver = CompilerDriver(directory: ProjectDirectory(root: root))
        var edges = 0
        let measurement = try Measurement("lint a \(nodes)-node flow (read, parse, bind, check)") {
            let result = try driver.lint()
            precondition(!result.summary.fails(strict: true), "the generated flow must be clean: \(result.diagnostics.prefix(3))")
            edges = result.project.decks[0].flows[0].chart.edges.count
        }
        print("  \(nodes) nodes, \(edges) edges")
        return measurement
    }

    /// A chart built in memory (no text), for the graph checks alone.
    static func chart(nodes: Int) -> Flowchart {
        var chart = Flowchart(keyword: "flowchart", direction: "TB")
        chart.nodes.reserveCapacity(nodes)
        let position = FlowPosition(line: 1, column: 1)
        for index in 0..<nodes {
            chart.nodes.append(FlowNode(id: "N\(index)", label: "Step \(index)", shape: "square",
                                        position: position, declaration: position, references: 2))
        }
        for index in 0..<(nodes - 1) {
            chart.edges.append(FlowEdge(from: "N\(index)", to: "N\(index + 1)", position: position, targetPosition: position))
            if index % 2 == 0 && index + 2 < nodes {
                chart.edges.append(FlowEdge(from: "N\(index)", to: "N\(index + 2)", position: position, targetPosition: position))
            }
        }
        return chart
    }

    static func graphChecks(nodes: Int) throws -> Measurement {
        let chart = chart(nodes: nodes)
        let file = SourceFile(path: "content/bench/generated.mmd", text: "flowchart TD\n")
        var edges: [(from: Int32, to: Int32)] = []
        edges.reserveCapacity(chart.edges.count)
        for index in 0..<(nodes - 1) {
            edges.append((Int32(index), Int32(index + 1)))
            if index % 2 == 0 && index + 2 < nodes { edges.append((Int32(index), Int32(index + 2))) }
        }
        let graph = FlowGraph(nodeCount: nodes, edges: edges)
        let id = Located("generated", at: SourceRange.wholeFile(file.path))
        let flow = DeckFlow(id: id, file: file, lineOffset: 0, chart: chart,
                            roles: Array(repeating: .step, count: nodes), isDecision: Array(repeating: false, count: nodes),
                            declaredStarts: [(0, id.range)], ends: [nodes - 1],
                            outcomes: Array(repeating: nil, count: chart.edges.count), graph: graph)
        var deck = Deck(id: "bench", name: "bench", sourceLocale: "en", locales: ["en"],
                        declaration: id.range, contentPath: "content/bench")
        deck.flows = [flow]
        let project = Project(root: URL(fileURLWithPath: "/"), config: ProjectConfig(), decks: [deck], files: [:])
        print("  \(nodes) nodes, \(chart.edges.count) edges")
        return Measurement("flow checks on a \(nodes)-node flow (analysis + every flow rule)") {
            // The analysis (start, shortest-path tree, reachability of an end, typo suspects) is
            // part of the graph checks: rebuild the flow so it is measured too.
            var measured = deck
            measured.flows = [DeckFlow(id: id, file: file, lineOffset: 0, chart: chart, roles: flow.roles,
                                       isDecision: flow.isDecision, declaredStarts: flow.declaredStarts, ends: flow.ends,
                                       outcomes: flow.outcomes, graph: graph)]
            var diagnostics = DiagnosticCollector()
            CheckRunner().run(Project(root: project.root, config: project.config, decks: [measured], files: [:]), into: &diagnostics)
            precondition(diagnostics.diagnostics.isEmpty, "the generated flow must be clean")
        }
    }
}

extension FlowBenchmarks {
    static func parseOnly(nodes: Int) throws -> Measurement {
        let text = mermaid(nodes: nodes)
        return try Measurement("parse only, \(nodes) nodes (\(text.utf8.count / 1024) KiB)") {
            _ = try MermaidParser.parse(text)
        }
    }
}
