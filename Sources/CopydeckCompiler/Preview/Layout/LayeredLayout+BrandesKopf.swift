extension LayeredLayout {
    /// Horizontal coordinates by Brandes and Köpf ("Fast and Simple Horizontal Coordinate
    /// Assignment", 2001), in dagre's form: type-1 conflicts marked (an edge crossing a run of
    /// dummies gives way to it, so long edges stay straight), then for each of the four
    /// directions (align to the layer above or below, sweep from the left or the right) a
    /// vertical alignment into blocks and a horizontal compaction of the blocks; the four
    /// placements are aligned to the narrowest and balanced (the mean of the two middle values).
    /// A last sweep restores the least spacing where balancing brought two neighbours too close.
    static func brandesKopfPositions(_ layers: [[Int]], _ work: Work, nodeSpacing: Double) -> [Double] {
        let count = work.kind.count
        var position = [Int](repeating: 0, count: count)
        for layer in layers { for (index, node) in layer.enumerated() { position[node] = index } }
        let conflicts = typeOneConflicts(layers, work, position)

        var placements: [[Double]] = []
        for vertical in [true, false] {          // true: align to the layer above
            for fromLeft in [true, false] {
                var ordered = vertical ? layers : layers.reversed()
                if !fromLeft { ordered = ordered.map { $0.reversed() } }
                var local = [Int](repeating: 0, count: count)
                for layer in ordered { for (index, node) in layer.enumerated() { local[node] = index } }
                let neighbours = vertical ? work.up : work.down
                let root = verticalAlignment(ordered, neighbours, local, conflicts)
                var x = horizontalCompaction(ordered, root, work, nodeSpacing)
                if !fromLeft { x = x.map { -$0 } }
                placements.append(x)
            }
        }
        // Align every placement to the narrowest: left sweeps by their left edge, right sweeps
        // by their right edge.
        func extent(_ x: [Double]) -> (min: Double, max: Double) {
            var low = Double.infinity, high = -Double.infinity
            for node in 0..<count {
                low = min(low, x[node] - work.width[node] / 2)
                high = max(high, x[node] + work.width[node] / 2)
            }
            return (low, high)
        }
        let extents = placements.map(extent)
        guard let narrowest = extents.indices.min(by: { extents[$0].max - extents[$0].min < extents[$1].max - extents[$1].min }) else { return [] }
        for index in placements.indices {
            let fromLeft = index % 2 == 0
            let delta = fromLeft ? extents[narrowest].min - extents[index].min : extents[narrowest].max - extents[index].max
            placements[index] = placements[index].map { $0 + delta }
        }
        var x = (0..<count).map { node -> Double in
            let values = placements.map { $0[node] }.sorted()
            return (values[1] + values[2]) / 2
        }
        // Balancing may bring neighbours closer than they may be: push them apart, in order.
        for layer in layers where layer.count > 1 {
            for index in 1..<layer.count {
                let least = x[layer[index - 1]] + gap(layer[index - 1], layer[index], work, nodeSpacing)
                if x[layer[index]] < least { x[layer[index]] = least }
            }
        }
        return shifted(x, work)
    }

    /// Type-1 conflicts: a segment between a real node and another node that crosses an inner
    /// segment (dummy to dummy). Stored as pairs (upper, lower).
    static func typeOneConflicts(_ layers: [[Int]], _ work: Work, _ position: [Int]) -> Set<Pair> {
        var conflicts = Set<Pair>()
        guard layers.count > 2 else { return conflicts }
        for index in 1..<layers.count {
            let upper = layers[index - 1], lower = layers[index]
            var k0 = 0, scan = 0
            for (at, node) in lower.enumerated() {
                let inner = work.kind[node] != .real ? work.up[node].first { work.kind[$0] != .real } : nil
                let k1 = inner.map { position[$0] } ?? upper.count
                guard inner != nil || at == lower.count - 1 else { continue }
                for scanned in lower[scan...at] {
                    for above in work.up[scanned] {
                        let abovePosition = position[above]
                        let bothDummies = work.kind[above] != .real && work.kind[scanned] != .real
                        if (abovePosition < k0 || k1 < abovePosition) && !bothDummies {
                            conflicts.insert(Pair(above, scanned))
                        }
                    }
                }
                scan = at + 1
                k0 = k1
            }
        }
        return conflicts
    }

    struct Pair: Hashable {
        var a: Int, b: Int
        init(_ a: Int, _ b: Int) { (self.a, self.b) = a < b ? (a, b) : (b, a) }
    }

    /// Blocks: each node aligned with the median neighbour of the previous layer (of two
    /// medians, the first that keeps alignments from crossing), unless their segment is in
    /// conflict. Returns each node's block root.
    static func verticalAlignment(_ layers: [[Int]], _ neighbours: [[Int]], _ position: [Int], _ conflicts: Set<Pair>) -> [Int] {
        let count = position.count
        var root = Array(0..<count)
        var align = Array(0..<count)
        for layer in layers {
            var previous = -1
            for node in layer {
                let adjacent = neighbours[node].sorted { position[$0] < position[$1] }
                guard !adjacent.isEmpty else { continue }
                let middle = Double(adjacent.count - 1) / 2
                for index in Int(middle.rounded(.down))...Int(middle.rounded(.up)) {
                    let other = adjacent[index]
                    if align[node] == node && previous < position[other] && !conflicts.contains(Pair(other, node)) {
                        align[other] = node
                        root[node] = root[other]
                        align[node] = root[node]
                        previous = position[other]
                    }
                }
            }
        }
        return root
    }

    /// Places blocks as far left as the spacing allows (a longest path over the block graph,
    /// whose edges join neighbours of a layer), then each block as far right as its right
    /// neighbours allow, which closes gaps a block had no reason to keep.
    static func horizontalCompaction(_ layers: [[Int]], _ root: [Int], _ work: Work, _ nodeSpacing: Double) -> [Double] {
        let count = root.count
        var predecessors = [[(block: Int, gap: Double)]](repeating: [], count: count)
        var successors = [[(block: Int, gap: Double)]](repeating: [], count: count)
        for layer in layers where layer.count > 1 {
            for index in 1..<layer.count {
                let left = layer[index - 1], right = layer[index]
                let distance = gap(left, right, work, nodeSpacing)
                predecessors[root[right]].append((root[left], distance))
                successors[root[left]].append((root[right], distance))
            }
        }
        // Blocks in an order where every block comes after the blocks left of it (the block
        // graph is acyclic: layers keep their order); Kahn's algorithm over the roots.
        var indegree = [Int](repeating: 0, count: count)
        for block in 0..<count where root[block] == block { indegree[block] = predecessors[block].count }
        var queue = (0..<count).filter { root[$0] == $0 && indegree[$0] == 0 }
        var head = 0
        while head < queue.count {
            let block = queue[head]
            head += 1
            for (next, _) in successors[block] {
                indegree[next] -= 1
                if indegree[next] == 0 { queue.append(next) }
            }
        }
        var blockX = [Double](repeating: 0, count: count)
        for block in queue {
            var x = 0.0
            for (left, distance) in predecessors[block] { x = max(x, blockX[left] + distance) }
            blockX[block] = x
        }
        for block in queue.reversed() where !successors[block].isEmpty {
            var least = Double.infinity
            for (right, distance) in successors[block] { least = min(least, blockX[right] - distance) }
            if least.isFinite && least > blockX[block] { blockX[block] = least }
        }
        return (0..<count).map { blockX[root[$0]] }
    }
}
