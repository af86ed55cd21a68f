/// The model Mermaid builds from a flowchart: nodes in order of first appearance, edges in
/// order, subgraphs in the order they close. Field meanings follow Mermaid's own `FlowDB`, so a
/// diagram that renders on GitHub reads the same here.
public struct Flowchart: Sendable, Equatable {
    /// `graph` or `flowchart` (also `flowchart-elk`).
    public var keyword: String
    /// `TB`, `LR`, `RL`, `BT` (`TD` reads as `TB`), or nil when the diagram gives none.
    public var direction: String?
    public var nodes: [FlowNode]
    public var edges: [FlowEdge]
    public var subgraphs: [FlowSubgraph]
    /// `%%` comment lines, kept because Copydeck's bindings live in them.
    public var comments: [FlowComment]
    public var accessibilityTitle: String?
    public var accessibilityDescription: String?
    /// A state diagram's (`keyword` `stateDiagram…`): per node, the composite state, region or
    /// note group that holds it (nil at the top), and whether it is one itself. Empty for a
    /// flowchart.
    public var stateParents: [String?] = []
    public var stateGroups: [Bool] = []
    /// A state diagram's composite states drawn as boxes (`StateFlowShape`): by id, the start a
    /// transition into it leads to and the end one out of it leaves from, which bindings that
    /// name the composite mean.
    public var stateEntries: [String: String] = [:]
    public var stateExits: [String: String] = [:]

    /// Whether this is a state diagram read as a flow.
    public var isStateDiagram: Bool { keyword.hasPrefix("stateDiagram") }

    public init(keyword: String, direction: String? = nil, nodes: [FlowNode] = [], edges: [FlowEdge] = [],
                subgraphs: [FlowSubgraph] = [], comments: [FlowComment] = []) {
        self.keyword = keyword
        self.direction = direction
        self.nodes = nodes
        self.edges = edges
        self.subgraphs = subgraphs
        self.comments = comments
    }
}

/// A 1-based line and a 1-based column counted in Unicode scalars, relative to the diagram text.
public struct FlowPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: FlowPosition, rhs: FlowPosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// How a label was written: plain text, a `"quoted string"` or a "`markdown string`".
public enum FlowLabelType: String, Sendable, Equatable {
    case text, string, markdown
}

public struct FlowNode: Sendable, Equatable {
    public var id: String
    /// The label with quotes removed and entity codes decoded; the id when no text was given.
    public var label: String
    public var labelType: FlowLabelType
    /// Mermaid's shape name (`square`, `round`, `diamond`, ... or the `@{ shape: }` value); nil
    /// when the node never had a bracket form.
    public var shape: String?
    /// Where the id first appears.
    public var position: FlowPosition
    /// Where the node got its label or shape, the place an author thinks of as its declaration;
    /// nil when it was only ever referenced by id.
    public var declaration: FlowPosition?
    /// How many times the id is written in nodes and links (styling statements not counted).
    public var references: Int = 0

    public init(id: String, label: String, labelType: FlowLabelType = .text, shape: String? = nil,
                position: FlowPosition, declaration: FlowPosition? = nil, references: Int = 1) {
        self.id = id
        self.label = label
        self.labelType = labelType
        self.shape = shape
        self.position = position
        self.declaration = declaration
        self.references = references
    }
}

public struct FlowEdge: Sendable, Equatable {
    public var from: String
    public var to: String
    public var label: String?
    public var labelType: FlowLabelType
    /// `arrow_point`, `arrow_open`, `arrow_cross`, `arrow_circle`, or `double_arrow_*`.
    public var type: String
    /// `normal`, `thick`, `dotted` or `invisible`.
    public var stroke: String
    /// How many extra dashes (or dots, or equals signs) lengthen the link; at most 10.
    public var length: Int
    /// Where the link itself is written.
    public var position: FlowPosition
    /// Where the target node of this edge is written.
    public var targetPosition: FlowPosition
    /// The edge's stable id as Mermaid gives it: the author's (`e1` of `A e1@--> B`) or
    /// `L_<from>_<to>_<n>`; `@outcome` may bind it. Nil for a state diagram's transitions, which
    /// `Flowchart.edgeIDs` names the same way.
    public var id: String?

    public init(from: String, to: String, label: String? = nil, labelType: FlowLabelType = .text,
                type: String = "arrow_point", stroke: String = "normal", length: Int = 1,
                position: FlowPosition, targetPosition: FlowPosition, id: String? = nil) {
        self.id = id
        self.from = from
        self.to = to
        self.label = label
        self.labelType = labelType
        self.type = type
        self.stroke = stroke
        self.length = length
        self.position = position
        self.targetPosition = targetPosition
    }
}

public struct FlowSubgraph: Sendable, Equatable {
    public var id: String
    public var title: String
    /// Member ids (nodes and nested subgraphs), in Mermaid's order.
    public var nodes: [String]
    /// The subgraph's own `direction`, if it sets one.
    public var direction: String?
    public var position: FlowPosition
}

/// A `%%` comment line: its text after `%%`, trimmed, and where it stands.
public struct FlowComment: Sendable, Equatable {
    public var text: String
    public var position: FlowPosition
}
