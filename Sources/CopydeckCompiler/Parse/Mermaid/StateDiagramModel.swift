/// The nodes and edges Mermaid draws for a state diagram, in Mermaid's order: its `dataFetcher`
/// walk of the statements, which adds each state where it is first met (a composite's states
/// after it, when its block is read), and numbers notes by the transitions and notes met before
/// them. Given as a `Flowchart` (keyword `stateDiagram…`) so a state diagram is read, bound,
/// checked and drawn as a flow: shapes are Mermaid's (`stateStart`, `stateEnd`, `rect`,
/// `rectWithTitle`, `roundedWithTitle`, `choice`, `fork`, `join`, `note`, `noteGroup`,
/// `divider`), and every composite state, region and note group is also a subgraph holding what
/// is inside it.
struct StateDiagramModel {
    private let document: StateDiagramDocument
    private var nodes: [FlowNode] = []
    private var index: [String: Int] = [:]
    private var parents: [String?] = []
    private var groups: [Bool] = []
    private var edges: [FlowEdge] = []
    /// Mermaid's `graphItemCount`: a note's id says how many transitions and notes came before.
    private var count = 0
    /// The starts and ends `[*]` stands for, by the id each is given.
    private var pseudoStates: [String: StateDiagramDocument.State] = [:]

    static func flowchart(_ document: StateDiagramDocument, keyword: String) -> Flowchart {
        var model = StateDiagramModel(document: document)
        model.walk(document.statements, parent: nil)
        var members: [String: [String]] = [:]
        for (position, parent) in model.parents.enumerated() { if let parent { members[parent, default: []].append(model.nodes[position].id) } }
        let subgraphs = model.nodes.indices.filter { model.groups[$0] && model.nodes[$0].shape != "note" }.map { position in
            let node = model.nodes[position]
            return FlowSubgraph(id: node.id, title: node.label, nodes: members[node.id] ?? [], direction: nil, position: node.position)
        }
        var chart = Flowchart(keyword: keyword, direction: document.direction, nodes: model.nodes, edges: model.edges,
                              subgraphs: subgraphs, comments: document.comments)
        chart.stateParents = model.parents
        chart.stateGroups = model.groups
        return chart
    }

    private init(document: StateDiagramDocument) {
        self.document = document
    }

    private mutating func walk(_ statements: [StateDiagramDocument.Statement], parent: String?) {
        for statement in statements {
            switch statement {
            case .state(let id, let inner, _):
                fetch(id, parent: parent)
                if let inner { walk(inner, parent: id) }
            case .relation(var from, var to, let label, let position, let target):
                from = pseudo(from, parent: parent, end: false, at: position)
                to = pseudo(to, parent: parent, end: true, at: target)
                fetch(from, parent: parent)
                fetch(to, parent: parent)
                edges.append(FlowEdge(from: from, to: to, label: label, position: position, targetPosition: target))
                count += 1
            case .note(let id, let text, let left, let position):
                let state = node(id, parent: parent)
                let group = FlowNode(id: id + "----parent", label: text, shape: "noteGroup", position: position, declaration: position)
                let note = FlowNode(id: id + "----note-\(count)", label: text, shape: "note", position: position, declaration: position)
                count += 1
                insert(group, parent: parent, group: true)
                insert(note, parent: group.id, group: document.states[id]?.hasDocument == true)
                insert(state, parent: parent, group: document.states[id]?.hasDocument == true)
                edges.append(left ? FlowEdge(from: note.id, to: id, label: "", position: position, targetPosition: position)
                                  : FlowEdge(from: id, to: note.id, label: "", position: position, targetPosition: position))
            }
        }
    }

    /// `[*]` as the start or the end of what holds it: `root_start`, `Active_end`,
    /// `divider-id-1_start`.
    private mutating func pseudo(_ id: String, parent: String?, end: Bool, at position: FlowPosition) -> String {
        guard id == StateDiagramDocument.pseudoState else { return id }
        let named = "\(parent ?? "root")_\(end ? "end" : "start")"
        if pseudoStates[named] == nil { pseudoStates[named] = .init(type: end ? .end : .start, position: position) }
        return named
    }

    private mutating func fetch(_ id: String, parent: String?) {
        insert(node(id, parent: parent), parent: parent, group: document.states[id]?.hasDocument == true)
    }

    /// A state as Mermaid draws it: its shape from its type, descriptions and document; its
    /// label its first description (nothing for a region, the id for a start or an end).
    private func node(_ id: String, parent: String?) -> FlowNode {
        let state = pseudoStates[id] ?? document.states[id] ?? .init(position: FlowPosition(line: 1, column: 1))
        let shape: String = switch state.type {
        case .start: "stateStart"
        case .end: "stateEnd"
        case .choice: "choice"
        case .fork: "fork"
        case .join: "join"
        case .divider: "divider"
        case .plain: state.hasDocument ? "roundedWithTitle" : state.descriptions.count > 1 ? "rectWithTitle" : "rect"
        }
        let label = state.type == .divider ? "" : state.type == .start || state.type == .end ? id : state.descriptions.first ?? id
        return FlowNode(id: id, label: label, shape: shape, position: state.position, declaration: state.declaration)
    }

    /// Adds a node where it is first met; met again, it keeps its place and takes what it is now,
    /// its parent too when it is met inside a composite or region (Mermaid's `dataFetcher` sets
    /// `parentId` on every visit but the top level's: a state a later region links to is drawn in
    /// that region).
    private mutating func insert(_ node: FlowNode, parent: String?, group: Bool) {
        if let position = index[node.id] {
            nodes[position].label = node.label
            nodes[position].shape = node.shape
            nodes[position].references += 1
            groups[position] = group
            if let parent { parents[position] = parent }
            return
        }
        index[node.id] = nodes.count
        nodes.append(node)
        parents.append(parent)
        groups.append(group)
    }
}
