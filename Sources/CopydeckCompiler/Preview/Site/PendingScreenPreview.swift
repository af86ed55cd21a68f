// Temporary stand-in, built in its own branch; this file goes when that branch is merged.
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
