/// Mermaid's `FlowDB`: what the parser's actions do to the model, with the same rules for
/// labels (trimmed, quotes stripped, entity codes decoded; the last label given wins), shapes
/// (the last given wins), edge lengths (at most 10) and subgraph members (first mention wins,
/// a node belongs to the innermost subgraph that names it).
struct FlowchartBuilder {
    var chart: Flowchart
    let limits: FlowLimits
    private var vertexIndex: [String: Int] = [:]
    private var subgraphMembers: Set<String> = []
    private var subgraphCount = 0
    /// Ids given to edges (`A e1@--> B`); `e1@{ animate: true }` styles the edge, not a node.
    var edgeIDs: Set<String> = []
    /// How many edges each pair of nodes has, for the ids Mermaid gives edges.
    private var parallelEdges: [EdgeEnds: Int] = [:]

    private struct EdgeEnds: Hashable {
        var from: String
        var to: String
    }

    init(keyword: String, limits: FlowLimits = .standard) {
        chart = Flowchart(keyword: keyword)
        self.limits = limits
    }

    mutating func reserve(_ nodes: Int) {
        vertexIndex.reserveCapacity(nodes)
        chart.nodes.reserveCapacity(nodes)
        chart.edges.reserveCapacity(nodes)
    }

    struct Label {
        var text: String
        var type: FlowLabelType
    }

    mutating func addVertex(_ id: String, at position: FlowPosition, label: Label? = nil, shape: String? = nil,
                            isReference: Bool = true) throws(MermaidSyntaxError) {
        guard !id.trimmingWhitespace().isEmpty else { return }
        if vertexIndex[id] == nil, edgeIDs.contains(id) { return }
        let index: Int
        if let existing = vertexIndex[id] {
            index = existing
        } else {
            index = chart.nodes.count
            if index >= limits.maximumNodes {
                throw MermaidSyntaxError(
                    position: position,
                    message: "node `\(id)` is one more than the \(FlowLimits.grouped(limits.maximumNodes)) nodes a flow can have; split this flow into several",
                    reason: .tooLarge)
            }
            vertexIndex[id] = index
            chart.nodes.append(FlowNode(id: id, label: id, labelType: .text, shape: nil, position: position, declaration: nil, references: 0))
        }
        if isReference { chart.nodes[index].references += 1 }
        if let label {
            chart.nodes[index].label = Self.cleanLabel(label.text)
            chart.nodes[index].labelType = label.type
        }
        if let shape {
            chart.nodes[index].shape = shape
        }
        if (label != nil || shape != nil) && chart.nodes[index].declaration == nil {
            chart.nodes[index].declaration = position
        }
    }

    /// `A@{ shape: …, label: … }`: the values replace the shape and label as given (the label's
    /// entity codes decoded, as drawn). flowDb's `addVertex`: `icon` or `img` keep the shape
    /// (the icon and image forms are the renderer's, not the node's `type`), and a node with
    /// no label given that is still labelled with its id gets an empty label.
    mutating func applyShapeData(_ data: MermaidShapeData, to id: String, at position: FlowPosition) throws(MermaidSyntaxError) {
        try addVertex(id, at: position, isReference: false)
        guard let index = vertexIndex[id] else { return }
        if let shape = data.shape {
            chart.nodes[index].shape = shape
        }
        if let label = data.label {
            chart.nodes[index].label = MermaidEntities.decode(label)
            chart.nodes[index].labelType = data.labelType ?? .markdown
        }
        if data.hasAsset, data.label?.trimmingWhitespace().isEmpty ?? true, chart.nodes[index].label == id {
            chart.nodes[index].label = ""
        }
        if chart.nodes[index].declaration == nil { chart.nodes[index].declaration = position }
    }

    /// An edge from each start to each end; past `limits.maximumEdges`, an error at the link,
    /// before any of its edges is made.
    mutating func addLinks(from starts: [Reference], to ends: [Reference], link: MermaidLink) throws(MermaidSyntaxError) {
        let added = starts.count * ends.count
        if added > limits.maximumEdges - chart.edges.count {
            throw MermaidSyntaxError(
                position: link.position,
                message: "this link makes the flow \(FlowLimits.grouped(chart.edges.count + added)) edges, more than the \(FlowLimits.grouped(limits.maximumEdges)) a flow can have; split this flow into several",
                reason: .tooLarge)
        }
        let label = link.text.map { Self.cleanLabel($0.text) }
        // An author's id names the edge from the last start to the first end (`A & B e1@--> C & D`
        // names B→C, as Mermaid's `addLink` does), unless an edge already has it (then, as in
        // Mermaid, the edge gets a generated one).
        let authorID = link.id.flatMap { edgeIDs.contains($0) ? nil : $0 }
        for (startIndex, start) in starts.enumerated() {
            for (endIndex, end) in ends.enumerated() {
                // Mermaid names every edge: `L_<from>_<to>_0`, then `_2`, `_3`… for more edges
                // between the same two nodes. `L_A_B_0@{ animation: fast }` is that edge's
                // metadata, not a node.
                let earlier = parallelEdges[EdgeEnds(from: start.id, to: end.id), default: 0]
                parallelEdges[EdgeEnds(from: start.id, to: end.id)] = earlier + 1
                let named = startIndex == starts.count - 1 && endIndex == 0 ? authorID : nil
                let id = named ?? Flowchart.generatedEdgeID(from: start.id, to: end.id, earlier: earlier)
                edgeIDs.insert(id)
                chart.edges.append(FlowEdge(
                    from: start.id, to: end.id, label: label, labelType: link.text?.type ?? .text,
                    type: link.type, stroke: link.stroke, length: min(link.length, 10),
                    position: link.position, targetPosition: end.position, id: id))
            }
        }
    }

