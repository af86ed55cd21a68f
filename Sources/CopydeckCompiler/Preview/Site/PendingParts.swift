// Temporary stand-ins for the diagram and the screens, built in their own branches; this file
// goes when they are merged.
struct FlowDiagram: Sendable {
    var markup: Markup
    var unplacedFindings: [Diagnostic]
    init(flow: DeckFlow, findings: [Diagnostic] = [], link: @Sendable (Int) -> MarkupURL? = { _ in nil }) {
        markup = .element("svg", attributes: [.class("flow-diagram")], children: flow.chart.nodes.indices.map { index in
            let node = Markup.element("g", attributes: [.class("node"), .attribute("data-node-id", flow.chart.nodes[index].id)],
                                      children: [.element("text", children: [.text(flow.chart.nodes[index].label)])])
            if let url = link(index) { return .element("a", attributes: [.href(url)], children: [node]) }
            return node
        })
        unplacedFindings = findings
    }
}

struct ScreenPreview: Sendable {
    let deck: Deck
    init(project: Project, deck: Deck, diagnostics: [Diagnostic]) { self.deck = deck }
    var locales: [String] { deck.locales + [PreviewLocales.accented, PreviewLocales.brackets] }
    func screen(_ id: String, locale: String) -> Markup { .element("div", attributes: [.class("phone")], children: [.text(id)]) }
    func permission(_ id: String, locale: String) -> Markup { .element("div", attributes: [.class("phone")], children: [.text(id)]) }
    func shield(_ id: String, locale: String) -> Markup { .element("div", attributes: [.class("phone")], children: [.text(id)]) }
    func texts(locale: String) -> [(key: String, text: String)] { [] }
    static let stylesheet: StaticString = ""
}
