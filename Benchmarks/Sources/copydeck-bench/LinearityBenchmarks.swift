import CopydeckCompiler
import Foundation

/// Every reader must take time in proportion to its input, whatever its shape: each shape of
/// hostile input is linted at n, 2n and 4n, and the time at 4n against n is reported (4 when
/// linear, 16 when quadratic). A shape whose ratio passes 8 is marked SUPERLINEAR and the run
/// exits 1.
enum LinearityBenchmarks {
    struct Shape: Sendable {
        var name: String
        /// Files of a one-deck project (`bench`, en only) for size n.
        var files: @Sendable (Int) -> [String: String]
        var base: Int
    }

    static let config = "version: 1\nsourceLocale: en\nlocales: [en]\ndecks:\n  bench: {}\n"

    static let shapes: [Shape] = [
        Shape(name: "YAML, many keys (fast reader)", files: { n in
            ["locales/en/bench.yml": (0..<n).map { "k\($0): text \($0)\n" }.joined()]
        }, base: 20_000),
        Shape(name: "YAML, many keys (libyaml events)", files: { n in
            ["locales/en/bench.yml": "# forces the event composer\n? complex\n: x\n" + (0..<n).map { "k\($0): !!str text \($0)\n" }.joined()]
        }, base: 20_000),
        Shape(name: "YAML, one line of many keys (libyaml events)", files: { n in
            ["locales/en/bench.yml": "{" + (0..<n).map { "k\($0): !!str v" }.joined(separator: ", ") + "}\n"]
        }, base: 20_000),
        Shape(name: "YAML, one line of many keys with Korean text (long line: composer)", files: { n in
            ["locales/en/bench.yml": "{" + (0..<n).map { "k\($0): 사진" }.joined(separator: ", ") + "}\n"]
        }, base: 5_000),
        Shape(name: "YAML, one long quoted value with escapes", files: { n in
            ["locales/en/bench.yml": "k: \"" + String(repeating: "a\\u00e9\\x41\\U0001F600 ", count: n) + "\"\n"]
        }, base: 20_000),
        Shape(name: "YAML, blank and comment lines", files: { n in
            ["locales/en/bench.yml": String(repeating: "\n# note\n", count: n) + "k: v\n"]
        }, base: 50_000),
        Shape(name: "message, many placeholders", files: { n in
            ["locales/en/bench.yml": "k: \"" + (0..<n).map { "{p\($0)} " }.joined() + "\"\n"]
        }, base: 10_000),
        Shape(name: "message, long plural", files: { n in
            ["locales/en/bench.yml": "k: \"{n, plural, one {" + String(repeating: "x ", count: n) + "} other {# " + String(repeating: "y ", count: n) + "}}\"\n"]
        }, base: 50_000),
        Shape(name: "Mermaid, blank lines", files: { n in
            ["content/bench/f.mmd": "flowchart TD\n" + String(repeating: "\n", count: n) + "    A --> B\n"]
        }, base: 20_000),
        Shape(name: "Mermaid, %% lines", files: { n in
            ["content/bench/f.mmd": "flowchart TD\n" + String(repeating: "    %% a comment\n", count: n) + "    A --> B\n"]
        }, base: 5_000),
        Shape(name: "Mermaid, CR line endings", files: { n in
            ["content/bench/f.mmd": "flowchart TD\r" + String(repeating: "    %% a comment\r\r", count: n) + "    A --> B\r"]
        }, base: 5_000),
        Shape(name: "Mermaid, a chain of nodes", files: { n in
            ["content/bench/f.mmd": "flowchart TD\n" + (0..<n).map { "    N\($0)[Step \($0)] --> N\($0 + 1)\n" }.joined()]
        }, base: 5_000),
        Shape(name: "Mermaid, one long label", files: { n in
            ["content/bench/f.mmd": "flowchart TD\n    A[\"" + String(repeating: "word ", count: n) + "\"] --> B\n"]
        }, base: 20_000),
        Shape(name: "Markdown, many fences", files: { n in
            ["content/bench/spec.md": (0..<n).map { "# S\($0)\n\n```mermaid\nflowchart TD\n    %% @flow f\($0)\n    A --> B\n```\n\n" }.joined()]
        }, base: 1_000),
        Shape(name: "Markdown, prose lines", files: { n in
            ["content/bench/spec.md": String(repeating: "Some prose with `code` and ``` in it.\n", count: n) + "```mermaid\nflowchart TD\n    A --> B\n```\n"]
        }, base: 20_000),
    ]

    /// One line per shape; false when a shape is superlinear.
    static func run() throws -> (lines: [String], linear: Bool) {
        var lines: [String] = []
        var linear = true
        for shape in shapes {
            var medians: [Duration] = []
            for n in [shape.base, shape.base * 2, shape.base * 4] {
                let root = try project(shape.files(n))
                defer { try? FileManager.default.removeItem(at: root) }
                let driver = CompilerDriver(directory: ProjectDirectory(root: root))
                medians.append(try Measurement("\(shape.name) n=\(n)", runs: 3) { try driver.lint() }.median)
            }
            let ratio = ratio(medians[2], medians[0])
            let verdict = ratio > 8 ? "SUPERLINEAR" : "linear"
            if ratio > 8 { linear = false }
            lines.append("\(shape.name): n \(Measurement.milliseconds(medians[0])) ms, 2n \(Measurement.milliseconds(medians[1])) ms, 4n \(Measurement.milliseconds(medians[2])) ms; 4n/n = \(String(format: "%.1f", ratio)) (\(verdict))")
        }
        return (lines, linear)
    }

    private static func ratio(_ a: Duration, _ b: Duration) -> Double {
        func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }
        return seconds(a) / max(seconds(b), 1e-6)
    }

    private static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-linear-\(UUID().uuidString)")
        var all = ["copydeck.yml": config, "locales/en/bench.yml": "{}\n"]
        all.merge(files) { $1 }
        for (path, text) in all {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/bench"), withIntermediateDirectories: true)
        return root
    }
}
