extension DeckFlow {
    /// The permission a node's system prompt asks for, if it is a prompt.
    func promptPermission(_ node: Int) -> String? {
        if case .prompt(let id) = roles[node] { return id.value }
        return nil
    }

    /// Whether the node is a pre-prompt for `permission`: bound to that permission, or to a
    /// screen that asks for it.
    func isPrePrompt(_ node: Int, for permission: String, in deck: Deck) -> Bool {
        guard case .screen(let id) = roles[node] else { return false }
        if id.value == permission { return true }
        return deck.screens.first { $0.id.value == id.value }?.permission?.value == permission
    }

    /// The permission a node's screen is the pre-prompt of: the permission it is bound to, or
    /// the one its screen asks for.
    func prePromptPermission(_ node: Int, in deck: Deck) -> String? {
        guard case .screen(let id) = roles[node] else { return nil }
        if deck.permissions.contains(where: { $0.id.value == id.value }) { return id.value }
        return deck.screens.first { $0.id.value == id.value }?.permission?.value
    }

    /// The outcome ids the way on from a node carries: its own branches', or, when its only way
    /// on leads to a decision, that decision's (`prompt --> decision{…}`), in edge order, each once.
    func answers(of node: Int) -> [String] {
        var branching = [node]
        let next = graph.outgoing(node).map { Int(graph.edgeTargets[Int($0)]) }
        if next.count == 1, let only = next.first, isDecision[only] { branching.append(only) }
        var found: [String] = []
        for source in branching {
            for edge in graph.outgoing(source) {
                if let outcome = outcomes[Int(edge)]?.value, !found.contains(outcome) { found.append(outcome) }
            }
        }
        return found
    }

    /// Whether the user acts on the node's screen (a permission's pre-prompt always takes a tap).
    func takesUserAction(_ node: Int, in deck: Deck) -> Bool {
        guard case .screen(let id) = roles[node] else { return false }
        guard let screen = deck.screens.first(where: { $0.id.value == id.value }) else {
            return deck.permissions.contains { $0.id.value == id.value }
        }
        return (screen.kind?.value ?? .page).takesUserAction
    }
}

extension Deck {
    /// Permission id → the outcome ids its prompts' branches carry in the deck's flows: the
    /// prompt's own branches, or the branches of the decision drawn right after it
    /// (`prompt --> decision{…}`).
    var promptAnswers: [String: Set<String>] {
        var answers: [String: Set<String>] = [:]
        for flow in flows {
            for node in flow.chart.nodes.indices {
                guard let permission = flow.promptPermission(node) else { continue }
                answers[permission, default: []].formUnion(flow.answers(of: node))
            }
        }
        return answers
    }
}
