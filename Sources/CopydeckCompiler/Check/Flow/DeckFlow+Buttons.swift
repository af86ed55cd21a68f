import CopydeckKit

/// How a screen's buttons meet its flow: which way on each button takes, which ways no button
/// takes, and where the flow does not say. One binding, read by `flow.button-outcome` and by the
/// preview's prototype, so what lint accepts is what the prototype clicks.
///
/// A button (or link) takes the way on whose outcome id is its field's name, compared as
/// identifiers (`keepGoing` is `keep_going`), or the one its `outcome:` names; `back` goes back.
/// The ways on from a node are its own outcome edges and, through an edge without an id into a
/// decision, that decision's (`screen --> choice{…}`). The one way on without an id is taken by
/// the screen's one button no outcome took; with several such buttons the flow does not say which.
extension DeckFlow {
    /// A way on from a node as a person on its screen chooses it.
    struct Way: Equatable, Sendable {
        /// The outcome id; nil for a way the flow gave none.
        var outcome: String?
        /// The edge that reaches `target`: the node's own, or the decision's after `through`.
        var edge: Int
        /// The edge into a decision this way passes through, if any.
        var through: Int?
        var target: Int
    }

    /// What one tappable field of a node's screen does in this flow.
    enum ButtonAction: Equatable, Sendable {
        /// Takes a way on.
        case way(Way)
        /// Goes back (`back`, as `FlowNavigator.back()`).
        case back
        /// Acts on its own screen (`stays: true`).
        case stays
        /// The flow does not model it here; `elsewhere` names a flow and node of the deck that
        /// takes it from the same screen, when one does.
        case unmodeled(elsewhere: Elsewhere?)
        /// Several buttons and one way on without an id: the flow does not say which takes it.
        case ambiguous
    }

    /// A flow and node of the deck where a button takes a way.
    struct Elsewhere: Equatable, Sendable {
        var flow: String
        var node: String
    }

    struct ButtonBinding: Sendable {
        var field: Field
        var action: ButtonAction
        /// Whether the field must take a way (a button or link); a toggle or text field may.
        var isRequired: Bool { field.effectiveSurface == .button || field.effectiveSurface == .link }
        /// The outcome id the field stands for: its `outcome:`, else its own name.
        var name: String { field.outcome?.value ?? field.id.value }
    }

    /// A screen node's buttons with what each does, and the ways on no button takes.
    struct NodeButtons: Sendable {
        var node: Int
        var buttons: [ButtonBinding]
        /// Ways on `@trigger` gives to the app or the system.
        var triggered: [Way]
        /// Ways on no field of the screen takes and no trigger names, in edge order: the app's
        /// own (a screen without buttons moves on by itself), or ones the screen has no button for.
        var untaken: [Way]
    }

    /// The ways on from `node` as its screen offers them, in edge order, each outcome once.
    func ways(of node: Int) -> [Way] {
        var ways: [Way] = []
        var seen: Set<String> = []
        func add(_ way: Way) {
            if let outcome = way.outcome { guard seen.insert(outcome).inserted else { return } }
            ways.append(way)
        }
        for edge in graph.outgoing(node).map(Int.init) {
            let target = Int(graph.edgeTargets[edge])
            if outcomes[edge] == nil, isDecision[target], target != node, roles[target] == .step {
                let branches = graph.outgoing(target).map(Int.init).filter { outcomes[$0] != nil }
                if !branches.isEmpty {
                    for branch in branches {
                        add(Way(outcome: outcomes[branch]?.value, edge: branch, through: edge, target: Int(graph.edgeTargets[branch])))
                    }
                    continue
                }
            }
            add(Way(outcome: outcomes[edge]?.value, edge: edge, through: nil, target: target))
        }
        return ways
    }

    /// The fields a node's screen (or permission pre-prompt) shows that a person can tap, with
    /// what each does in this flow; nil for a node that shows no screen. `elsewhere` says where
    /// another flow of the deck takes a button of the same screen this one does not.
    func buttons(of node: Int, in deck: Deck, elsewhere: (_ subject: String, _ field: String) -> Elsewhere? = { _, _ in nil }) -> NodeButtons? {
        buttons(of: node, fields: deck.fields(ofSubject:), elsewhere: elsewhere)
    }

