import CopydeckKit

/// What a flow page's prototype walks: the flow as the runtime loads it (`flows.json`), and for
/// each node bound to a screen its page, its copy in every locale and the outcome each of its
/// buttons takes (bound here, by the rules the checks use, so the script only follows them).
/// The script follows the same rules as `FlowNavigator`: the only edge when there is one, else
/// an outcome by id.
struct PrototypeData: Encodable, Sendable {
    struct Node: Encodable, Sendable {
        /// The screen's (or permission's) page, relative to the flow page.
        var page: String?
        var subject: String?
        /// Locale → the copy, in declaration order.
        var copy: [String: [Line]]
        /// A button's key → the outcome id it takes: the one of the node's ways on (or of the
        /// decision right after it) named as the button's field is (`continue`, `settings`).
        var buttons: [String: String] = [:]
        /// For a system prompt: locale → the prompt iOS shows, its buttons to click.
        var prompt: [String: Prompt]? = nil
    }

    /// A system prompt as the prototype draws it (`SystemAlert`'s words): its title, the app's
    /// usage text, and each button with the outcome it takes in this flow (nil: none of the
    /// node's ways on) and the id it usually stands for.
    struct Prompt: Encodable, Sendable {
        var title: String
        var usage: String?
        var buttons: [PromptButton]
    }

    struct PromptButton: Encodable, Sendable {
        var title: String
        var outcome: String?
        var usual: String
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
            let answers = flow.answers(of: index)
            var prompt: [String: PrototypeData.Prompt]?
            if case .prompt = flow.roles[index] { prompt = self.prompt(subject, copy: lines, answers: Set(answers)) }
            nodes[node.id] = PrototypeData.Node(page: target(of: flow.roles[index])?.url(from: page).value, subject: subject, copy: lines,
                                                buttons: Self.buttons(lines.values.flatMap { $0 }, answers: answers), prompt: prompt)
        }
        return PrototypeData(flow: compiled, sourceLocale: deck.sourceLocale, nodes: nodes)
    }

    /// Permission `id`'s system prompt in every column, as its page draws it (`SystemAlert`, in
    /// the column's base locale), with the usage text of `copy` and each button bound among
    /// `answers`.
    func prompt(_ id: String, copy: [String: [PrototypeData.Line]], answers: Set<String>) -> [String: PrototypeData.Prompt] {
        let system = deck.permissions.first { $0.id.value == id }?.system?.value
        var prompts: [String: PrototypeData.Prompt] = [:]
        for (column, lines) in copy {
            let alert = SystemAlert(appName: deck.name, locale: screens.resolver(column).baseLocale, permission: system, answers: answers)
            prompts[column] = PrototypeData.Prompt(
                title: alert.title, usage: lines.first { $0.surface == Field.Surface.usage.rawValue }?.text,
                buttons: alert.buttons().map { PrototypeData.PromptButton(title: $0.title, outcome: $0.outcome, usual: $0.usual) })
        }
        return prompts
    }

    /// Each button (or link) of `lines` → the outcome among `answers` its field is named for,
    /// compared as identifiers (`keepGoing` is `keep_going`).
    static func buttons(_ lines: [PrototypeData.Line], answers: [String]) -> [String: String] {
        let byName = Dictionary(answers.map { (IdentifierSyntax.snakeCase($0), $0) }, uniquingKeysWith: { first, _ in first })
        var bound: [String: String] = [:]
        for line in lines where line.surface == Field.Surface.button.rawValue || line.surface == Field.Surface.link.rawValue {
            // `<deck>.<owner>.<field>[.<variant>]`: the field names the button.
            let parts = line.key.split(separator: ".")
            if parts.count >= 3, let outcome = byName[IdentifierSyntax.snakeCase(String(parts[2]))] { bound[line.key] = outcome }
        }
        return bound
    }

    /// The copy of one subject in one column: its keys start with `<deck>.<subject>.`.
    func copy(of subject: String, locale: String) -> [PrototypeData.Line] {
        // An id with a dot in it is not one component of the key: look for it the long way.
        guard !subject.utf8.contains(UInt8(ascii: ".")) else { return (copy[locale] ?? []).filter { $0.key.hasPrefix("\(deck.id).\(subject).") } }
        return copyBySubject[subject]?[locale] ?? []
    }
}
