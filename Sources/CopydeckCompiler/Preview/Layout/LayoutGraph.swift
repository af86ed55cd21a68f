/// The input of `LayeredLayout`: boxes whose sizes the caller measured, and the edges between them.
public struct LayoutGraph: Sendable, Equatable {
    public var nodes: [LayoutNode]
    public var edges: [LayoutEdge]
    public var direction: LayoutDirection
    /// Subgraphs: groups of nodes drawn inside one box. A cluster's parent comes before it.
    public var clusters: [LayoutCluster]

    public init(nodes: [LayoutNode] = [], edges: [LayoutEdge] = [], direction: LayoutDirection = .topDown,
                clusters: [LayoutCluster] = []) {
        self.nodes = nodes
        self.edges = edges
        self.direction = direction
        self.clusters = clusters
    }
}

/// A subgraph: the nodes directly inside it (by index in `LayoutGraph.nodes`), the cluster it
/// is nested in (by index in `LayoutGraph.clusters`, nil at the top), and its title's size.
public struct LayoutCluster: Sendable, Equatable {
    public var id: String
    public var members: [Int]
    public var parent: Int?
    public var labelWidth: Double
    public var labelHeight: Double

    public init(id: String, members: [Int], parent: Int? = nil, labelWidth: Double = 0, labelHeight: Double = 0) {
        self.id = id
        self.members = members
        self.parent = parent
        self.labelWidth = labelWidth
        self.labelHeight = labelHeight
    }
}

/// A node's box: its size is given by the caller (text is measured elsewhere).
public struct LayoutNode: Sendable, Equatable {
    public var id: String
    public var width: Double
    public var height: Double

    public init(id: String, width: Double, height: Double) {
        self.id = id
        self.width = width
        self.height = height
    }
}

/// An edge between two nodes, by their indices in `LayoutGraph.nodes`. A label, if any, has the
/// given size (zero for none) and is placed on the edge.
public struct LayoutEdge: Sendable, Equatable {
    public var from: Int
    public var to: Int
    public var labelWidth: Double
    public var labelHeight: Double

    public init(from: Int, to: Int, labelWidth: Double = 0, labelHeight: Double = 0) {
        self.from = from
        self.to = to
        self.labelWidth = labelWidth
        self.labelHeight = labelHeight
    }

    var hasLabel: Bool { labelWidth > 0 || labelHeight > 0 }
}

/// Mermaid's flowchart directions: TD/TB, BT, LR, RL.
public enum LayoutDirection: Sendable, Equatable, CaseIterable {
    case topDown, bottomUp, leftRight, rightLeft

    var isHorizontal: Bool { self == .leftRight || self == .rightLeft }
}
