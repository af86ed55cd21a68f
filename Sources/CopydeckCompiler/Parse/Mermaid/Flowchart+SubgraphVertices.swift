extension Flowchart {
    /// Which vertices named after a subgraph to take out.
    enum SubgraphVertices {
        /// Those a `style S1 …` alone made: Mermaid's parser adds the vertex, but draws the
        /// subgraph and lists no node for it in its model (`flow dump`).
        case styledOnly
        /// Those no edge touches and nothing declares: the styled ones, and a subgraph named as a
        /// member of another. Each is the box around states, no state of a flow itself: left in,
        /// it would be reported unreachable or as a second start.
        case unlinked
    }

    /// The chart without the vertices `which` names.
    func without(_ which: SubgraphVertices) -> Flowchart {
        let subgraphs = Set(self.subgraphs.map(\.id))
        guard !subgraphs.isEmpty else { return self }
        var linked = Set<String>()
        if which == .unlinked {
            for edge in edges where subgraphs.contains(edge.from) || subgraphs.contains(edge.to) {
                linked.insert(edge.from)
                linked.insert(edge.to)
            }
        }
        var chart = self
        chart.nodes.removeAll { node in
            guard subgraphs.contains(node.id), node.declaration == nil else { return false }
            return which == .styledOnly ? node.references == 0 : !linked.contains(node.id)
        }
        return chart
    }
}
