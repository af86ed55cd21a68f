import CopydeckKit

/// What a flow page's prototype walks: the flow as the runtime loads it (`flows.json`), and for
/// each node bound to a screen its page, its copy in every locale and what each of its buttons
/// does (bound here by `DeckFlow.buttons(of:in:)`, the binding `flow.button-outcome` checks, so
/// the script only follows it). A node that shows no screen offers its edges as the runtime does.
struct PrototypeData: Encodable, Sendable {
    struct Node: Encodable, Sendable {
        /// The screen's (or permission's) page, relative to the flow page.
        var page: String?
        var subject: String?
        /// The permission whose answer picks the variant of each field (`allow.denied`).
        var permission: String?
        /// Locale → the copy, in declaration order.
        var copy: [String: [Line]]
        /// A button's field key (`<deck>.<subject>.<field>`) → what it does.
        var buttons: [String: Way] = [:]
        /// The ways on no button takes, offered under the phone: the app's, the system's, or
        /// ones the screen has no button for.
        var ways: [Way] = []
        /// For a system prompt: locale → the prompt iOS shows, its buttons to click.
        var prompt: [String: Prompt]? = nil
    }

    /// What a button does: takes a way on (`to`, with its outcome id), goes back, or nothing in
    /// this flow, and why (`note`).
    struct Way: Encodable, Equatable, Sendable {
        var to: String?
        var outcome: String?
        var back: Bool?
        /// The arrow's label, for a way offered under the phone.
        var label: String?
        var note: String?
    }

    /// A system prompt as the prototype draws it (`SystemAlert`'s words): its title, the app's
    /// usage text, and each button with the way it takes in this flow and the id it usually
    /// stands for.
    struct Prompt: Encodable, Sendable {
        var title: String
        var usage: String?
        var buttons: [PromptButton]
    }

    struct PromptButton: Encodable, Sendable {
        var title: String
        var usual: String
        var way: Way
    }

    struct Line: Encodable, Sendable {
        var key: String
        var surface: String
        var text: String
    }

    var flow: Flow
    var sourceLocale: String
    var nodes: [String: Node]
}

extension DeckContext {
    func prototypeData(_ flow: DeckFlow, compiled: Flow, page: PreviewPath) -> PrototypeData {
        var nodes: [String: PrototypeData.Node] = [:]
        let flowIndex = deck.flows.firstIndex { $0.id.value == flow.id.value }
        let bound = flowIndex.map { flowButtons[$0] } ?? flow.chart.nodes.indices.compactMap { flow.buttons(of: $0, in: deck) }
        let buttonsByNode = Dictionary(bound.map { ($0.node, $0) }, uniquingKeysWith: { first, _ in first })
        for (index, node) in flow.chart.nodes.enumerated() {
            let subject: String
            switch flow.roles[index] {
            case .step: continue
            case .screen(let id), .prompt(let id): subject = id.value
            }
            // The subject's messages (a permission's template copy included), in bundle order; a
            // pre-prompt screen without copy of its own shows its permission's.
            var lines: [String: [PrototypeData.Line]] = [:]
            for locale in copy.keys {
                lines[locale] = copy(of: subject, locale: locale)
                if lines[locale]?.isEmpty == true, let permission = deck.screens.first(where: { $0.id.value == subject })?.permission {
                    lines[locale] = copy(of: permission.value, locale: locale).filter { $0.surface != Field.Surface.usage.rawValue }
                }
            }
            var entry = PrototypeData.Node(page: target(of: flow.roles[index])?.url(from: page).value, subject: subject,
                                           permission: flow.promptPermission(index) ?? flow.prePromptPermission(index, in: deck), copy: lines)
            if case .prompt = flow.roles[index] {
                (entry.prompt, entry.ways) = prompt(index, in: flow, copy: lines)
            } else if let buttons = buttonsByNode[index] {
                for button in buttons.buttons {
                    entry.buttons[String.dotted(String.dotted(deck.id, subject), button.field.id.value)] = way(button.action, in: flow)
                }
                entry.ways = buttons.triggered.map { way($0, in: flow, note: "The app or the system takes this way (`@trigger`), no button.") }
                    + buttons.untaken.map { way($0, in: flow, note: buttons.buttons.isEmpty ? nil : "No button of this screen takes this way.") }
            }
            nodes[node.id] = entry
        }
        return PrototypeData(flow: compiled, sourceLocale: deck.sourceLocale, nodes: nodes)
    }

