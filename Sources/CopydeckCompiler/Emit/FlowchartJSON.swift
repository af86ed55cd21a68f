/// A flowchart as `copydeck flow dump` prints it: the fields and meanings of Mermaid's own model
/// (see `../shared/mermaid-conformance/README.md`), with nulls written out.
public struct FlowchartJSON: Encodable, Sendable {
    public var id: String
    public var file: String
    public var line: Int
    public var chart: Flowchart

    public init(id: String, file: String, line: Int, chart: Flowchart) {
        self.id = id
        self.file = file
        self.line = line
        self.chart = chart
    }

    enum Keys: String, CodingKey {
        case id, file, line, keyword, direction, nodes, edges, subgraphs
        case label, labelType, shape, from, to, type, stroke, length, title, dir
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(chart.keyword, forKey: .keyword)
        try container.encode(chart.direction, forKey: .direction)
        var nodes = container.nestedUnkeyedContainer(forKey: .nodes)
        for node in chart.nodes {
            var entry = nodes.nestedContainer(keyedBy: Keys.self)
            try entry.encode(node.id, forKey: .id)
            try entry.encode(node.label, forKey: .label)
            try entry.encode(node.labelType.rawValue, forKey: .labelType)
            try entry.encode(node.shape, forKey: .shape)
        }
        var edges = container.nestedUnkeyedContainer(forKey: .edges)
        for edge in chart.edges {
            var entry = edges.nestedContainer(keyedBy: Keys.self)
            try entry.encode(edge.from, forKey: .from)
            try entry.encode(edge.to, forKey: .to)
            try entry.encode(edge.label, forKey: .label)
            try entry.encode(edge.type, forKey: .type)
            try entry.encode(edge.stroke, forKey: .stroke)
            try entry.encode(edge.length, forKey: .length)
        }
        var subgraphs = container.nestedUnkeyedContainer(forKey: .subgraphs)
        for subgraph in chart.subgraphs {
            var entry = subgraphs.nestedContainer(keyedBy: Keys.self)
            try entry.encode(subgraph.id, forKey: .id)
            try entry.encode(subgraph.title, forKey: .title)
            try entry.encode(subgraph.nodes, forKey: .nodes)
            try entry.encode(subgraph.direction, forKey: .dir)
        }
    }
}

/// What `copydeck flow dump --format json` prints: every flow of every file given.
public struct FlowDumpJSON: Encodable, Sendable {
    public var flows: [FlowchartJSON]

    public init(flows: [FlowchartJSON]) {
        self.flows = flows
    }
}
