extension LayeredLayout {
    /// Layer assignment by longest path: every source on layer 0, every other node one below its
    /// lowest predecessor (Kahn's order, ties by index). Then, from the bottom up, a node with at
    /// least as many outgoing as incoming edges moves down next to its nearest successor, which
    /// never lengthens the edges in total (sources, and chains hanging from them above the layer
    /// they feed, are the usual case).
    static func longestPathLayers(nodeCount: Int, edges: [(from: Int, to: Int)]) -> [Int] {
        var outgoing = [[Int]](repeating: [], count: nodeCount)
        var indegree = [Int](repeating: 0, count: nodeCount)
        for edge in edges {
            outgoing[edge.from].append(edge.to)
            indegree[edge.to] += 1
        }
        let inCount = indegree
        var queue: [Int] = []
        queue.reserveCapacity(nodeCount)
        for node in 0..<nodeCount where indegree[node] == 0 {
            queue.append(node)
        }
        var layer = [Int](repeating: 0, count: nodeCount)
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            for target in outgoing[node] {
                layer[target] = max(layer[target], layer[node] + 1)
                indegree[target] -= 1
                if indegree[target] == 0 {
                    queue.append(target)
                }
            }
        }
        // `queue` is a topological order when the edges are acyclic, which cycle breaking ensures;
        // should it not be complete, nodes left out keep the layer they have.
        // A node with as many edges out as in moves too: alone it gains nothing, but a chain
        // hanging from a source then follows its last node down, which shortens the edge below it.
        for node in queue.reversed() where !outgoing[node].isEmpty && outgoing[node].count >= inCount[node] {
            var nearest = Int.max
            for target in outgoing[node] {
                nearest = min(nearest, layer[target])
            }
            if nearest - 1 > layer[node] {
                layer[node] = nearest - 1
            }
        }
        // A node with as many edges in as out that went down without its predecessors gained
        // nothing: it goes back up under them (a chain hanging from a source stays down, as its
        // source came down with it). Ties keep a branch next to the decision it leaves.
        var incoming = [[Int]](repeating: [], count: nodeCount)
        for edge in edges { incoming[edge.to].append(edge.from) }
        for node in queue where !incoming[node].isEmpty && incoming[node].count == outgoing[node].count {
            var highest = 0
            for source in incoming[node] { highest = max(highest, layer[source] + 1) }
            if highest < layer[node] { layer[node] = highest }
        }
        return layer
    }

    enum WorkKind: Equatable {
        case real, dummy, label
    }

    /// A component's layered graph: its real nodes first (local indices), then one dummy per layer
    /// crossed by a long edge; every edge joins adjacent layers.
    struct Work {
        var kind: [WorkKind] = []
        var layer: [Int] = []
        /// Sizes in top-down space: `width` along the layer (with room for self-loops), `height`
        /// across it.
        var width: [Double] = []
        var height: [Double] = []
        var up: [[Int]] = []
        var down: [[Int]] = []
        var layerCount = 0
        /// Per working node: the clusters it is in, outermost first (empty outside every
        /// cluster). Ordering keeps each cluster's nodes together in every layer.
        var clusterPath: [[Int]] = []

        mutating func add(_ kind: WorkKind, layer: Int, width: Double, height: Double) -> Int {
            self.kind.append(kind)
            self.layer.append(layer)
            self.width.append(width)
            self.height.append(height)
            up.append([])
            down.append([])
            clusterPath.append([])
            layerCount = max(layerCount, layer + 1)
            return self.kind.count - 1
        }

        mutating func link(_ upper: Int, _ lower: Int) {
            down[upper].append(lower)
            up[lower].append(upper)
        }
    }

    /// One edge through the layered graph: the working nodes it passes, top to bottom.
    struct Chain {
        var edge: Int
        var nodes: [Int]
        var reversed: Bool
        var label: Int?
    }
}
