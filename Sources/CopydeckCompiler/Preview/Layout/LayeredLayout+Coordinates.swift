extension LayeredLayout {
    /// Horizontal coordinates, in top-down space, by Brandes–Köpf
    /// (`LayeredLayout+BrandesKopf.swift`). The leftmost box edge ends at 0.
    static func horizontalPositions(_ layers: [[Int]], _ work: Work, nodeSpacing: Double) -> [Double] {
        brandesKopfPositions(layers, work, nodeSpacing: nodeSpacing)
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
