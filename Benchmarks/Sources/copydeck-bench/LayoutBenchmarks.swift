import CopydeckCompiler
import Foundation

/// Issue 12's layout figures: generated flows of 1,000 and 3,000 nodes laid out and drawn.
enum LayoutBenchmarks {
    /// A flow-like graph, the same for the same size: a chain of steps with a decision every few
    /// nodes (two or three labelled outcomes jumping ahead), and now and then a way back.
    static func graph(nodes count: Int) -> LayoutGraph {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let labels = ["Step", "Show the screen", "사진 접근 허용", "写真へのアクセスを許可", "Check the state", "Onboarding page"]
        var graph = LayoutGraph()
        for index in 0..<count {
            let label = labels[next(labels.count)]
            let width = Double(label.count) * 9 + 28
            graph.nodes.append(LayoutNode(id: "n\(index)", width: width, height: 38))
        }
        for index in 0..<(count - 1) {
            if index % 5 == 4 {
                for _ in 0..<(2 + next(2)) {
                    let target = min(count - 1, index + 1 + next(12))
                    graph.edges.append(LayoutEdge(from: index, to: target, labelWidth: 60, labelHeight: 18))
                }
            } else {
                graph.edges.append(LayoutEdge(from: index, to: index + 1))
            }
            if next(20) == 0, index > 10 {
                graph.edges.append(LayoutEdge(from: index, to: index - 1 - next(10)))
            }
        }
        return graph
    }

    /// The same graph as a Mermaid flowchart in a one-deck project, to time laying out and
    /// drawing it as the build does.
    static func project(nodes count: Int, at root: URL) throws {
        let graph = graph(nodes: count)
        let labels = ["Step", "Show the screen", "사진 접근 허용", "写真へのアクセスを許可", "Check the state", "Onboarding page"]
        var mermaid = "flowchart TD\n    %% @flow big\n    %% @start n0\n"
        for (index, node) in graph.nodes.enumerated() {
            mermaid += "    \(node.id)[\"\(labels[index % labels.count]) \(index)\"]\n"
        }
        for edge in graph.edges {
            mermaid += "    n\(edge.from) -->" + (edge.labelWidth > 0 ? "|outcome|" : "") + " n\(edge.to)\n"
        }
        let files = [
            "copydeck.yml": "version: 1\nsourceLocale: en\nlocales: [en]\ndecks:\n  big: {}\n",
            "content/big/screens.yml": "screens: {}\n",
            "content/big/big.mmd": mermaid,
            "locales/en/big.yml": "{}\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    static func run() throws -> [String] {
        var lines: [String] = []
        for count in [1_000, 3_000] {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-bench-flow-\(count)")
            try? FileManager.default.removeItem(at: root)
            try project(nodes: count, at: root)
            defer { try? FileManager.default.removeItem(at: root) }
            let lint = try CompilerDriver(directory: ProjectDirectory(root: root)).lint()
            let site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics)
            var bytes = 0
            let measurement = try Measurement("lay out and draw a generated \(count)-node flow as SVG", runs: 3) {
                let drawings = try site.flowDrawings()
                bytes = drawings.files.values.reduce(0) { $0 + $1.count }
                return drawings
            }
            lines.append(measurement.line + ", \(bytes / 1024) KiB of SVG")
        }
        for count in [1_000, 3_000] {
            let graph = graph(nodes: count)
            var crossings = 0
            let measurement = Measurement("layout of a generated \(count)-node flow (\(graph.edges.count) edges)", runs: 3) {
                let result = LayeredLayout.layout(graph)
                crossings = result.crossings
                return result
            }
            lines.append(measurement.line + ", \(crossings) crossings")
        }
        return lines
    }

    /// The same graphs in DOT, for `Benchmarks/graphviz-compare.sh`.
    static func writeDOT(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for count in [1_000, 3_000] {
            let graph = graph(nodes: count)
            var dot = "digraph flow {\n  node [shape=box];\n"
            for node in graph.nodes {
                dot += "  \(node.id) [width=\(node.width / 72), height=\(node.height / 72), fixedsize=true];\n"
            }
            for edge in graph.edges {
                dot += "  n\(edge.from) -> n\(edge.to)" + (edge.labelWidth > 0 ? " [label=\"outcome\"]" : "") + ";\n"
            }
            dot += "}\n"
            try Data(dot.utf8).write(to: folder.appendingPathComponent("flow-\(count).dot"))
        }
    }
}
