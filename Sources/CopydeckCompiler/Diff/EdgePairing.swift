/// Two versions of a flow's edges, paired by their two ends: between the same two nodes, edges
/// alike (label and outcome) are the same edge; the others are paired in their order, a pair
/// changed; what is left was added or removed. What `copydeck diff` lists and what the changes
/// page marks on its drawing, from one pairing.
enum EdgePairing {
    enum Pair: Equatable {
        case same(old: Int, new: Int)
        case changed(old: Int, new: Int)
        case added(new: Int)
        case removed(old: Int)
    }

    /// The pairs, by the ends' ids in sorted order (`from`, then `to`); within two ends, changed,
    /// then added, then removed, each in edge order.
    static func pairs(before: DeckFlow?, after: DeckFlow) -> [Pair] {
        func groups(_ flow: DeckFlow?) -> [Ends: [Int]] {
            var groups: [Ends: [Int]] = [:]
            for (index, edge) in (flow?.chart.edges ?? []).enumerated() { groups[Ends(from: edge.from, to: edge.to), default: []].append(index) }
            return groups
        }
        let old = groups(before), new = groups(after)
        var pairs: [Pair] = []
        for ends in Set(old.keys).union(new.keys).sorted() {
            var was = old[ends] ?? []
            var now: [Int] = []
            for edge in new[ends] ?? [] {
                if let match = was.firstIndex(where: { before!.edgeValue($0) == after.edgeValue(edge) }) {
                    pairs.append(.same(old: was.remove(at: match), new: edge))
                } else {
                    now.append(edge)
                }
            }
            let paired = min(was.count, now.count)
            pairs += (0..<paired).map { .changed(old: was[$0], new: now[$0]) }
            pairs += now.dropFirst(paired).map { .added(new: $0) }
            pairs += was.dropFirst(paired).map { .removed(old: $0) }
        }
        return pairs
    }

    private struct Ends: Hashable, Comparable {
        var from: String
        var to: String
        static func < (lhs: Ends, rhs: Ends) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }
}

extension DeckFlow {
    /// An edge's facts as the diff compares them: its label and its outcome id.
    func edgeValue(_ edge: Int) -> ProjectDiff.Value {
        .facts(["label": chart.edges[edge].label, "outcome": outcomes[edge]?.value])
    }
}
