/// resolve: turns the Mermaid diagrams of one content file (`.mmd`, or the ```` ```mermaid ````
/// fences of a `.md`) into `DeckFlow`s, applying the `%% @…` bindings. A diagram that does not
/// parse is reported and skipped; the others are still read.
package struct FlowReader {
    package init() {}

    /// The flows of `file`, and whether a diagram of it could not be read (then checks that need
    /// every flow of the deck, such as `screen.unused`, stay quiet rather than cascade).
    func read(_ file: SourceFile, _ diagnostics: inout DiagnosticCollector) -> (flows: [DeckFlow], failed: Bool) {
        var failed = false
        let blocks = Self.flowchartBlocks(of: file)
        let stem = Self.stem(of: file.path)
        var flows: [DeckFlow] = []
        for (number, block) in blocks.enumerated() {
            let lineOffset = block.firstLine - 1
            let chart: Flowchart
            do {
                chart = try Self.chart(block)
            } catch {
                let range = file.range(line: error.position.line + lineOffset, scalarColumn: error.position.column)
                diagnostics.emit(error.rule, at: range, error.message)
                failed = true
                continue
            }
            let fallbackID = blocks.count == 1 ? stem : "\(stem)_\(number + 1)"
            let headerRange = file.range(line: block.firstLine, scalarColumn: 1)
            var binder = FlowBinder(file: file, lineOffset: lineOffset, chart: chart)
            let id = binder.bind(fallbackID: Located(fallbackID, at: headerRange), &diagnostics)
            if id.value == fallbackID, id.range == headerRange, let problem = IdentifierSyntax.problem(fallbackID, kind: "the flow id") {
                let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
                diagnostics.emit(Rules.invalidValue, at: headerRange,
                    "\(problem), and it is taken from the file name `\(name)`; rename the file or name the flow with `%% @flow some_id`")
            }
            flows.append(binder.flow(id: id))
        }
        return (flows, failed)
    }

    /// A flowchart as Mermaid reads it, or a state diagram as a flow (`StateFlowShape`).
    static func chart(_ diagram: Diagram) throws(MermaidSyntaxError) -> Flowchart {
        if case .state(let keyword) = diagram.type {
            return StateFlowShape.flowchart(StateDiagramModel.flowchart(try StateDiagramParser.parse(diagram.source), keyword: keyword))
        }
        return try MermaidParser.parse(diagram.source).without(.unlinked)
    }

    /// A diagram of a file that may be a flow: where it is, its text read once as Mermaid reads
    /// it (for its kind and then its parser), and its kind.
    struct Diagram {
        /// The file line of the diagram's first line (1-based).
        let firstLine: Int
        let source: MermaidSource
        let type: MermaidDiagramType

        init(text: String, firstLine: Int = 1) {
            self.firstLine = firstLine
            source = MermaidSource(text)
            type = MermaidDiagramType(of: source)
        }
    }

    /// The diagrams of a file that may be flows: the whole of a `.mmd`, the ```` ```mermaid ````
    /// fences of a `.md`, flowcharts and state diagrams; a spec's other diagrams (sequence,
    /// journey…) are skipped.
    static func flowchartBlocks(of file: SourceFile) -> [Diagram] {
        let path = file.path.lowercased()
        let blocks: [MarkdownMermaidBlock]
        if path.hasSuffix(".md") || path.hasSuffix(".markdown") {
            blocks = MarkdownMermaidBlocks.extract(from: file.text)
        } else if path.hasSuffix(".mmd") || path.hasSuffix(".mermaid") {
            blocks = [MarkdownMermaidBlock(text: file.text, firstLine: 1)]
        } else {
            // A spec under another name (`spec.txt`, as the seeds are): its fences when it has
            // any, else the whole file is one diagram.
            let fenced = MarkdownMermaidBlocks.extract(from: file.text)
            blocks = fenced.isEmpty && !file.text.contains("```") ? [MarkdownMermaidBlock(text: file.text, firstLine: 1)] : fenced
        }
        return blocks.compactMap { block in
            let diagram = Diagram(text: block.text, firstLine: block.firstLine)
            switch diagram.type {
            case .other: return nil
            case .state, .flowchart, .unknown: return diagram
            }
        }
    }

    /// `content/wander/photo-permission.mmd` → `photo_permission`.
    static func stem(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        let base = name.split(separator: ".", omittingEmptySubsequences: false).dropLast().joined(separator: ".")
        return String(base.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    /// How many flows `file` gives and what reading it reports: what the fuzzer's Mermaid check
    /// (`Fuzz/`) looks at.
    package func flowCountAndDiagnostics(_ file: SourceFile) -> (flows: Int, diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let flows = read(file, &diagnostics).flows
        return (flows.count, diagnostics.diagnostics)
    }
}
