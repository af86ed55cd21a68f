/// Which kind of Mermaid diagram a text is, from its first word once front matter, `%%{init}%%`
/// directives and comments are set aside (as Mermaid's own detector reads it). Only flowcharts
/// are flows: a spec's sequence, state or journey diagrams in ```` ```mermaid ```` fences are
/// skipped, not reported.
enum MermaidDiagramType: Equatable {
    /// `flowchart`, `graph` or `flowchart-elk`.
    case flowchart
    /// `stateDiagram` or `stateDiagram-v2`.
    case state(String)
    /// Another diagram Mermaid draws (`sequenceDiagram`, `stateDiagram-v2`, `gantt`…).
    case other(String)
    /// A first word Mermaid does not know: read as a flowchart, so its error says where.
    case unknown

    /// The first words of Mermaid's other diagram types (Mermaid 11's detectors).
    static let otherKeywords: Set<String> = [
        "sequenceDiagram", "stateDiagram", "stateDiagram-v2", "classDiagram", "classDiagram-v2", "erDiagram",
        "journey", "gantt", "pie", "gitGraph", "mindmap", "timeline", "quadrantChart", "requirementDiagram",
        "requirement", "C4Context", "C4Container", "C4Component", "C4Dynamic", "C4Deployment", "sankey-beta", "sankey",
        "xychart-beta", "xychart", "block-beta", "block", "packet-beta", "packet", "architecture-beta", "architecture",
        "kanban", "radar-beta", "treemap-beta", "treemap", "info", "zenuml",
    ]

    init(of text: String) {
        self.init(of: MermaidSource(text))
    }

    /// The kind of a diagram already read as Mermaid reads it (front matter, directives and
    /// comments blanked), which its parser then reads too.
    init(of source: MermaidSource) {
        let scalars = source.scalars
        var index = 0
        while index < scalars.count, isWhitespace(scalars[index]) || scalars[index] == "\n" { index += 1 }
        var word = ""
        while index < scalars.count, isWordScalar(scalars[index]) || scalars[index] == "-" {
            word.unicodeScalars.append(scalars[index])
            index += 1
        }
        if ["flowchart", "graph", "flowchart-elk"].contains(word) {
            self = .flowchart
        } else if word == "stateDiagram" || word == "stateDiagram-v2" {
            self = .state(word)
        } else if Self.otherKeywords.contains(word) {
            self = .other(word)
        } else {
            self = .unknown
        }
    }
}
