/// The input of `LayeredLayout`: boxes whose sizes the caller measured, and the edges between them.
public struct LayoutGraph: Sendable, Equatable {
    public var nodes: [LayoutNode]
    public var edges: [LayoutEdge]
    public var direction: LayoutDirection

    public init(nodes: [LayoutNode] = [], edges: [LayoutEdge] = [], direction: LayoutDirection = .topDown) {
        self.nodes = nodes
        self.edges = edges
        self.direction = direction
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
