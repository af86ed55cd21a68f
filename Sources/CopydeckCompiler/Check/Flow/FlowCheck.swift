/// A check that looks at one flow at a time.
protocol FlowCheck: ProjectCheck {
    func check(_ flow: DeckFlow, in deck: Deck, into diagnostics: inout DiagnosticCollector)
}

extension FlowCheck {
    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks where !deck.hasUnreadableContent {
            for flow in deck.flows {
                check(flow, in: deck, into: &diagnostics)
            }
        }
    }
}

extension DeckFlow {
    /// The note that shows how the start reaches a node, for findings where the route matters.
    func pathNote(to node: Int) -> Diagnostic.Note? {
        let tree = analysis.tree
        guard tree.indices.contains(node), tree[node] != -1 else { return nil }
        return Diagnostic.Note("reached from the start by \(describe(path: FlowGraph.path(to: node, in: tree)))")
    }

    /// A node written once, never given a label or a shape, whose id is close to a declared
    /// node's: almost certainly a typo. Other checks leave such nodes to `flow.node-typo`.
    func typoTarget(of node: Int) -> String? {
        analysis.typoTargets[node]
    }
}
