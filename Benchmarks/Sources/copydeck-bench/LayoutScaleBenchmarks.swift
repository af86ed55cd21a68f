import CopydeckCompiler
import Foundation

/// Issue 34's figures: the preview of one large flow, a chain and a generated flow (decisions,
/// labelled outcomes, ways back), put on its page and drawn: at 10,000, 40,000 and 150,000
/// nodes (above `FlowDiagram`'s drawing limit of 5,000, drawn as a summary), and at 1,250,
/// 2,500 and 5,000 (laid out and drawn node by node). Near-linear means each step up costs
/// about as many times the time as it has times the nodes; the ratios are printed.
enum LayoutScaleBenchmarks {
    static let counts = [1_250, 2_500, 5_000, 10_000, 40_000, 150_000]

    /// A one-deck project whose only flow is a chain of `count` steps.
    static func chain(nodes count: Int, at root: URL) throws {
        var mermaid = "flowchart TD\n    %% @flow big\n    %% @start n0\n    %% @end n\(count - 1)\n"
        mermaid.reserveCapacity(count * 32)
        for index in 0..<(count - 1) { mermaid += "    n\(index)[Step \(index)] --> n\(index + 1)\n" }
        try write([
            "copydeck.yml": "version: 1\nsourceLocale: en\nlocales: [en]\ndecks:\n  big: {}\n",
            "content/big/screens.yml": "screens: {}\n",
            "content/big/big.mmd": mermaid,
            "locales/en/big.yml": "{}\n",
        ], at: root)
    }

    static func write(_ files: [String: String], at root: URL) throws {
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// `shapes` and `counts`: all of them unless the command line names some
    /// (`copydeck-bench layout-scale generated 10000 40000`).
    static func run(shapes: [String] = ["chain", "generated"], counts: [Int] = counts) throws -> [String] {
        var lines: [String] = []
        for shape in shapes {
            var previous: (count: Int, time: Duration)?
            for count in counts {
                let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-bench-scale-\(shape)-\(count)")
                try? FileManager.default.removeItem(at: root)
                defer { try? FileManager.default.removeItem(at: root) }
                if shape == "chain" { try chain(nodes: count, at: root) } else { try LayoutBenchmarks.project(nodes: count, at: root) }
                let lint = try CompilerDriver(directory: ProjectDirectory(root: root)).lint()
                // Each run a new site, so the layout is made again (the site keeps each flow's plan).
                let measurement = try Measurement("preview of a \(count)-node \(shape) flow: layout, drawing, page and SVG", runs: count > 40_000 ? 1 : 3) {
                    let site = PreviewSite(project: lint.project, diagnostics: lint.diagnostics)
                    return (try site.render(), try site.flowDrawings())
                }
                var line = measurement.line
                if let previous {
                    let ratio = Double(measurement.median.components.attoseconds / 1_000_000_000 + measurement.median.components.seconds * 1_000_000_000)
                        / Double(previous.time.components.attoseconds / 1_000_000_000 + previous.time.components.seconds * 1_000_000_000)
                    line += String(format: "; %.2f× the time of %d nodes for %.2f× the nodes", ratio, previous.count, Double(count) / Double(previous.count))
                }
                previous = (count, measurement.median)
                lines.append(line)
                // As it goes: the largest take seconds each.
                FileHandle.standardError.write(Data((line + "\n").utf8))
            }
        }
        return lines
    }
}