    /// The same, the subject's fields found by `fields` (`Deck.fieldsBySubject`, for every node
    /// of every flow of a deck).
    func buttons(of node: Int, fields fieldsOfSubject: (String) -> [Field]?,
                 elsewhere: (_ subject: String, _ field: String) -> Elsewhere? = { _, _ in nil }) -> NodeButtons? {
        guard case .screen(let subject) = roles[node], let fields = fieldsOfSubject(subject.value) else { return nil }
        let triggers = Set((self.triggers[node] ?? []).map { IdentifierSyntax.snakeCase($0.value) })
        var ways: [Way] = []
        var triggered: [Way] = []
        for way in self.ways(of: node) {
            if let outcome = way.outcome, triggers.contains(IdentifierSyntax.snakeCase(outcome)) { triggered.append(way) } else { ways.append(way) }
        }
        var byOutcome: [String: Way] = [:]
        for way in ways {
            if let outcome = way.outcome, byOutcome[IdentifierSyntax.snakeCase(outcome)] == nil { byOutcome[IdentifierSyntax.snakeCase(outcome)] = way }
        }
        var buttons = fields.filter { $0.effectiveSurface.takesOutcome }.map { ButtonBinding(field: $0, action: .unmodeled(elsewhere: nil)) }
        var taken: Set<String> = []
        var open: [Int] = []
        for index in buttons.indices {
            let name = IdentifierSyntax.snakeCase(buttons[index].name)
            if let way = byOutcome[name] {
                buttons[index].action = .way(way)
                taken.insert(name)
            } else if name == FlowNavigator.backOutcome {
                buttons[index].action = .back
            } else if buttons[index].field.stays {
                buttons[index].action = .stays
            } else if buttons[index].isRequired {
                buttons[index].action = .unmodeled(elsewhere: elsewhere(subject.value, buttons[index].field.id.value))
                open.append(index)
            }
        }
        var untaken = ways.filter { way in way.outcome.map { !taken.contains(IdentifierSyntax.snakeCase($0)) } ?? true }
        let unnamed = untaken.filter { $0.outcome == nil }
        // Where the flow ends after this screen, it hands its buttons over: those another flow
        // takes are that flow's, and do not compete for the end.
        var candidates = open
        if unnamed.count == 1, ends.contains(unnamed[0].target) || graph.outgoing(unnamed[0].target).isEmpty {
            candidates.removeAll { index in
                if case .unmodeled(.some) = buttons[index].action { return true }
                return false
            }
        }
        if unnamed.count == 1, candidates.count == 1 {
            buttons[candidates[0]].action = .way(unnamed[0])
            untaken.removeAll { $0 == unnamed[0] }
        } else if !unnamed.isEmpty {
            for index in candidates { buttons[index].action = .ambiguous }
        }
        return NodeButtons(node: node, buttons: buttons, triggered: triggered, untaken: untaken)
    }
}

extension Deck {
    /// The fields a flow node bound to `subject` shows: a screen's, or a permission's own and
    /// its template's (the pre-prompt it instantiates); nil when the deck has neither.
    func fields(ofSubject subject: String) -> [Field]? {
        if let screen = screens.first(where: { $0.id.value == subject }) { return screen.fields }
        guard let permission = permissions.first(where: { $0.id.value == subject }) else { return nil }
        let template = permission.template.flatMap { name in templates.first { $0.id.value == name.value } }
        return permission.fields + (template?.fields ?? [])
    }

    /// `fields(ofSubject:)` of every screen and permission, found at once: the first screen of
    /// an id, else the first permission of it with its template's fields.
    func fieldsBySubject() -> [String: [Field]] {
        var fields: [String: [Field]] = [:]
        for screen in screens where fields[screen.id.value] == nil { fields[screen.id.value] = screen.fields }
        let templates = Dictionary(self.templates.map { ($0.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        for permission in permissions where fields[permission.id.value] == nil {
            let template = permission.template.flatMap { templates[$0.value] }
            fields[permission.id.value] = permission.fields + (template?.fields ?? [])
        }
        return fields
    }

    /// Every node of the deck's flows bound to a screen, with its buttons, per flow: a button
    /// one flow does not model that another takes from the same screen says where.
    func flowButtons() -> [[DeckFlow.NodeButtons]] {
        let subjects = fieldsBySubject()
        func fields(_ subject: String) -> [Field]? { subjects[subject] }
        let first = flows.map { flow in flow.chart.nodes.indices.compactMap { flow.buttons(of: $0, fields: fields) } }
        // Subject → field → the first flow and node that take it.
        var modeled: [String: [String: DeckFlow.Elsewhere]] = [:]
        for (flow, nodes) in zip(flows, first) {
            for node in nodes {
                guard case .screen(let subject) = flow.roles[node.node] else { continue }
                for button in node.buttons {
                    guard case .way = button.action, modeled[subject.value]?[button.field.id.value] == nil else { continue }
                    modeled[subject.value, default: [:]][button.field.id.value] = DeckFlow.Elsewhere(flow: flow.id.value, node: flow.name(node.node))
                }
            }
        }
        return flows.map { flow in
            flow.chart.nodes.indices.compactMap { node in
                flow.buttons(of: node, fields: fields) { subject, field in
                    modeled[subject]?[field].flatMap { $0.flow == flow.id.value && $0.node == flow.name(node) ? nil : $0 }
                }
            }
        }
    }
}
