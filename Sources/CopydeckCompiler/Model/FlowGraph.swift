/// A flow's nodes and edges as integer adjacency lists (compressed rows), built once, so every
/// graph check runs in time linear in nodes plus edges and without recursion.
public struct FlowGraph: Sendable {
    public let nodeCount: Int
    /// Edge `e` goes from `edgeSources[e]` to `edgeTargets[e]`.
    public let edgeSources: [Int32]
    public let edgeTargets: [Int32]
    private let outOffsets: [Int32]
    /// Edge indices, grouped by source node, in edge order.
    private let outEdges: [Int32]
    private let inOffsets: [Int32]
    private let inEdges: [Int32]

    public init(nodeCount: Int, edges: [(from: Int32, to: Int32)]) {
        self.nodeCount = nodeCount
        edgeSources = edges.map(\.from)
        edgeTargets = edges.map(\.to)
        (outOffsets, outEdges) = Self.group(edgeSources, nodeCount: nodeCount)
        (inOffsets, inEdges) = Self.group(edgeTargets, nodeCount: nodeCount)
    }

    private static func group(_ keys: [Int32], nodeCount: Int) -> ([Int32], [Int32]) {
        var offsets = [Int32](repeating: 0, count: nodeCount + 1)
        for key in keys { offsets[Int(key) + 1] += 1 }
        for index in 0..<nodeCount { offsets[index + 1] += offsets[index] }
        var fill = Array(offsets.dropLast())
        var grouped = [Int32](repeating: 0, count: keys.count)
        for (edge, key) in keys.enumerated() {
            grouped[Int(fill[Int(key)])] = Int32(edge)
            fill[Int(key)] += 1
        }
        return (offsets, grouped)
    }

    /// The edges leaving a node, in the order they were written.
    public func outgoing(_ node: Int) -> ArraySlice<Int32> {
        outEdges[Int(outOffsets[node])..<Int(outOffsets[node + 1])]
    }

    public func incoming(_ node: Int) -> ArraySlice<Int32> {
        inEdges[Int(inOffsets[node])..<Int(inOffsets[node + 1])]
    }

    /// Nodes nothing leads to, in node order.
    public var sources: [Int] {
        (0..<nodeCount).filter { inOffsets[$0] == inOffsets[$0 + 1] }
    }

    /// Breadth-first search from `start`, entering only nodes `enter` allows (the start always).
    /// Returns each reached node's predecessor on a shortest path (the start is its own; -1 where
    /// not reached).
    public func shortestPathTree(from start: Int, enter: (Int) -> Bool = { _ in true }) -> [Int32] {
        var parent = [Int32](repeating: -1, count: nodeCount)
        guard start < nodeCount else { return parent }
        parent[start] = Int32(start)
        var queue: [Int32] = [Int32(start)]
        queue.reserveCapacity(nodeCount)
        var head = 0
        while head < queue.count {
            let node = Int(queue[head])
            head += 1
            for edge in outgoing(node) {
                let target = Int(edgeTargets[Int(edge)])
                if parent[target] == -1 && enter(target) {
                    parent[target] = Int32(node)
                    queue.append(Int32(target))
                }
            }
        }
        return parent
    }

    /// The path from the search's start to `node`, both included; empty when not reached.
    public static func path(to node: Int, in tree: [Int32]) -> [Int] {
        guard tree[node] != -1 else { return [] }
        var path = [node]
        var current = node
        while Int(tree[current]) != current {
            current = Int(tree[current])
            path.append(current)
        }
        return path.reversed()
    }

    /// Which nodes can reach one of `targets` (following edges forward).
    public func canReach(_ targets: some Sequence<Int>) -> [Bool] {
        var reaches = [Bool](repeating: false, count: nodeCount)
        var stack: [Int32] = []
        for target in targets where !reaches[target] {
            reaches[target] = true
            stack.append(Int32(target))
        }
        while let node = stack.popLast() {
            for edge in incoming(Int(node)) {
                let source = Int(edgeSources[Int(edge)])
                if !reaches[source] {
                    reaches[source] = true
                    stack.append(Int32(source))
                }
            }
        }
        return reaches
    }

    /// Strongly connected components (iterative Tarjan) of the nodes `include` allows: a
    /// component number per node (-1 for excluded nodes), numbered in reverse topological order.
    public func stronglyConnectedComponents(include: (Int) -> Bool) -> (component: [Int32], count: Int) {
        var index = [Int32](repeating: -1, count: nodeCount)
        var lowLink = [Int32](repeating: 0, count: nodeCount)
        var onStack = [Bool](repeating: false, count: nodeCount)
        var component = [Int32](repeating: -1, count: nodeCount)
        var stack: [Int32] = []
        var nextIndex: Int32 = 0
        var componentCount: Int32 = 0
        // Each frame: a node and how far through its outgoing edges the walk is.
        var frames: [(node: Int32, next: Int32)] = []
        for root in 0..<nodeCount where index[root] == -1 && include(root) {
            frames.append((Int32(root), outOffsets[root]))
            index[root] = nextIndex; lowLink[root] = nextIndex; nextIndex += 1
            stack.append(Int32(root)); onStack[root] = true
            while !frames.isEmpty {
                let node = Int(frames[frames.count - 1].node)
                let cursor = frames[frames.count - 1].next
                if cursor < outOffsets[node + 1] {
                    frames[frames.count - 1].next = cursor + 1
                    let target = Int(edgeTargets[Int(outEdges[Int(cursor)])])
                    guard include(target) else { continue }
                    if index[target] == -1 {
                        index[target] = nextIndex; lowLink[target] = nextIndex; nextIndex += 1
                        stack.append(Int32(target)); onStack[target] = true
                        frames.append((Int32(target), outOffsets[target]))
                    } else if onStack[target] {
                        lowLink[node] = min(lowLink[node], index[target])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last.map({ Int($0.node) }) {
                    lowLink[parent] = min(lowLink[parent], lowLink[node])
                }
                if lowLink[node] == index[node] {
                    while let member = stack.popLast() {
                        onStack[Int(member)] = false
                        component[Int(member)] = componentCount
                        if Int(member) == node { break }
                    }
                    componentCount += 1
                }
            }
        }
        return (component, Int(componentCount))
    }
}
