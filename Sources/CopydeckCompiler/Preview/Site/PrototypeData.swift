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
        var texts: [String: [String: String]] = [:]
        for locale in screens.locales {
            var byKey: [String: String] = [:]
            for entry in screens.texts(locale: locale) { byKey[entry.key] = entry.text }
            texts[locale] = byKey
        }
        var nodes: [String: PrototypeData.Node] = [:]
        for (index, node) in flow.chart.nodes.enumerated() {
            let subject: String
            switch flow.roles[index] {
            case .step: continue
            case .screen(let id), .prompt(let id): subject = id.value
            }
            let fields = deck.screens.first(where: { $0.id.value == subject })?.fields
                ?? deck.permissions.first(where: { $0.id.value == subject })?.fields ?? []
            var copy: [String: [PrototypeData.Line]] = [:]
            for locale in screens.locales {
                var lines: [PrototypeData.Line] = []
                for field in fields {
                    let base = "\(deck.id).\(subject).\(field.id.value)"
                    let keys = field.variants.isEmpty ? [base] : field.variants.map { "\(base).\($0.value)" }
                    for key in keys {
                        guard let text = texts[locale]?[key] else { continue }
                        lines.append(PrototypeData.Line(key: key, surface: field.effectiveSurface.rawValue, text: text))
                    }
                }
                copy[locale] = lines
            }
            nodes[node.id] = PrototypeData.Node(page: target(of: flow.roles[index])?.url(from: page).value, subject: subject, copy: copy)
        }
        return PrototypeData(flow: compiled, sourceLocale: deck.sourceLocale, nodes: nodes)
    }
}
