import Foundation

/// `copydeck flow dump FILE...`: every Mermaid flowchart in the files (`.mmd`, or the
/// ```` ```mermaid ```` fences of Markdown), as the model Mermaid builds, with syntax errors as
/// diagnostics. Files are read relative to `base`; paths print as given.
public struct FlowDump: Sendable {
    public struct Result: Sendable {
        public var document: FlowDumpJSON
        public var diagnostics: [Diagnostic]
        public var files: [String: SourceFile]
    }

    public let base: URL

    public init(base: URL) {
        self.base = base
    }

    public func run(_ paths: [String]) throws(CopydeckError) -> Result {
        var flows: [FlowchartJSON] = []
        var diagnostics = DiagnosticCollector()
        var files: [String: SourceFile] = [:]
        for path in paths {
            guard let file = try read(path, &diagnostics) else { continue }
            files[path] = file
            let blocks = FlowReader.flowchartBlocks(of: file)
            let stem = FlowReader.stem(of: path)
            for (number, block) in blocks.enumerated() {
                do {
                    let chart = try Self.parse(block)
                    let id = blocks.count == 1 ? stem : "\(stem)_\(number + 1)"
                    flows.append(FlowchartJSON(id: id, file: path, line: block.firstLine, chart: chart))
                } catch {
                    let range = file.range(line: error.position.line + block.firstLine - 1, scalarColumn: error.position.column)
                    diagnostics.emit(error.rule, at: range, error.message)
                }
            }
        }
        return Result(document: FlowDumpJSON(flows: flows), diagnostics: diagnostics.diagnostics.sorted(), files: files)
    }

    /// A flowchart, or a state diagram as its flow (`StateDiagramModel`), with the nodes Mermaid's
    /// model lists: not the vertex a `style` on a subgraph makes (drawn as the subgraph); under
    /// `flowchart-elk`, which lays subgraphs out as nodes, every subgraph, after the vertices.
    static func parse(_ text: String) throws(MermaidSyntaxError) -> Flowchart {
        try parse(FlowReader.Diagram(text: text))
    }

    static func parse(_ diagram: FlowReader.Diagram) throws(MermaidSyntaxError) -> Flowchart {
        if case .state(let keyword) = diagram.type {
            return StateDiagramModel.flowchart(try StateDiagramParser.parse(diagram.source), keyword: keyword)
        }
        var chart = try MermaidParser.parse(diagram.source).without(.styledOnly)
        if chart.keyword == "flowchart-elk" {
            var listed = Set(chart.nodes.map(\.id))
            for subgraph in chart.subgraphs where listed.insert(subgraph.id).inserted {
                chart.nodes.append(FlowNode(id: subgraph.id, label: subgraph.id, position: subgraph.position, references: 0))
            }
        }
        return chart
    }

    /// The file at `path` (absolute, or relative to `base`), named as given. Text that is not
    /// UTF-8 is `file.encoding` at its first bad byte, as lint reports it (nil: nothing to dump);
    /// a file that cannot be read at all is a usage error naming the path as given.
    private func read(_ path: String, _ diagnostics: inout DiagnosticCollector) throws(CopydeckError) -> SourceFile? {
        let absolute = path.hasPrefix("/")
        let directory = ProjectDirectory(root: absolute ? URL(fileURLWithPath: "/") : base)
        let relative = absolute ? String(path.drop { $0 == "/" }) : path
        do throws(FileProblem) {
            return try directory.readText(relative).file.renamed(path)
        } catch .notUTF8(let line, let column, let bytes) {
            diagnostics.emit(Rules.fileEncoding, at: SourceRange(file: path, start: SourceLocation(line: line, column: column)),
                             FileProblem.notUTF8(line: line, column: column, bytes: bytes).description)
            return nil
        } catch {
            throw .unreadable(path: path, reason: error.description)
        }
    }
}