    /// Closes a subgraph; returns its id, which becomes a member of the enclosing one.
    mutating func addSubgraph(id rawID: String?, title rawTitle: String?, idIsTitle: Bool,
                              members: [String], direction: String?, at position: FlowPosition) -> String {
        var id = rawID?.trimmingWhitespace()
        if idIsTitle, let rawTitle, rawTitle.unicodeScalars.contains(where: isWhitespace) {
            id = nil
        }
        let resolvedID = id ?? "subGraph\(subgraphCount)"
        subgraphCount += 1
        var seen: Set<String> = []
        var nodes: [String] = []
        for member in members where !member.trimmingWhitespace().isEmpty && seen.insert(member).inserted {
            if !subgraphMembers.contains(member) { nodes.append(member) }
        }
        subgraphMembers.formUnion(nodes)
        // Trimmed while still encoded, decoded as drawn (as `cleanLabel`).
        let title = MermaidEntities.decode((rawTitle ?? "").trimmingWhitespace())
        chart.subgraphs.append(FlowSubgraph(id: resolvedID, title: title, nodes: nodes, direction: direction, position: position))
        return resolvedID
    }

    struct Reference {
        var id: String
        var position: FlowPosition
    }

    /// Trimmed; one pair of surrounding quotes removed; entity codes (`#quot;`, `#9829;`) decoded.
    static func cleanLabel(_ text: String) -> String {
        var label = text.trimmingWhitespace()
        if label.count >= 2, label.hasPrefix("\""), label.hasSuffix("\"") {
            label = String(label.dropFirst().dropLast())
        }
        return MermaidEntities.decode(label)
    }
}

/// A parsed link: what `destructLink` makes of its text, and its label.
struct MermaidLink {
    var type: String
    var stroke: String
    var length: Int
    var text: FlowchartBuilder.Label?
    var position: FlowPosition
    /// `e1` of `A e1@--> B`: the id the author gave the link.
    var id: String?

    /// Mermaid's `destructEndLink`: the arrow head at the end, the stroke from the line, the
    /// length from the extra dashes (or the dots).
    static func end(_ raw: String) -> (type: String, stroke: String, length: Int) {
        end(Array(raw.unicodeScalars)[...])
    }

    static func end(_ raw: ArraySlice<Unicode.Scalar>) -> (type: String, stroke: String, length: Int) {
        var low = raw.startIndex, high = raw.endIndex
        while low < high, isWhitespace(raw[low]) { low += 1 }
        while high > low, isWhitespace(raw[high - 1]) { high -= 1 }
        let link = raw[low..<high]
        guard let last = link.last else { return ("arrow_open", "normal", 1) }
        var line = link.dropLast()
        var type = "arrow_open"
        switch last {
        case "x", ">", "o":
            type = last == "x" ? "arrow_cross" : last == ">" ? "arrow_point" : "arrow_circle"
            let doubleStart: Unicode.Scalar = last == ">" ? "<" : last
            if link.first == doubleStart {
                type = "double_" + type
                line = line.dropFirst()
            }
        default: break
        }
        var stroke = "normal"
        var length = line.count - 1
        if line.first == "=" { stroke = "thick" }
        if line.first == "~" { stroke = "invisible" }
        let dots = line.reduce(0) { $0 + ($1 == "." ? 1 : 0) }
        if dots > 0 {
            stroke = "dotted"
            length = dots
        }
        return (type, stroke, length)
    }

    /// Mermaid's `destructLink` for `-- text -->`: the start may add a second head; its stroke must
    /// agree with the end's. Nil when they disagree (Mermaid marks such a link invalid).
    static func combined(start rawStart: String, end rawEnd: String) -> (type: String, stroke: String, length: Int)? {
        let end = end(rawEnd)
        var start = Array(rawStart.trimmingWhitespace().unicodeScalars)
        var type = "arrow_open"
        switch start.first {
        case "<": type = "arrow_point"; start.removeFirst()
        case "x": type = "arrow_cross"; start.removeFirst()
        case "o": type = "arrow_circle"; start.removeFirst()
        default: break
        }
        var stroke = "normal"
        if start.contains("=") { stroke = "thick" }
        if start.contains(".") { stroke = "dotted" }
        guard stroke == end.stroke else { return nil }
        if type == "arrow_open" {
            type = end.type
        } else {
            guard type == end.type else { return nil }
            type = "double_" + type
        }
        if type == "double_arrow" { type = "double_arrow_point" }
        return (type, stroke, end.length)
    }
}
