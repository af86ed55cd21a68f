extension LayeredLayout {
    static let orderingIterations = 24
    /// Above this many working nodes (real and dummy), ordering makes fewer passes: later
    /// passes gain little there, and each costs a pass over every dummy.
    static let largeGraph = 60_000

    /// Sweeps and transposition passes for a graph of `count` working nodes.
    static func effort(_ count: Int) -> (sweeps: Int, transpositions: Int) {
        count > largeGraph ? (6, 2) : (orderingIterations, 8)
    }

    /// Crossing reduction. The initial order is dagre's: a depth-first search from the nodes in
    /// layer order, each node appended to its layer when first reached. Then barycenter sweeps,
    /// alternately down (by the layer above) and up (by the layer below), each followed by
    /// adjacent transposition, up to 24 iterations or until four in a row bring no improvement;
    /// the best order seen is kept, so the result is never worse than the initial order.
    /// Returns the layers in order and the crossings of the initial and the chosen order.
    static func order(_ work: Work) -> (layers: [[Int]], initial: Int, final: Int) {
        let clustered = work.clusterPath.contains { !$0.isEmpty }
        var layers = initialOrder(work)
        if clustered { layers = layers.map { groupedByCluster($0, work) } }
        var position = [Int](repeating: 0, count: work.kind.count)
        setPositions(layers, &position)
        let initial = crossings(layers, work, position)
        var best = layers
        var bestCount = initial
        var stale = 0
        var iteration = 0
        let effort = effort(work.kind.count)
        while iteration < effort.sweeps && bestCount > 0 && stale < 4 && layers.count > 1 {
            let downward = iteration % 2 == 0
            if downward {
                for index in 1..<layers.count {
                    sortByBarycenter(&layers[index], neighbours: work.up, &position)
                    if clustered { regroup(&layers[index], work, &position) }
                }
            } else {
                for index in stride(from: layers.count - 2, through: 0, by: -1) {
                    sortByBarycenter(&layers[index], neighbours: work.down, &position)
                    if clustered { regroup(&layers[index], work, &position) }
                }
            }
            transpose(&layers, work, &position)
            let count = crossings(layers, work, position)
            if count < bestCount {
                best = layers
                bestCount = count
                stale = 0
            } else {
                stale += 1
            }
            iteration += 1
        }
        return (best, initial, bestCount)
    }

    static func initialOrder(_ work: Work) -> [[Int]] {
        let count = work.kind.count
        var starts = Array(0..<count)
        starts.sort { (work.layer[$0], $0) < (work.layer[$1], $1) }
        var layers = [[Int]](repeating: [], count: work.layerCount)
        var visited = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        for start in starts where !visited[start] {
            stack.append(start)
            while let node = stack.popLast() {
                if visited[node] { continue }
                visited[node] = true
                layers[work.layer[node]].append(node)
                for next in work.down[node].reversed() where !visited[next] {
                    stack.append(next)
                }
            }
        }
        return layers
    }

    static func regroup(_ layer: inout [Int], _ work: Work, _ position: inout [Int]) {
        layer = groupedByCluster(layer, work)
        for (index, node) in layer.enumerated() { position[node] = index }
    }

    /// The layer reordered so that each cluster's nodes are side by side (nested clusters inside
    /// their parent's run), groups in the order their first node had, nodes in their order
    /// within a group.
    static func groupedByCluster(_ layer: [Int], _ work: Work, depth: Int = 0) -> [Int] {
        var groups: [(key: Int?, nodes: [Int])] = []
        var index: [Int: Int] = [:]
        for node in layer {
            let path = work.clusterPath[node]
            guard depth < path.count else {
                groups.append((nil, [node]))
                continue
            }
            if let existing = index[path[depth]] {
                groups[existing].nodes.append(node)
            } else {
                index[path[depth]] = groups.count
                groups.append((path[depth], [node]))
            }
        }
        return groups.flatMap { group in
            group.key == nil || group.nodes.count == 1 ? group.nodes : groupedByCluster(group.nodes, work, depth: depth + 1)
        }
    }

    static func setPositions(_ layers: [[Int]], _ position: inout [Int]) {
        for layer in layers {
            for (index, node) in layer.enumerated() {
                position[node] = index
            }
        }
    }

    /// Sorts one layer by the mean position of each node's neighbours in the fixed layer; a node
    /// without neighbours there keeps its place, the others fill the remaining places in order of
    /// barycenter (ties by their current order).
    static func sortByBarycenter(_ layer: inout [Int], neighbours: [[Int]], _ position: inout [Int]) {
        var sortable: [(value: Double, index: Int, node: Int)] = []
        var fixed = [Bool](repeating: false, count: layer.count)
        for (index, node) in layer.enumerated() {
            let list = neighbours[node]
            if list.isEmpty {
                fixed[index] = true
                continue
            }
            var sum = 0
            for other in list {
                sum += position[other]
            }
            sortable.append((Double(sum) / Double(list.count), index, node))
        }
        sortable.sort { ($0.value, $0.index) < ($1.value, $1.index) }
        var next = 0
        for index in layer.indices where !fixed[index] {
            layer[index] = sortable[next].node
            next += 1
        }
        for (index, node) in layer.enumerated() {
            position[node] = index
        }
    }

    /// Pairs (a, b) of `first` × `second` with a after b.
    static func inversions(_ first: [Int], _ second: [Int], _ position: [Int]) -> Int {
        var count = 0
        for a in first {
            let pa = position[a]
            for b in second where pa > position[b] {
                count += 1
            }
        }
        return count
    }

    /// Crossings caused by `left` being before `right` in their layer, with both adjacent layers.
    static func pairCrossings(_ left: Int, _ right: Int, _ work: Work, _ position: [Int]) -> Int {
        inversions(work.up[left], work.up[right], position) + inversions(work.down[left], work.down[right], position)
    }

    /// Adjacent transposition: swaps neighbours in a layer while that lowers the crossings with
    /// both adjacent layers (a bounded number of passes).
    static func transpose(_ layers: inout [[Int]], _ work: Work, _ position: inout [Int]) {
        var improved = true
        var passes = 0
        let limit = effort(work.kind.count).transpositions
        while improved && passes < limit {
            improved = false
            passes += 1
            for layerIndex in layers.indices where layers[layerIndex].count > 1 {
                for index in 0..<(layers[layerIndex].count - 1) {
                    let left = layers[layerIndex][index]
                    let right = layers[layerIndex][index + 1]
                    // Swapping across a cluster's edge would split the cluster.
                    if work.clusterPath[left] != work.clusterPath[right] { continue }
                    let before = pairCrossings(left, right, work, position)
                    if before == 0 { continue }
                    let after = pairCrossings(right, left, work, position)
                    if after < before {
                        layers[layerIndex][index] = right
                        layers[layerIndex][index + 1] = left
                        position[right] = index
                        position[left] = index + 1
                        improved = true
                    }
                }
            }
        }
    }

    /// All crossings between adjacent layers, counted per pair of layers with an accumulator tree
    /// (Barth, Jünger and Mutzel): O(e log n).
    static func crossings(_ layers: [[Int]], _ work: Work, _ position: [Int]) -> Int {
        guard layers.count > 1 else { return 0 }
        var total = 0
        var targets: [Int] = []
        for index in 0..<(layers.count - 1) {
            let lowerCount = layers[index + 1].count
            guard lowerCount > 1 else { continue }
            targets.removeAll(keepingCapacity: true)
            for node in layers[index] {
                var ends = work.down[node].map { position[$0] }
                ends.sort()
                targets.append(contentsOf: ends)
            }
            var firstIndex = 1
            while firstIndex < lowerCount { firstIndex <<= 1 }
            var tree = [Int](repeating: 0, count: 2 * firstIndex - 1)
            firstIndex -= 1
            for target in targets {
                var node = target + firstIndex
                tree[node] += 1
                while node > 0 {
                    if node % 2 == 1 { total += tree[node + 1] }
                    node = (node - 1) / 2
                    tree[node] += 1
                }
            }
        }
        return total
    }
}