    private func way(_ way: DeckFlow.Way, in flow: DeckFlow, note: String? = nil) -> PrototypeData.Way {
        PrototypeData.Way(to: flow.name(way.target), outcome: way.outcome, label: flow.chart.edges[way.edge].label, note: note)
    }

    /// What a button does in `flow`, said for the page.
    private func way(_ action: DeckFlow.ButtonAction, in flow: DeckFlow) -> PrototypeData.Way {
        switch action {
        case .way(let taken): way(taken, in: flow)
        case .back: PrototypeData.Way(back: true)
        case .stays: PrototypeData.Way(note: "Acts on this screen (`stays: true`); it takes no way on.")
        case .unmodeled(let elsewhere?):
            PrototypeData.Way(note: "This flow does not draw this button; flow `\(elsewhere.flow)` takes it at `\(elsewhere.node)`.")
        case .unmodeled(nil): PrototypeData.Way(note: "No way on in this flow is named for this button.")
        case .ambiguous: PrototypeData.Way(note: "The flow does not say which button takes its way on: name it with `@outcome`.")
        }
    }

    /// Prompt node `node`'s system prompt in every column, as its page draws it (`SystemAlert`,
    /// in the column's base locale), with the usage text of `copy` and the way each button
    /// takes; and the ways on no button of it takes.
    private func prompt(_ node: Int, in flow: DeckFlow, copy: [String: [PrototypeData.Line]]) -> ([String: PrototypeData.Prompt], [PrototypeData.Way]) {
        guard let id = flow.promptPermission(node) else { return ([:], []) }
        let system = deck.permissions.first { $0.id.value == id }?.system?.value
        let triggers = Set((flow.triggers[node] ?? []).map(\.value))
        let ways = flow.ways(of: node)
        let answers = Set(ways.compactMap(\.outcome).filter { !triggers.contains($0) })
        var taken: Set<String> = []
        var prompts: [String: PrototypeData.Prompt] = [:]
        for (column, lines) in copy {
            let alert = SystemAlert(appName: deck.name, locale: screens.resolver(column).baseLocale, permission: system, answers: answers)
            prompts[column] = PrototypeData.Prompt(
                title: alert.title, usage: lines.first { $0.surface == Field.Surface.usage.rawValue }?.text,
                buttons: alert.buttons().map { button in
                    guard let outcome = button.outcome, let found = ways.first(where: { $0.outcome == outcome }) else {
                        return PrototypeData.PromptButton(title: button.title, usual: button.usual, way: PrototypeData.Way(
                            note: "This flow does not draw this answer (`\(button.usual)`)" + (answeredElsewhere(id, button.usual, besides: flow).map { "; flow `\($0)` does." } ?? ".")))
                    }
                    taken.insert(outcome)
                    return PrototypeData.PromptButton(title: button.title, usual: button.usual, way: way(found, in: flow))
                })
        }
        let imprecise = system.map(SystemPrompt.prompt(for:))?.impreciseOutcome(among: answers)
        let rest = ways.filter { !taken.contains($0.outcome ?? "") }.map { found -> PrototypeData.Way in
            let note = found.outcome.map { triggers.contains($0) } == true ? "The app or the system takes this way (`@trigger`), no button."
                : found.outcome == imprecise && imprecise != nil ? "Precise Location turned off, then Allow."
                : "No button of the prompt takes this way."
            return way(found, in: flow, note: note)
        }
        return (prompts, rest)
    }

    /// The first other flow of the deck whose prompt for `permission` takes the answer `usual`
    /// stands for.
    private func answeredElsewhere(_ permission: String, _ usual: String, besides flow: DeckFlow) -> String? {
        guard let system = deck.permissions.first(where: { $0.id.value == permission })?.system?.value else { return nil }
        let prompt = SystemPrompt.prompt(for: system)
        guard let button = prompt.buttons.first(where: { $0.outcomes[0] == usual }) else { return nil }
        for other in deck.flows where other.id.value != flow.id.value {
            for node in other.chart.nodes.indices where other.promptPermission(node) == permission {
                if prompt.bound(button, among: Set(other.ways(of: node).compactMap(\.outcome))) != nil { return other.id.value }
            }
        }
        return nil
    }

    /// The copy of one subject in one column: its keys start with `<deck>.<subject>.`.
    func copy(of subject: String, locale: String) -> [PrototypeData.Line] {
        // An id with a dot in it is not one component of the key: look for it the long way.
        guard !subject.utf8.contains(UInt8(ascii: ".")) else { return (copy[locale] ?? []).filter { $0.key.hasPrefix("\(deck.id).\(subject).") } }
        return copyBySubject[subject]?[locale] ?? []
    }
}
