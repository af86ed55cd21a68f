/// A state diagram's model (`StateDiagramModel`) as a deck's flow reads it: its states and
/// transitions, without what draws but does not happen (notes and note groups; a concurrent
/// region's box, whose states belong to the composite state around it). A composite state is
/// entered at its `[*]` and left from its own `[*]` end: with one start and one end, a
/// transition into it leads to its start and one out of it leaves from its end, and the
/// composite is the box drawn around its states, not a state of its own; with several (concurrent
/// regions) or none, it stays a state, linked to its starts and from its ends by links the
/// drawing leaves invisible. Either way reachability, dead ends and the prototype follow a user
/// into a composite state and out of it. A start or an end is drawn as Mermaid draws it, a dot
/// or a ringed dot, without its generated name.
enum StateFlowShape {
    static let dropped: Set<String> = ["note", "noteGroup", "divider"]

    static func flowchart(_ model: Flowchart) -> Flowchart {
        var parentOf: [String: String?] = [:]
        var shapeOf: [String: String] = [:]
        for (index, node) in model.nodes.enumerated() {
            parentOf[node.id] = index < model.stateParents.count ? model.stateParents[index] : nil
            shapeOf[node.id] = node.shape ?? "rect"
        }
        /// The composite state that holds a node, past the regions between.
        func holder(_ id: String) -> String? {
            var parent = parentOf[id] ?? nil
            while let current = parent, shapeOf[current] == "divider" { parent = parentOf[current] ?? nil }
            return parent
        }
        var starts: [String: [String]] = [:], ends: [String: [String]] = [:]
        for node in model.nodes {
            guard let composite = holder(node.id) else { continue }
            if node.shape == "stateStart" { starts[composite, default: []].append(node.id) }
            if node.shape == "stateEnd" { ends[composite, default: []].append(node.id) }
        }
        // Composites entered at one start and left from one end: boxes, not states.
        let boxes = Set(model.nodes.filter { node in
            node.shape == "roundedWithTitle" && starts[node.id]?.count == 1 && ends[node.id]?.count == 1
        }.map(\.id))
        func entry(_ id: String) -> String { boxes.contains(id) ? starts[id]![0] : id }
        func exit(_ id: String) -> String { boxes.contains(id) ? ends[id]![0] : id }
        var chart = model
        chart.nodes = model.nodes.filter { !dropped.contains($0.shape ?? "") && !boxes.contains($0.id) }.map { node in
            var node = node
            if node.shape == "stateStart" || node.shape == "stateEnd" { node.label = "" }
            return node
        }
        let kept = Set(chart.nodes.map(\.id))
        chart.edges = model.edges.compactMap { edge in
            var edge = edge
            edge.from = exit(edge.from)
            edge.to = entry(edge.to)
            // Mermaid's model keeps `&lt;` where its HTML shows `<`: the flow has the words shown.
            edge.label = edge.label.map(MermaidEntities.decode)
            return kept.contains(edge.from) && kept.contains(edge.to) ? edge : nil
        }
        for node in chart.nodes where node.shape == "stateStart" || node.shape == "stateEnd" {
            guard let composite = holder(node.id), kept.contains(composite) else { continue }
            let entering = node.shape == "stateStart"
            chart.edges.append(FlowEdge(from: entering ? composite : node.id, to: entering ? node.id : composite,
                                        stroke: "invisible", position: node.position, targetPosition: node.position))
        }
        let composites = model.nodes.filter { $0.shape == "roundedWithTitle" }
        for box in boxes {
            chart.stateEntries[box] = entry(box)
            chart.stateExits[box] = exit(box)
        }
        chart.stateParents = chart.nodes.map { holder($0.id) }
        chart.stateGroups = chart.nodes.map { $0.shape == "roundedWithTitle" }
        var members: [String: [String]] = [:]
        for (index, node) in chart.nodes.enumerated() { if let parent = chart.stateParents[index] { members[parent, default: []].append(node.id) } }
        // A box inside a box is a member of it too.
        for node in composites where boxes.contains(node.id) { if let parent = holder(node.id) { members[parent, default: []].append(node.id) } }
        chart.subgraphs = composites.map { node in
            FlowSubgraph(id: node.id, title: node.label, nodes: members[node.id] ?? [], direction: nil, position: node.position)
        }
        return chart
    }
}
