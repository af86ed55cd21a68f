/// A flowchart as `copydeck flow dump` prints it: the fields and meanings of Mermaid's own model
/// (the model Mermaid's flowchart database holds), with nulls written out.
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
        case id, file, line, keyword, kind, direction, nodes, edges, subgraphs, parent, group
        case label, labelType, shape, from, to, type, stroke, length, title, dir
    }

    public func encode(to encoder: any Encoder) throws {
        if chart.isStateDiagram { return try encodeState(to: encoder) }
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(chart.keyword, forKey: .keyword)
        try container.encode(chart.direction, forKey: .direction)
        var nodes = container.nestedUnkeyedContainer(forKey: .nodes)
        for node in chart.nodes {
            var entry = nodes.nestedContainer(keyedBy: Keys.self)
            try Self.encode(node, into: &entry)
        }
        var edges = container.nestedUnkeyedContainer(forKey: .edges)
        for (edge, edgeID) in zip(chart.edges, chart.edgeIDs) {
            var entry = edges.nestedContainer(keyedBy: Keys.self)
            try Self.encode(edge, id: edgeID, into: &entry)
        }
        try Self.encode(chart.subgraphs, into: &container)
    }

    /// A state diagram: `{"id", "kind": "state", "direction", "nodes": [{"id", "label",
    /// "shape", "parent", "group"}], "edges": [{"from", "to", "label"}]}`, the fields and
    /// meanings of the model Mermaid's state database holds.
    private func encodeState(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(id, forKey: .id)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode("state", forKey: .kind)
        try container.encode(chart.keyword, forKey: .keyword)
        try container.encode(chart.direction ?? "TB", forKey: .direction)
        var nodes = container.nestedUnkeyedContainer(forKey: .nodes)
        for (position, node) in chart.nodes.enumerated() {
            var entry = nodes.nestedContainer(keyedBy: Keys.self)
            try entry.encode(node.id, forKey: .id)
            try entry.encode(node.label, forKey: .label)
            try entry.encode(node.shape, forKey: .shape)
            try entry.encode(position < chart.stateParents.count ? chart.stateParents[position] : nil, forKey: .parent)
            try entry.encode(position < chart.stateGroups.count && chart.stateGroups[position], forKey: .group)
        }
        var edges = container.nestedUnkeyedContainer(forKey: .edges)
        for edge in chart.edges {
            var entry = edges.nestedContainer(keyedBy: Keys.self)
            try entry.encode(edge.from, forKey: .from)
            try entry.encode(edge.to, forKey: .to)
            try entry.encode(edge.label ?? "", forKey: .label)
        }
    }

    /// The fields of Mermaid's model, shared with the build's `flows/<flow>.json`.
    static func encode<K: CodingKey>(_ node: FlowNode, into entry: inout KeyedEncodingContainer<K>) throws {
        try entry.encode(node.id, forKey: key("id"))
        // As Mermaid's model holds it (`MermaidLabelModel`); the flow itself keeps what shows.
        try entry.encode(MermaidLabelModel.text(node.label), forKey: key("label"))
        try entry.encode(node.labelType.rawValue, forKey: key("labelType"))
        try entry.encode(node.shape, forKey: key("shape"))
    }

    static func encode<K: CodingKey>(_ edge: FlowEdge, id: String, into entry: inout KeyedEncodingContainer<K>) throws {
        try entry.encode(id, forKey: key("id"))
        try entry.encode(edge.from, forKey: key("from"))
        try entry.encode(edge.to, forKey: key("to"))
        try entry.encode(edge.label.map(MermaidLabelModel.text), forKey: key("label"))
        try entry.encode(edge.type, forKey: key("type"))
        try entry.encode(edge.stroke, forKey: key("stroke"))
        try entry.encode(edge.length, forKey: key("length"))
    }

    static func encode<K: CodingKey>(_ subgraphs: [FlowSubgraph], into container: inout KeyedEncodingContainer<K>) throws {
        var list = container.nestedUnkeyedContainer(forKey: key("subgraphs"))
        for subgraph in subgraphs {
            var entry = list.nestedContainer(keyedBy: Keys.self)
            try entry.encode(subgraph.id, forKey: .id)
            try entry.encode(subgraph.title, forKey: .title)
            try entry.encode(subgraph.nodes, forKey: .nodes)
            try entry.encode(subgraph.direction, forKey: .dir)
        }
    }

    private static func key<K: CodingKey>(_ name: String) -> K {
        K(stringValue: name)!
    }
}

/// What `copydeck flow dump --format json` prints: every flow of every file given.
public struct FlowDumpJSON: Encodable, Sendable {
    public var flows: [FlowchartJSON]

    public init(flows: [FlowchartJSON]) {
        self.flows = flows
    }
}
