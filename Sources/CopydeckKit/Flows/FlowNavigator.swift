/// Walks a compiled flow: start at its start node, advance by outcome ids, go back.
///
///     var navigator = try FlowNavigator(flow: bundle.flows!.flow("photo_permission")!)
///     try navigator.advance()                      // the only way on
///     try navigator.advance(outcome: "denied")     // a decision's branch, by its stable id
public struct FlowNavigator: Sendable {
    /// The flow being walked.
    public let flow: Flow
    /// The node the walk is at: the flow's start node until the first `advance(outcome:)`.
    public private(set) var current: Flow.Node
    /// Node ids visited before the current one, oldest first.
    public private(set) var history: [String] = []
    /// Permission id → the outcome its system prompt was answered with (`granted`, `denied`),
    /// recorded when the walk leaves a `prompt` node. Going back keeps it: the answer is the
    /// system's, and the prompt is not shown again (TempoAI's page 5 comes back answered).
    public private(set) var permissionStates: [String: String] = [:]

    /// Starts a walk at the flow's start node. Throws `FlowNavigationError.missingNode` when the flow
    /// has no node with its `start` id.
    public init(flow: Flow) throws(FlowNavigationError) {
        guard let start = flow.node(flow.start) else { throw .missingNode(flow.start) }
        self.flow = flow
        self.current = start
    }

    /// Whether the current node is one of the flow's ends.
    public var isAtEnd: Bool { flow.ends.contains(current.id) }

    /// The outcome ids the current node offers.
    public var outcomes: [String] { flow.edges(from: current.id).compactMap(\.outcome) }

    /// A way on from the current node: its outcome id (nil for the only way on, or an edge the
    /// flow did not bind), the label on its arrow, and the node it leads to.
    public struct Way: Sendable, Equatable {
        /// The edge's stable id, to pass to `advance(edge:)`: the way can be taken by it even
        /// when it has no outcome id.
        public let edge: String
        /// The outcome id to pass to `advance(outcome:)`; nil when the edge has none.
        public let outcome: String?
        /// The author's label on the arrow, if any.
        public let label: String?
        /// The id of the node the way leads to.
        public let to: String
    }

    /// Every way on from the current node, in the flow's order, for a UI that shows the choices.
    public var ways: [Way] {
        flow.edges(from: current.id).map { Way(edge: $0.id, outcome: $0.outcome, label: $0.label, to: $0.to) }
    }

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
            guard edges.count == 1 else {
                let available = edges.compactMap(\.outcome)
                // Branches without outcome ids cannot be chosen at all: say so, and where they go.
                guard !available.isEmpty else { throw .unboundBranches(node: current.id, targets: edges.map(\.to)) }
                throw .outcomeRequired(node: current.id, available: available)
            }
            edge = only
        }
        return try take(edge)
    }

    /// Follows the edge with this stable id (`e1`, `L_splash_login_0`), which must leave the
    /// current node: a way chosen from `ways`, with or without an outcome id.
    @discardableResult
    public mutating func advance(edge id: String) throws(FlowNavigationError) -> Flow.Node {
        let edges = flow.edges(from: current.id)
        guard let edge = edges.first(where: { $0.id == id }) else {
            throw .unknownEdge(id, node: current.id, available: edges.map(\.id))
        }
        return try take(edge)
    }

    private mutating func take(_ edge: Flow.Edge) throws(FlowNavigationError) -> Flow.Node {
        guard let next = flow.node(edge.to) else { throw .missingNode(edge.to) }
        if let outcome = edge.outcome, let permission = answeredPermission {
            permissionStates[permission] = outcome
        }
        history.append(current.id)
        current = next
        return next
    }

    /// The permission whose answer an outcome taken now gives: the current node's, when it is a
    /// system prompt, or the prompt's just before, when the current node is the decision on its
    /// answer (Wander draws `prompt --> decision{…} -->|denied| …`).
    private var answeredPermission: String? {
        if current.kind == .prompt { return current.permission }
        guard current.kind == .decision, let previous = history.last.flatMap(flow.node), previous.kind == .prompt else { return nil }
        return previous.permission
    }

    /// The answer the permission's system prompt got on this walk, if it was asked.
    public func permissionState(_ permission: String) -> String? {
        permissionStates[permission]
    }

    /// The outcome id of a flow's own back edges.
    public static let backOutcome = "back"

    /// Goes back, as a back button or swipe does. Where the flow draws a back edge from the
    /// current node (outcome `back`), that edge decides: TempoAI's page 6 goes back to page 5 in
    /// its answered state, not to the system prompt. Otherwise the walk returns to the last
    /// screen it showed, passing over system prompts, decisions and steps, which cannot be shown
    /// again. Permission states are kept. Returns the node, or nil (and stays) when there is no
    /// screen to go back to.
    @discardableResult
    public mutating func back() -> Flow.Node? {
        if let edge = flow.edges(from: current.id).first(where: { $0.outcome == Self.backOutcome }), let target = flow.node(edge.to) {
            if let index = history.lastIndex(of: target.id) {
                history.removeSubrange(index...)
            } else {
                history.append(current.id)
            }
            current = target
            return target
        }
        guard let index = history.lastIndex(where: { flow.node($0)?.kind == .screen }), let node = flow.node(history[index]) else {
            return nil
        }
        history.removeSubrange(index...)
        current = node
        return node
    }
}

/// Why a `FlowNavigator` could not start or move on. `description` says what to fix.
public enum FlowNavigationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The flow names a node it does not have: its `start`, or the target of an edge.
    case missingNode(String)
    /// `advance()` was called on a node that no edge leaves (an end of the flow).
    case noWayOn(node: String)
    /// `advance()` was called without an outcome on a node that branches; `available` lists the
    /// outcome ids to pass.
    case outcomeRequired(node: String, available: [String])
    /// The current node has no edge with the outcome passed to `advance(outcome:)`; `available` lists
    /// the outcome ids it has.
    case unknownOutcome(String, node: String, available: [String])
    /// The node branches, but none of its edges has an outcome id to choose it by.
    case unboundBranches(node: String, targets: [String])
    /// No edge with the id passed to `advance(edge:)` leaves the current node; `available` lists
    /// the ids of those that do.
    case unknownEdge(String, node: String, available: [String])

    public var description: String {
        switch self {
        case .missingNode(let id): "the flow has no node `\(id)`"
        case .noWayOn(let node): "node `\(node)` has no way on"
        case .outcomeRequired(let node, let available):
            "node `\(node)` branches; pass one of the outcomes \(available.joined(separator: ", "))"
        case .unknownOutcome(let outcome, let node, let available):
            available.isEmpty
                ? "node `\(node)` has no outcome `\(outcome)` (its ways on have no outcome ids)"
                : "node `\(node)` has no outcome `\(outcome)` (it has \(available.joined(separator: ", ")))"
        case .unknownEdge(let id, let node, let available):
            "no edge `\(id)` leaves node `\(node)` (\(available.isEmpty ? "none does" : "it has \(available.joined(separator: ", "))"))"
        case .unboundBranches(let node, let targets):
            "node `\(node)` branches to \(targets.joined(separator: ", ")) but its edges have no outcome ids to choose by; bind them with `%% @outcome \(node) TARGET=id`"
        }
    }
}
