extension LayeredLayout {
    /// Cycle breaking: an iterative depth-first search in node order (successors in edge order);
    /// an edge to a node still on the search's path is a back edge, and is reversed. Returns, per
    /// edge, whether it is reversed. Self-loops are not given here.
    static func backEdges(nodeCount: Int, edges: [(from: Int, to: Int)]) -> [Bool] {
        var outgoing = [[Int]](repeating: [], count: nodeCount)
        for (index, edge) in edges.enumerated() {
            outgoing[edge.from].append(index)
        }
        var reversed = [Bool](repeating: false, count: edges.count)
        // 0: not visited, 1: on the path, 2: done.
        var state = [UInt8](repeating: 0, count: nodeCount)
        var stack: [(node: Int, next: Int)] = []
        for start in 0..<nodeCount where state[start] == 0 {
            state[start] = 1
            stack.append((start, 0))
            while let top = stack.last {
                let list = outgoing[top.node]
                if top.next == list.count {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                stack[stack.count - 1].next += 1
                let edge = list[top.next]
                let target = edges[edge].to
                switch state[target] {
                case 0:
                    state[target] = 1
                    stack.append((target, 0))
                case 1:
                    reversed[edge] = true
                default:
                    break
                }
            }
        }
        return reversed
    }
}
