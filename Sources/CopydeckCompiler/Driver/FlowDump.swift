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
        let directory = ProjectDirectory(root: base)
        for path in paths {
            let file = path.hasPrefix("/")
                ? try ProjectDirectory(root: URL(fileURLWithPath: "/")).read(String(path.dropFirst())).renamed(path)
                : try directory.read(path)
            files[path] = file
            let blocks = FlowReader.flowchartBlocks(of: file)
            let stem = FlowReader.stem(of: path)
            for (number, block) in blocks.enumerated() {
                do {
                    let chart = try MermaidParser.parse(block.text)
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
}

extension SourceFile {
    func renamed(_ path: String) -> SourceFile {
        SourceFile(path: path, text: text)
    }
}
