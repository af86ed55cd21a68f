import CopydeckKit
import Foundation

/// Emits `<deck>/bundle/flows.json` (what the runtime walks), and per flow
/// `<deck>/flows/<flow>.json` (the full model with bindings, for tools) and `<flow>.dot`
/// (Graphviz). Runs only on a project without errors, so every flow has one start.
public struct FlowEmitter: Sendable {
    public init() {}

    public func emit(_ deck: Deck, into tree: inout OutputTree) throws {
        for (file, data) in try files(of: deck) { tree.add(file.path, data) }
    }

    /// The bytes of every file `emit` writes for `deck`, in `outputFiles(of:)` order.
    func files(of deck: Deck) throws -> [(file: OutputFile, data: Data)] {
        var files = [(OutputFile.flowBundle(deck: deck.id), bundle(of: deck))]
        for flow in deck.flows {
            files.append((.flowModel(deck: deck.id, flow: flow.id.value), try OutputTree.json(FlowModelJSON(flow: flow))))
            files.append((.flowDrawing(deck: deck.id, flow: flow.id.value), Data(FlowDOT.render(flow).utf8)))
        }
        return files
    }

    /// `<deck>/bundle/flows.json` alone: what an app's resources hold (`--layout resources`).
    func bundle(of deck: Deck) -> Data {
        FlowBundle(deck: deck.id, flows: deck.flows.map(compiled)).json
    }

    /// Every file `emit` writes for `deck`. They are made from its flows alone, which come from
    /// its content folder: `copydeck.yml` and that folder, by their text, name them all.
    static func outputFiles(of deck: Deck) -> [OutputFile] {
        [.flowBundle(deck: deck.id)] + deck.flows.flatMap { [OutputFile.flowModel(deck: deck.id, flow: $0.id.value), .flowDrawing(deck: deck.id, flow: $0.id.value)] }
    }

    func compiled(_ flow: DeckFlow) -> Flow {
        let nodes = flow.chart.nodes.indices.map { index in
            let node = flow.chart.nodes[index]
            switch flow.roles[index] {
            case .screen(let id):
                return Flow.Node(id: node.id, kind: .screen, screen: id.value, label: node.label)
            case .prompt(let id):
                return Flow.Node(id: node.id, kind: .prompt, permission: id.value, label: node.label)
            case .step:
                return Flow.Node(id: node.id, kind: flow.isDecision[index] ? .decision : .step, label: node.label)
            }
        }
        let ids = flow.chart.edgeIDs
        let edges = flow.chart.edges.indices.map { index in
            let edge = flow.chart.edges[index]
            return Flow.Edge(id: ids[index], from: edge.from, to: edge.to, outcome: flow.outcomes[index]?.value, label: edge.label)
        }
        let start = flow.start.map { flow.name($0) } ?? ""
        return Flow(id: flow.id.value, start: start, ends: flow.ends.sorted().map { flow.name($0) }, nodes: nodes, edges: edges)
    }
}

/// `<deck>/flows/<flow>.json`: the Mermaid model (as `flow dump` prints it) with the bindings.
struct FlowModelJSON: Encodable {
    let flow: DeckFlow

    enum Keys: String, CodingKey {
        case id, file, line, keyword, direction, start, ends, nodes, edges, subgraphs
        case label, labelType, shape, kind, screen, permission, from, to, type, stroke, length, outcome, title, dir
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        let chart = flow.chart
        try container.encode(flow.id.value, forKey: .id)
        try container.encode(flow.file.path, forKey: .file)
        try container.encode(flow.lineOffset + 1, forKey: .line)
        try container.encode(chart.keyword, forKey: .keyword)
        try container.encode(chart.direction, forKey: .direction)
        try container.encode(flow.start.map { flow.name($0) }, forKey: .start)
        try container.encode(flow.ends.sorted().map { flow.name($0) }, forKey: .ends)
        var nodes = container.nestedUnkeyedContainer(forKey: .nodes)
        for (index, node) in chart.nodes.enumerated() {
            var entry = nodes.nestedContainer(keyedBy: Keys.self)
            try FlowchartJSON.encode(node, into: &entry)
            try entry.encode(flow.range(ofNode: index).start.line, forKey: .line)
            switch flow.roles[index] {
            case .screen(let id):
                try entry.encode("screen", forKey: .kind)
                try entry.encode(id.value, forKey: .screen)
            case .prompt(let id):
                try entry.encode("prompt", forKey: .kind)
                try entry.encode(id.value, forKey: .permission)
            case .step:
                try entry.encode(flow.isDecision[index] ? "decision" : "step", forKey: .kind)
            }
        }
        var edges = container.nestedUnkeyedContainer(forKey: .edges)
        let ids = chart.edgeIDs
        for (index, edge) in chart.edges.enumerated() {
            var entry = edges.nestedContainer(keyedBy: Keys.self)
            try FlowchartJSON.encode(edge, id: ids[index], into: &entry)
            try entry.encode(flow.outcomes[index]?.value, forKey: .outcome)
            try entry.encode(flow.range(ofEdge: index).start.line, forKey: .line)
        }
        try FlowchartJSON.encode(chart.subgraphs, into: &container)
    }
}
