extension Flowchart {
    /// Each edge's stable id, as Mermaid's `FlowDB` gives it: the one the parser gave it (the
    /// author's, `e1` of `A e1@--> B`, or generated), else `L_<from>_<to>_<n>`, where `n` is 0
    /// for the first edge between the two nodes and then 2, 3… (Mermaid counts the edges already
    /// between them, plus one). The same diagram always gives the same ids.
    public var edgeIDs: [String] {
        var seen: [String: Int] = [:]
        return edges.map { edge in
            let key = "\(edge.from)\u{0}\(edge.to)"
            let earlier = seen[key, default: 0]
            seen[key] = earlier + 1
            return edge.id ?? Self.generatedEdgeID(from: edge.from, to: edge.to, earlier: earlier)
        }
    }

    /// Mermaid's id for an edge the author gave none, with `earlier` edges between the same two
    /// nodes before it (whatever their ids).
    public static func generatedEdgeID(from: String, to: String, earlier: Int) -> String {
        "L_\(from)_\(to)_\(earlier == 0 ? 0 : earlier + 1)"
    }
}
