/// `build/<deck>/bundle/flows.json`: the deck's screen flows as the app walks them. Nodes and
/// outcomes have stable ids from the source; labels are the authors' descriptions, not copy.
public struct FlowBundle: Codable, Sendable, Equatable {
    public var formatVersion: Int
    public var deck: String
    public var flows: [Flow]

    public init(formatVersion: Int = BundleFormat.version, deck: String, flows: [Flow]) {
        self.formatVersion = formatVersion
        self.deck = deck
        self.flows = flows
    }

    public func flow(_ id: String) -> Flow? {
        flows.first { $0.id == id }
    }
}

/// One flow: where it starts, where it may end, its nodes and the links between them.
public struct Flow: Codable, Sendable, Equatable {
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

    public struct Node: Codable, Sendable, Equatable {
        public var id: String
        public var kind: Kind
        /// The screen (or permission, for its pre-prompt) a `screen` node shows.
        public var screen: String?
        /// The permission a `prompt` node asks for.
        public var permission: String?
        /// The author's description from the diagram.
        public var label: String

        public init(id: String, kind: Kind, screen: String? = nil, permission: String? = nil, label: String) {
            self.id = id
            self.kind = kind
            self.screen = screen
            self.permission = permission
            self.label = label
        }
    }

    public struct Edge: Codable, Sendable, Equatable {
        public var from: String
        public var to: String
        /// The stable id the app passes to take this edge (`granted`, `denied`, `back`...).
        public var outcome: String?
        /// The author's label on the arrow.
        public var label: String?

        public init(from: String, to: String, outcome: String? = nil, label: String? = nil) {
            self.from = from
            self.to = to
            self.outcome = outcome
            self.label = label
        }
    }

    public var id: String
    public var start: String
    public var ends: [String]
    public var nodes: [Node]
    public var edges: [Edge]

    public init(id: String, start: String, ends: [String], nodes: [Node], edges: [Edge]) {
        self.id = id
        self.start = start
        self.ends = ends
        self.nodes = nodes
        self.edges = edges
    }

    public func node(_ id: String) -> Node? {
        nodes.first { $0.id == id }
    }

    /// The edges leaving a node, in the order the diagram lists them.
    public func edges(from id: String) -> [Edge] {
        edges.filter { $0.from == id }
    }
}
