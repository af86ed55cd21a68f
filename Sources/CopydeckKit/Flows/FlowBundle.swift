/// `build/<deck>/bundle/flows.json`: the deck's screen flows as the app walks them. Nodes and
/// outcomes have stable ids from the source; labels are the authors' descriptions, not copy.
public struct FlowBundle: Codable, Sendable, Equatable {
    /// The bundle format the compiler wrote (`BundleFormat.version` when it ran).
    public var formatVersion: Int
    /// The id of the deck the flows belong to.
    public var deck: String
    /// The deck's flows, in source order.
    public var flows: [Flow]

    /// Creates a flow bundle with the given values.
    public init(formatVersion: Int = BundleFormat.version, deck: String, flows: [Flow]) {
        self.formatVersion = formatVersion
        self.deck = deck
        self.flows = flows
    }

    /// The flow with this id (`photo_permission`), or nil when the deck has none.
    public func flow(_ id: String) -> Flow? {
        flows.first { $0.id == id }
    }
}

/// One flow: where it starts, where it may end, its nodes and the links between them.
public struct Flow: Codable, Sendable, Equatable {
    /// What a node stands for, and so what the app does when the walk reaches it.
    public enum Kind: String, Codable, Sendable {
        /// Shows a screen of the deck (or a permission's pre-prompt).
        case screen
        /// Shows the iOS system prompt of a permission.
        case prompt
        /// Branches on an outcome.
        case decision
        /// App logic with no screen of its own.
        case step
    }

    /// A step of a flow: a screen, a system prompt, a decision or app logic.
    public struct Node: Codable, Sendable, Equatable {
        /// The node's stable id from the diagram.
        public var id: String
        /// What the node stands for.
        public var kind: Kind
        /// The screen (or permission, for its pre-prompt) a `screen` node shows.
        public var screen: String?
        /// The permission a `prompt` node asks for.
        public var permission: String?
        /// The author's description from the diagram.
        public var label: String

        /// Creates a node with the given values.
        public init(id: String, kind: Kind, screen: String? = nil, permission: String? = nil, label: String) {
            self.id = id
            self.kind = kind
            self.screen = screen
            self.permission = permission
            self.label = label
        }
    }

    /// A link from one node to the next: an arrow of the diagram.
    public struct Edge: Codable, Sendable, Equatable {
        /// The edge's stable id: the one the author gave it (`e1` of `A e1@--> B`), else Mermaid's
        /// (`L_A_B_0`, then `L_A_B_2`… for more edges between the same two nodes). Bundles written
        /// before edges had ids get Mermaid's when they are read.
        public var id: String
        /// The id of the node the edge leaves.
        public var from: String
        /// The id of the node the edge leads to.
        public var to: String
        /// The stable id the app passes to take this edge (`granted`, `denied`, `back`...).
        public var outcome: String?
        /// The author's label on the arrow.
        public var label: String?

        /// Creates an edge with the given values.
        public init(id: String, from: String, to: String, outcome: String? = nil, label: String? = nil) {
            self.id = id
            self.from = from
            self.to = to
            self.outcome = outcome
            self.label = label
        }
    }

    /// The flow's id in the deck (`photo_permission`).
    public var id: String
    /// The id of the node the flow starts at.
    public var start: String
    /// The ids of the nodes the flow may end at.
    public var ends: [String]
    /// The flow's nodes.
    public var nodes: [Node]
    /// The flow's edges, in the order the diagram lists them.
    public var edges: [Edge]

    /// Creates a flow with the given values.
    public init(id: String, start: String, ends: [String], nodes: [Node], edges: [Edge]) {
        self.id = id
        self.start = start
        self.ends = ends
        self.nodes = nodes
        self.edges = edges
    }

    /// The node with this id, or nil when the flow has none.
    public func node(_ id: String) -> Node? {
        nodes.first { $0.id == id }
    }

    /// The edge with this stable id (`e1`, `L_splash_login_0`), or nil when the flow has none.
    public func edge(_ id: String) -> Edge? {
        edges.first { $0.id == id }
    }

    /// The edges leaving a node, in the order the diagram lists them.
    public func edges(from id: String) -> [Edge] {
        edges.filter { $0.from == id }
    }
}

extension Flow.Edge {
    private enum CodingKeys: String, CodingKey {
        case id, from, to, outcome, label
    }

    /// Reads an edge; one from a bundle written before edges had ids gets an empty id, which
    /// `Flow` replaces with Mermaid's.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
        from = try container.decode(String.self, forKey: .from)
        to = try container.decode(String.self, forKey: .to)
        outcome = try container.decodeIfPresent(String.self, forKey: .outcome)
        label = try container.decodeIfPresent(String.self, forKey: .label)
    }
}

extension Flow {
    private enum CodingKeys: String, CodingKey {
        case id, start, ends, nodes, edges
    }

    /// Reads a flow, giving edges without an id (an older bundle's) the id Mermaid gives them:
    /// `L_<from>_<to>_0`, then `_2`, `_3`… for further edges between the same two nodes.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        start = try container.decode(String.self, forKey: .start)
        ends = try container.decode([String].self, forKey: .ends)
        nodes = try container.decode([Node].self, forKey: .nodes)
        edges = try container.decode([Edge].self, forKey: .edges)
        var earlier: [String: Int] = [:]
        for index in edges.indices {
            let key = edges[index].from + "\u{0}" + edges[index].to
            let count = earlier[key, default: 0]
            earlier[key] = count + 1
            if edges[index].id.isEmpty {
                edges[index].id = "L_\(edges[index].from)_\(edges[index].to)_\(count == 0 ? 0 : count + 1)"
            }
        }
    }
}
