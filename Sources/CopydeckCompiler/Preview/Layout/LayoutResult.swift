/// A point of the laid-out drawing; y grows downwards, as in SVG.
public struct Point: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A box given by its centre and its size.
public struct Rect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minX: Double { x - width / 2 }
    public var maxX: Double { x + width / 2 }
    public var minY: Double { y - height / 2 }
    public var maxY: Double { y + height / 2 }
}

/// Where `LayeredLayout` put everything: all coordinates are ≥ 0 and inside `width` × `height`.
public struct LayoutResult: Sendable, Equatable {
    /// One box per node, in node order.
    public var nodes: [Rect]
    /// One polyline per edge, in edge order, from the border of the source's box to the border of
    /// the target's (a self-loop is a small loop on one side of its node). Empty for an edge whose
    /// node index is out of range.
    public var edges: [[Point]]
    /// The centre of each edge's label (nil for an edge without one); the label has the size the
    /// edge gave.
    public var edgeLabels: [Point?]
    public var width: Double
    public var height: Double
    /// Crossings between edge segments of adjacent layers in the chosen order.
    public var crossings: Int
    /// One box per cluster, in cluster order: around its members and nested clusters, with room
    /// for its title at the top.
    public var clusters: [Rect] = []
    /// Crossings of the initial order, before barycenter sweeps and transposition (for tests).
    var initialCrossings: Int = 0

    public init(nodes: [Rect], edges: [[Point]], edgeLabels: [Point?], width: Double, height: Double, crossings: Int) {
        self.nodes = nodes
        self.edges = edges
        self.edgeLabels = edgeLabels
        self.width = width
        self.height = height
        self.crossings = crossings
    }
}
