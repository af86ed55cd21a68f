/// A layered (Sugiyama) layout of a directed graph, in the way of dagre: cycle breaking, layer
/// assignment, dummy nodes for long edges and labels, crossing reduction, coordinate assignment,
/// then the flowchart's direction and edge routing. Pure and deterministic: no hashing order, no
/// randomness, no recursion (a graph of thousands of nodes cannot overflow the stack).
public enum LayeredLayout {
    public static func layout(_ graph: LayoutGraph, nodeSpacing: Double = 40, layerSpacing: Double = 60) -> LayoutResult {
        let nodeSpacing = cleaned(nodeSpacing)
        let layerSpacing = cleaned(layerSpacing)
        let count = graph.nodes.count
        let horizontal = graph.direction.isHorizontal
        let sizes = graph.nodes.map { (width: cleaned($0.width), height: cleaned($0.height)) }
        let flat = Flat(
            width: sizes.map { horizontal ? $0.height : $0.width },
            height: sizes.map { horizontal ? $0.width : $0.height },
            labelWidth: graph.edges.map { horizontal ? cleaned($0.labelHeight) : cleaned($0.labelWidth) },
            labelHeight: graph.edges.map { horizontal ? cleaned($0.labelWidth) : cleaned($0.labelHeight) },
            hasLabel: graph.edges.map(\.hasLabel),
            nodeSpacing: nodeSpacing,
            layerSpacing: layerSpacing,
            clusterPath: clusterPaths(graph)
        )

        var selfLoops = [[Int]](repeating: [], count: count)
        var plain: [Int] = []
        for (index, edge) in graph.edges.enumerated() {
            guard edge.from >= 0, edge.from < count, edge.to >= 0, edge.to < count else { continue }
            if edge.from == edge.to {
                selfLoops[edge.from].append(index)
            } else {
                plain.append(index)
            }
        }

        // Connected components, each laid out alone and put side by side in order of their
        // first node.
        var parent = Array(0..<count)
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        for index in plain {
            let a = root(graph.edges[index].from)
            let b = root(graph.edges[index].to)
            if a != b { parent[max(a, b)] = min(a, b) }
        }
        // A cluster's nodes are laid out together, even when no edge joins them.
        var firstOfCluster: [Int: Int] = [:]
        for (node, path) in flat.clusterPath.enumerated() {
            for cluster in path {
                guard let first = firstOfCluster[cluster] else {
                    firstOfCluster[cluster] = node
                    continue
                }
                let a = root(first), b = root(node)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        var componentOfRoot = [Int](repeating: -1, count: count)
        var members: [[Int]] = []
        var localIndex = [Int](repeating: 0, count: count)
        for node in 0..<count {
            let r = root(node)
            if componentOfRoot[r] < 0 {
                componentOfRoot[r] = members.count
                members.append([])
            }
            let component = componentOfRoot[r]
            localIndex[node] = members[component].count
            members[component].append(node)
        }
        var componentEdges = [[Int]](repeating: [], count: members.count)
        for index in plain {
            componentEdges[componentOfRoot[root(graph.edges[index].from)]].append(index)
        }

        var centres = [Point](repeating: Point(x: 0, y: 0), count: count)
        var paths = [[Point]](repeating: [], count: graph.edges.count)
        var labels = [Point?](repeating: nil, count: graph.edges.count)
        var offset = 0.0
        var totalHeight = 0.0
        var crossings = 0
        var initialCrossings = 0
        for (component, nodes) in members.enumerated() {
            let part = layoutComponent(nodes, componentEdges[component], graph, localIndex, selfLoops, flat)
            for (local, node) in nodes.enumerated() {
                centres[node] = Point(x: part.nodes[local].x + offset, y: part.nodes[local].y)
            }
            for (edge, path) in part.paths {
                paths[edge] = path.map { Point(x: $0.x + offset, y: $0.y) }
            }
            for (edge, label) in part.labels {
                labels[edge] = Point(x: label.x + offset, y: label.y)
            }
            offset += part.width + nodeSpacing
            totalHeight = max(totalHeight, part.height)
            crossings += part.crossings
            initialCrossings += part.initialCrossings
        }
        let totalWidth = members.isEmpty ? 0 : offset - nodeSpacing

        // Direction: everything above is top-down; turn it.
        func turn(_ point: Point) -> Point {
            switch graph.direction {
            case .topDown: point
            case .bottomUp: Point(x: point.x, y: totalHeight - point.y)
            case .leftRight: Point(x: point.y, y: point.x)
            case .rightLeft: Point(x: totalHeight - point.y, y: point.x)
            }
        }
        let boxes = (0..<count).map { node in
            let centre = turn(centres[node])
            return Rect(x: centre.x, y: centre.y, width: sizes[node].width, height: sizes[node].height)
        }
        var edges = paths.map { $0.map(turn) }
        for index in plain where edges[index].count >= 2 {
            let path = edges[index]
            let edge = graph.edges[index]
            edges[index][0] = clip(boxes[edge.from], towards: path[1])
            edges[index][path.count - 1] = clip(boxes[edge.to], towards: path[path.count - 2])
        }
        var result = LayoutResult(
            nodes: boxes,
            edges: edges,
            edgeLabels: labels.map { $0.map(turn) },
            width: horizontal ? totalHeight : totalWidth,
            height: horizontal ? totalWidth : totalHeight,
            crossings: crossings
        )
        result.initialCrossings = initialCrossings
        result.clusters = clusterBoxes(graph.clusters, boxes: boxes, padding: nodeSpacing / 2)
        return result
    }

    /// Each cluster's box: the bounding box of its members and nested clusters, padded, with its
    /// title's height on top. (Members are not yet kept together by the ordering.)
    static func clusterBoxes(_ clusters: [LayoutCluster], boxes: [Rect], padding: Double) -> [Rect] {
        var result = [Rect?](repeating: nil, count: clusters.count)
        // Children come after their parents: fill from the last cluster back.
        for index in clusters.indices.reversed() {
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            func include(_ rect: Rect) {
                minX = min(minX, rect.minX); minY = min(minY, rect.minY)
                maxX = max(maxX, rect.maxX); maxY = max(maxY, rect.maxY)
            }
            for member in clusters[index].members where member >= 0 && member < boxes.count { include(boxes[member]) }
            for child in clusters.indices where clusters[child].parent == index { if let box = result[child] { include(box) } }
            guard minX.isFinite else { continue }
            let title = cleaned(clusters[index].labelHeight)
            let width = max(maxX - minX + 2 * padding, cleaned(clusters[index].labelWidth) + 2 * padding)
            let height = maxY - minY + 2 * padding + title
            result[index] = Rect(x: (minX + maxX) / 2, y: (minY + maxY) / 2 - title / 2, width: width, height: height)
        }
        return result.map { $0 ?? Rect(x: 0, y: 0, width: 0, height: 0) }
    }

    static func commonPrefix(_ a: [Int], _ b: [Int]) -> [Int] {
        var prefix: [Int] = []
        for (x, y) in zip(a, b) {
            guard x == y else { break }
            prefix.append(x)
        }
        return prefix
    }

    /// Each node's clusters, outermost first: the cluster that lists it and that cluster's
    /// ancestors. A node listed by two clusters belongs to the later (inner) one.
    static func clusterPaths(_ graph: LayoutGraph) -> [[Int]] {
        var innermost = [Int?](repeating: nil, count: graph.nodes.count)
        for (index, cluster) in graph.clusters.enumerated() {
            for member in cluster.members where member >= 0 && member < graph.nodes.count { innermost[member] = index }
        }
        return innermost.map { cluster in
            var path: [Int] = []
            var current = cluster
            while let index = current, path.count <= graph.clusters.count {
                path.append(index)
                current = graph.clusters[index].parent.flatMap { $0 >= 0 && $0 < graph.clusters.count && $0 != index ? $0 : nil }
            }
            return path.reversed()
        }
    }

    /// A size or spacing as the layout uses it: a negative, infinite or NaN value counts as 0.
    static func cleaned(_ value: Double) -> Double {
        value.isFinite && value > 0 ? value : 0
    }

    /// Where the segment from the box's centre towards `point` leaves the box.
    static func clip(_ box: Rect, towards point: Point) -> Point {
        let dx = point.x - box.x
        let dy = point.y - box.y
        var scale = Double.infinity
        if dx != 0 { scale = min(scale, box.width / 2 / abs(dx)) }
        if dy != 0 { scale = min(scale, box.height / 2 / abs(dy)) }
        guard scale.isFinite else { return Point(x: box.x, y: box.y) }
        return Point(x: box.x + dx * scale, y: box.y + dy * scale)
    }

    /// Sizes in top-down space (a left-right layout is laid out top-down with widths and heights
    /// swapped).
    struct Flat {
        var width: [Double]
        var height: [Double]
        var labelWidth: [Double]
        var labelHeight: [Double]
        var hasLabel: [Bool]
        var nodeSpacing: Double
        var layerSpacing: Double
        /// Per node: its clusters, outermost first.
        var clusterPath: [[Int]] = []
    }

    struct Part {
        var nodes: [Point]
        var paths: [(Int, [Point])]
        var labels: [(Int, Point)]
        var width: Double
        var height: Double
        var crossings: Int
        var initialCrossings: Int
    }

    static func layoutComponent(_ nodes: [Int], _ edgeIndices: [Int], _ graph: LayoutGraph, _ localIndex: [Int], _ selfLoops: [[Int]], _ flat: Flat) -> Part {
        let count = nodes.count
        let local = edgeIndices.map { (from: localIndex[graph.edges[$0].from], to: localIndex[graph.edges[$0].to]) }
        let reversed = backEdges(nodeCount: count, edges: local)
        let acyclic = local.indices.map { reversed[$0] ? (from: local[$0].to, to: local[$0].from) : local[$0] }
        var layer = longestPathLayers(nodeCount: count, edges: acyclic)
        // With labels, layers are doubled so that every edge has a middle layer for its label
        // (as dagre does), and half as far apart.
        let labelled = edgeIndices.contains { flat.hasLabel[$0] }
        if labelled { layer = layer.map { $0 * 2 } }

        let loopSize = max(flat.nodeSpacing / 2, 8)
        var work = Work()
        for (localNode, node) in nodes.enumerated() {
            var reserve = 0.0
            var height = flat.height[node]
            if !selfLoops[node].isEmpty {
                var widest = 0.0
                for edge in selfLoops[node] {
                    widest = max(widest, flat.labelWidth[edge])
                    height = max(height, flat.labelHeight[edge])
                }
                reserve = loopSize * Double(selfLoops[node].count) + widest
            }
            let added = work.add(.real, layer: layer[localNode], width: flat.width[node] + 2 * reserve, height: height)
            work.clusterPath[added] = flat.clusterPath[node]
        }
        var chains: [Chain] = []
        for (index, edge) in acyclic.enumerated() {
            let global = edgeIndices[index]
            var chain = Chain(edge: global, nodes: [edge.from], reversed: reversed[index], label: nil)
            let top = layer[edge.from]
            let bottom = layer[edge.to]
            let labelLayer = flat.hasLabel[global] ? top + (bottom - top) / 2 : -1
            var previous = edge.from
            if top + 1 < bottom {
                for level in (top + 1)..<bottom {
                    let dummy: Int
                    if level == labelLayer {
                        dummy = work.add(.label, layer: level, width: flat.labelWidth[global], height: flat.labelHeight[global])
                        chain.label = dummy
                    } else {
                        dummy = work.add(.dummy, layer: level, width: 0, height: 0)
                    }
                    // An edge between two nodes of one cluster runs inside it.
                    work.clusterPath[dummy] = commonPrefix(work.clusterPath[edge.from], work.clusterPath[edge.to])
                    work.link(previous, dummy)
                    chain.nodes.append(dummy)
                    previous = dummy
                }
            }
            work.link(previous, edge.to)
            chain.nodes.append(edge.to)
            chains.append(chain)
        }

        let ordered = order(work)
        let x = horizontalPositions(ordered.layers, work, nodeSpacing: flat.nodeSpacing)
        let vertical = verticalPositions(ordered.layers, work, layerSpacing: labelled ? flat.layerSpacing / 2 : flat.layerSpacing)
        let y = vertical.y
        var width = 0.0
        for node in x.indices {
            width = max(width, x[node] + work.width[node] / 2)
        }

        var paths: [(Int, [Point])] = []
        var labels: [(Int, Point)] = []
        for chain in chains {
            var points = chain.nodes.map { Point(x: x[$0], y: y[$0]) }
            if chain.reversed { points.reverse() }
            paths.append((chain.edge, points))
            if let label = chain.label {
                labels.append((chain.edge, Point(x: x[label], y: y[label])))
            }
        }
        // Self-loops: nested loops on the right of the node (top-down space), label beyond.
        for (localNode, node) in nodes.enumerated() {
            let halfWidth = flat.width[node] / 2
            let quarter = flat.height[node] / 4
            for (nesting, edge) in selfLoops[node].enumerated() {
                let border = x[localNode] + halfWidth
                let outer = border + loopSize * Double(nesting + 1)
                let centreY = y[localNode]
                paths.append((edge, [
                    Point(x: border, y: centreY - quarter), Point(x: outer, y: centreY - quarter),
                    Point(x: outer, y: centreY + quarter), Point(x: border, y: centreY + quarter),
                ]))
                if flat.hasLabel[edge] {
                    labels.append((edge, Point(x: outer + flat.labelWidth[edge] / 2, y: centreY)))
                }
            }
        }
        return Part(
            nodes: (0..<count).map { Point(x: x[$0], y: y[$0]) },
            paths: paths,
            labels: labels,
            width: width,
            height: vertical.height,
            crossings: ordered.final,
            initialCrossings: ordered.initial
        )
    }
}
