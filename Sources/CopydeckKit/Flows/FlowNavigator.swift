/// Walks a compiled flow: start at its start node, advance by outcome ids, go back.
///
///     var navigator = try FlowNavigator(flow: bundle.flows!.flow("photo_permission")!)
///     try navigator.advance()                      // the only way on
///     try navigator.advance(outcome: "denied")     // a decision's branch, by its stable id
public struct FlowNavigator: Sendable {
    public let flow: Flow
    public private(set) var current: Flow.Node
    /// Node ids visited before the current one, oldest first.
    public private(set) var history: [String] = []

    public init(flow: Flow) throws(FlowNavigationError) {
        guard let start = flow.node(flow.start) else { throw .missingNode(flow.start) }
        self.flow = flow
        self.current = start
    }

    /// Whether the current node is one of the flow's ends.
    public var isAtEnd: Bool { flow.ends.contains(current.id) }

    /// The outcome ids the current node offers.
    public var outcomes: [String] { flow.edges(from: current.id).compactMap(\.outcome) }

    /// Follows the edge with `outcome`, or the only edge when `outcome` is nil.
    @discardableResult
    public mutating func advance(outcome: String? = nil) throws(FlowNavigationError) -> Flow.Node {
        let edges = flow.edges(from: current.id)
        let edge: Flow.Edge
        if let outcome {
            guard let match = edges.first(where: { $0.outcome == outcome }) else {
                throw .unknownOutcome(outcome, node: current.id, available: edges.compactMap(\.outcome))
            }
            edge = match
        } else {
            guard let only = edges.first else { throw .noWayOn(node: current.id) }
            guard edges.count == 1 else { throw .outcomeRequired(node: current.id, available: edges.compactMap(\.outcome)) }
            edge = only
        }
        guard let next = flow.node(edge.to) else { throw .missingNode(edge.to) }
        history.append(current.id)
        current = next
        return next
    }

    /// Returns to the previous node, if any.
    @discardableResult
    public mutating func back() -> Flow.Node? {
        guard let previous = history.popLast(), let node = flow.node(previous) else { return nil }
        current = node
        return node
    }
}

public enum FlowNavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    case missingNode(String)
    case noWayOn(node: String)
    case outcomeRequired(node: String, available: [String])
    case unknownOutcome(String, node: String, available: [String])

    public var description: String {
        switch self {
        case .missingNode(let id): "the flow has no node `\(id)`"
        case .noWayOn(let node): "node `\(node)` has no way on"
        case .outcomeRequired(let node, let available):
            "node `\(node)` branches; pass one of the outcomes \(available.joined(separator: ", "))"
        case .unknownOutcome(let outcome, let node, let available):
            "node `\(node)` has no outcome `\(outcome)` (it has \(available.joined(separator: ", ")))"
        }
    }
}
