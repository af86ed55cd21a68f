import CopydeckCompiler

/// The input as a diagram, as a Markdown file and as a `.mmd` file:
/// - `MermaidParser` places every node, edge, subgraph, comment and error within the diagram's
///   lines as the file counts them (`SourceFile`: LF, CRLF, a lone CR);
/// - every ```` ```mermaid ```` fence `MarkdownMermaidBlocks` finds holds the file's own lines
///   from the line it names on (positions in the diagram map back to the file by that line);
/// - `FlowReader` (parse, then bindings) reports only ranges within the file.
enum MermaidCheck {
    static func check(_ input: [UInt8]) -> [String] {
        guard let text = String(fuzzInput: input) else { return [] }
        var problems: [String] = []
        let lines = lineLengths(text)
        func place(_ position: FlowPosition, _ what: String) {
            guard position.line >= 1, position.line <= lines.count,
                  position.column >= 1, position.column <= lines[position.line - 1] + 1 else {
                problems.append("\(what) at \(position) outside the diagram (\(lines.count) lines)")
                return
            }
        }
        do {
            let chart = try MermaidParser.parse(text)
            for node in chart.nodes {
                place(node.position, "node `\(node.id)`")
                if let declaration = node.declaration { place(declaration, "declaration of `\(node.id)`") }
            }
            for edge in chart.edges {
                place(edge.position, "edge \(edge.from)→\(edge.to)")
                place(edge.targetPosition, "target of edge \(edge.from)→\(edge.to)")
            }
            for subgraph in chart.subgraphs { place(subgraph.position, "subgraph `\(subgraph.id)`") }
            for comment in chart.comments { place(comment.position, "comment") }
        } catch {
            place(error.position, "error `\(error.message)`")
        }

        let file = SourceFile(path: "fuzz.md", text: text)
        let fileLines = rawLines(text)
        for block in MarkdownMermaidBlocks.extract(from: text) where !block.text.isEmpty {
            let blockLines = rawLines(block.text)
            let first = block.firstLine - 1
            guard first >= 0, first + blockLines.count <= fileLines.count,
                  Array(fileLines[first..<(first + blockLines.count)]) == blockLines else {
                problems.append("the fence at line \(block.firstLine) does not hold the file's lines from there")
                continue
            }
        }
        for path in ["fuzz.md", "fuzz.mmd"] {
            let file = SourceFile(path: path, text: file.text)
            for diagnostic in FlowReader().flowCountAndDiagnostics(file).diagnostics {
                for range in [diagnostic.range].compactMap({ $0 }) + diagnostic.notes.compactMap(\.range) {
                    guard let line = file.line(range.start.line), range.start.column >= 1, range.start.column <= line.count + 1 else {
                        problems.append("\(path): diagnostic at \(range.start) outside the file (\(file.lineCount) lines): \(diagnostic.message)")
                        continue
                    }
                }
            }
        }
        return problems
    }

    /// Each line's length in Unicode scalars, lines as the file counts them (`SourceFile`: at
    /// LF, CRLF or a lone CR, as Mermaid does): diagram positions are given in these.
    static func lineLengths(_ text: String) -> [Int] {
        SourceFile(path: "fuzz.mmd", text: text).lines.map { $0.unicodeScalars.count }
    }

    /// The text's lines as the file counts them, without their line breaks.
    static func rawLines(_ text: String) -> [[UInt8]] {
        SourceFile(path: "fuzz.mmd", text: text).lines.map { Array($0.utf8) }
    }
}
