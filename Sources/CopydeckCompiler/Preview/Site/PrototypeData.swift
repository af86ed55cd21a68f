import CopydeckKit

/// What a flow page's prototype walks: the flow as the runtime loads it (`flows.json`), and for
/// each node bound to a screen its page and its copy in every locale. The script follows the
/// same rules as `FlowNavigator`: the only edge when there is one, else an outcome by id.
struct PrototypeData: Encodable, Sendable {
    struct Node: Encodable, Sendable {
        /// The screen's (or permission's) page, relative to the flow page.
        var page: String?
        var subject: String?
        /// Locale → the copy, in declaration order.
        var copy: [String: [Line]]
        /// For a system prompt: locale → the prompt iOS shows, its buttons to click.
        var prompt: [String: Prompt]? = nil
    }

    /// A system prompt as the prototype draws it (`SystemAlert`'s words): its title, the app's
    /// usage text, and each button with the outcome ids it stands for, the usual one first.
    struct Prompt: Encodable, Sendable {
        var title: String
        var usage: String?
        var buttons: [PromptButton]
    }

    struct PromptButton: Encodable, Sendable {
        var title: String
        var outcomes: [String]
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
            var prompt: [String: PrototypeData.Prompt]?
            if case .prompt = flow.roles[index] { prompt = self.prompt(subject, copy: lines) }
            nodes[node.id] = PrototypeData.Node(page: target(of: flow.roles[index])?.url(from: page).value, subject: subject, copy: lines, prompt: prompt)
        }
        return PrototypeData(flow: compiled, sourceLocale: deck.sourceLocale, nodes: nodes)
    }

    /// Permission `id`'s system prompt in every column, in iOS's words for the column's language
    /// (English for a pseudo-locale), with the usage text of `copy`.
    func prompt(_ id: String, copy: [String: [PrototypeData.Line]]) -> [String: PrototypeData.Prompt] {
        let system = deck.permissions.first { $0.id.value == id }?.system?.value
        var prompts: [String: PrototypeData.Prompt] = [:]
        for (column, lines) in copy {
            let alert = SystemAlert(appName: deck.name, locale: PseudoLocale(rawValue: column) == nil ? column : "en", permission: system)
            let prompt = alert.prompt
            prompts[column] = PrototypeData.Prompt(
                title: SystemPrompt.text(prompt.title, alert.language, app: deck.name),
                usage: lines.first { $0.surface == Field.Surface.usage.rawValue }?.text,
                buttons: prompt.buttons.map { PrototypeData.PromptButton(title: SystemPrompt.text($0.title, alert.language, app: deck.name), outcomes: $0.outcomes) })
        }
        return prompts
    }

    /// The copy of one subject in one column: its keys start with `<deck>.<subject>.`.
    func copy(of subject: String, locale: String) -> [PrototypeData.Line] {
        // An id with a dot in it is not one component of the key: look for it the long way.
        guard !subject.utf8.contains(UInt8(ascii: ".")) else { return (copy[locale] ?? []).filter { $0.key.hasPrefix("\(deck.id).\(subject).") } }
        return copyBySubject[subject]?[locale] ?? []
    }
}
