extension LayeredLayout {
    static let placementPasses = 8

    /// Horizontal coordinates, in top-down space: each layer packed left to right, then passes
    /// (down, by the layer above; up, by the layer below; finally by both) that pull every node
    /// towards the median of its neighbours' positions. Each pass places a layer exactly: the
    /// positions minimising Σ weight·(x − median)² that keep the layer's order and spacing, by
    /// pool-adjacent-violators (isotonic regression). Dummies weigh more than real nodes, so long
    /// edges run straight, as in the priority method; this is a simplified stand-in for
    /// Brandes–Köpf. The leftmost box edge ends at 0.
    static func horizontalPositions(_ layers: [[Int]], _ work: Work, nodeSpacing: Double) -> [Double] {
        var x = [Double](repeating: 0, count: work.kind.count)
        for layer in layers {
            var cursor = 0.0
            for (index, node) in layer.enumerated() {
                if index > 0 {
                    cursor += gap(layer[index - 1], node, work, nodeSpacing)
                } else {
                    cursor = work.width[node] / 2
                }
                x[node] = cursor
            }
        }
        guard layers.count > 1 else { return shifted(x, work) }
        for _ in 0..<effort(work.kind.count).placements {
            for index in 1..<layers.count {
                place(layers[index], work, nodeSpacing, &x, above: true, below: false)
            }
            for index in stride(from: layers.count - 2, through: 0, by: -1) {
                place(layers[index], work, nodeSpacing, &x, above: false, below: true)
            }
        }
        for _ in 0..<2 {
            for layer in layers {
                place(layer, work, nodeSpacing, &x, above: true, below: true)
            }
        }
        return shifted(x, work)
    }

    static func margin(_ kind: WorkKind, _ nodeSpacing: Double) -> Double {
        switch kind {
        case .real: nodeSpacing / 2
        case .label: nodeSpacing / 4
        case .dummy: nodeSpacing / 8
        }
    }

    /// The least distance between the centres of two neighbours in a layer.
    static func gap(_ left: Int, _ right: Int, _ work: Work, _ nodeSpacing: Double) -> Double {
        let base = (work.width[left] + work.width[right]) / 2 + margin(work.kind[left], nodeSpacing) + margin(work.kind[right], nodeSpacing)
        // Room for the border and padding of each cluster box between the two.
        let a = work.clusterPath[left], b = work.clusterPath[right]
        let shared = LayeredLayout.commonPrefix(a, b).count
        return base + Double(a.count + b.count - 2 * shared) * (nodeSpacing / 2 + 2)
    }

    static func weight(_ kind: WorkKind) -> Double {
        switch kind {
        case .real: 1
        case .label: 4
        case .dummy: 8
        }
    }

    static func place(_ layer: [Int], _ work: Work, _ nodeSpacing: Double, _ x: inout [Double], above: Bool, below: Bool) {
        guard !layer.isEmpty else { return }
        var targets = [Double](repeating: 0, count: layer.count)
        var weights = [Double](repeating: 0, count: layer.count)
        var offset = 0.0
        var values: [Double] = []
        for (index, node) in layer.enumerated() {
            if index > 0 {
                offset += gap(layer[index - 1], node, work, nodeSpacing)
            }
            values.removeAll(keepingCapacity: true)
            if above { for other in work.up[node] { values.append(x[other]) } }
            if below { for other in work.down[node] { values.append(x[other]) } }
            let desired: Double
            if values.isEmpty {
                desired = x[node]
                weights[index] = 0.05
            } else {
                values.sort()
                let middle = values.count / 2
                desired = values.count % 2 == 1 ? values[middle] : (values[middle - 1] + values[middle]) / 2
                weights[index] = weight(work.kind[node]) * Double(values.count)
            }
            targets[index] = desired - offset
        }
        // Pool adjacent violators: blocks of equal value, merged while out of order.
        var blockWeight: [Double] = []
        var blockSum: [Double] = []
        var blockCount: [Int] = []
        for index in targets.indices {
            blockWeight.append(weights[index])
            blockSum.append(weights[index] * targets[index])
            blockCount.append(1)
            while blockWeight.count > 1 {
                let last = blockWeight.count - 1
                if blockSum[last - 1] / blockWeight[last - 1] < blockSum[last] / blockWeight[last] { break }
                blockWeight[last - 1] += blockWeight[last]
                blockSum[last - 1] += blockSum[last]
                blockCount[last - 1] += blockCount[last]
                blockWeight.removeLast()
                blockSum.removeLast()
                blockCount.removeLast()
            }
        }
        var index = 0
        offset = 0
        for block in blockWeight.indices {
            let value = blockSum[block] / blockWeight[block]
            for _ in 0..<blockCount[block] {
                let node = layer[index]
                if index > 0 {
                    offset += gap(layer[index - 1], node, work, nodeSpacing)
                }
                x[node] = value + offset
                index += 1
            }
        }
    }

    static func shifted(_ x: [Double], _ work: Work) -> [Double] {
        var least = Double.infinity
        for node in x.indices {
            least = min(least, x[node] - work.width[node] / 2)
        }
        guard least.isFinite else { return x }
        return x.map { $0 - least }
    }

    /// Vertical coordinates, in top-down space: layers one below the other, each as tall as its
    /// tallest node, `layerSpacing` apart; a node is centred in its layer.
    static func verticalPositions(_ layers: [[Int]], _ work: Work, layerSpacing: Double) -> (y: [Double], height: Double) {
        var y = [Double](repeating: 0, count: work.kind.count)
        var top = 0.0
        for (index, layer) in layers.enumerated() {
            if index > 0 { top += layerSpacing }
            var tallest = 0.0
            for node in layer { tallest = max(tallest, work.height[node]) }
            for node in layer { y[node] = top + tallest / 2 }
            top += tallest
        }
        return (y, top)
    }
}
