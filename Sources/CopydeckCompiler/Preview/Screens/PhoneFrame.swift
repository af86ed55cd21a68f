/// A phone drawn in HTML and CSS, holding one screen's copy laid out the way its kind is shown:
/// an onboarding page (illustration slot, title, body or bullets, buttons, page indicator), a
/// dialog, a sheet, a toast, a Screen Time shield, or a plain stack.
struct PhoneFrame {
    var kind: String
    var caption: String?
    var pieces: [CopyPiece]
    var pageIndex: Int? = nil
    var pageCount: Int = 0

    func markup() -> Markup {
        .element("figure", attributes: [.class("phone-figure")]) {
            Markup.element("div", attributes: [.class("phone kind-\(kind)")]) {
                Markup.element("div", attributes: [.class("status-bar"), .attribute("aria-hidden", "true")]) {
                    Markup.element("span") { "9:41" }
                    Markup.element("span", .class("notch")) { "" }
                    Markup.element("span") { "●●●" }
                }
                body()
            }
            if let caption { Markup.element("figcaption") { caption } }
        }
    }

    func body() -> Markup {
        switch kind {
        case "shield": shield()
        case "dialog": .element("div", attributes: [.class("backdrop")], children: [.element("div", attributes: [.class("alert")], children: stack(buttonsInRow: true))])
        case "sheet": .element("div", attributes: [.class("backdrop")], children: [.element("div", attributes: [.class("sheet")], children: stack(buttonsInRow: false))])
        case "toast": .element("div", attributes: [.class("screen-body")], children: [.element("div", attributes: [.class("toast")], children: pieces.map { copy($0, "span") })])
        default: .element("div", attributes: [.class("screen-body")], children: stack(buttonsInRow: false, illustration: kind == "page" || kind == "permission" || kind == "splash"))
        }
    }

    func pieces(_ surfaces: [String]) -> [CopyPiece] { pieces.filter { surfaces.contains($0.surface) } }

    /// A label that describes the illustration (its key names an illustration or an image).
    static func describesIllustration(_ piece: CopyPiece) -> Bool {
        mentions(piece.key, illustrationWord) || mentions(piece.key, imageWord)
    }

    private static let illustrationWord = Array("illustration".utf8)
    private static let imageWord = Array("image".utf8)

    /// `key.contains(word)`, screened by bytes first (Foundation's search is the slow part of a
    /// page otherwise).
    private static func mentions(_ key: String, _ word: [UInt8]) -> Bool {
        ByteSearch.contains(word, in: key) && key.contains(String(decoding: word, as: UTF8.self))
    }

    /// The copy from top to bottom: illustration slot, titles, bodies (bullets when there are
    /// several), captions, then the buttons and links, then the page indicator.
    func stack(buttonsInRow: Bool, illustration: Bool = false) -> [Markup] {
        let labels = pieces(["label"])
        let bodies = pieces(["body", "error"])
        let actions = pieces(["button", "link", "toggle"])
        var parts: [Markup] = []
        if illustration {
            let alt = labels.first(where: Self.describesIllustration)
            parts.append(.element("div", attributes: [.class("illustration"), .attribute("role", "img")]) {
                if let alt { copy(alt, "span") } else { Markup.element("span", .class("slot")) { "illustration" } }
            })
        }
        parts += pieces(["title"]).map { copy($0, "h3") }
        parts += pieces(["subtitle"]).map { copy($0, "p") }
        if bodies.count > 1 {
            parts.append(.element("ul", attributes: [.class("bullets")], children: bodies.map { copy($0, "li") }))
        } else {
            parts += bodies.map { copy($0, "p") }
        }
        parts += pieces(["caption", "placeholder", "toast", "usage"]).map { copy($0, "p") }
        parts += labels.filter { !Self.describesIllustration($0) || !illustration }.map { copy($0, "p") }
        parts.append(.element("div", attributes: [.class(buttonsInRow ? "actions row" : "actions")],
                              children: actions.enumerated().map { index, piece in button(piece, primary: index == 0) }))
        if let pageIndex, pageCount > 1 {
            parts.append(.element("div", attributes: [.class("page-dots"), .attribute("role", "img"), .attribute("aria-label", "page \(pageIndex + 1) of \(pageCount)")],
                                  children: Self.dots(current: pageIndex, count: pageCount).map { .element("span", attributes: [.class($0)]) }))
        }
        return parts
    }

    /// The most dots a page indicator draws; iOS's page control also shows a window of them,
    /// smaller at the edges, when the pages do not fit.
    static let visibleDots = 9

    /// The page indicator's dots, by class: every page when they fit, else a window of
    /// `visibleDots` around the current page with the dots at a cut edge drawn small.
    static func dots(current: Int, count: Int) -> [String] {
        let visible = min(count, visibleDots)
        let first = max(0, min(current - visible / 2, count - visible))
        return (first..<first + visible).map { page in
            if page == current { return "dot current" }
            let cutBefore = page == first && first > 0
            let cutAfter = page == first + visible - 1 && first + visible < count
            return cutBefore || cutAfter ? "dot small" : "dot"
        }
    }

    func shield() -> Markup {
        let actions = pieces(["button", "link"])
        return .element("div", attributes: [.class("shield-screen")]) {
            Markup.element("div", attributes: [.class("shield-icon"), .attribute("aria-hidden", "true")]) { "⏳" }
            for piece in pieces(["title"]) { copy(piece, "h3") }
            for piece in pieces(["subtitle", "body", "caption", "label"]) { copy(piece, "p") }
            Markup.element("div", attributes: [.class("actions")], children: actions.enumerated().map { button($1, primary: $0 == 0) })
        }
    }

    func button(_ piece: CopyPiece, primary: Bool) -> Markup {
        copy(piece, "span", extra: piece.surface == "button" ? (primary ? "button primary" : "button secondary") : piece.surface)
    }

    /// One piece of copy: its text, `data-key`, and marks for a fallback, a missing text, raw
    /// text, or a text over its budget (with its count).
    func copy(_ piece: CopyPiece, _ tag: String, extra: String = "") -> Markup {
        var classes = ["copy", "s-\(piece.surface)"]
        if !extra.isEmpty { classes.append(extra) }
        if piece.isOverBudget { classes.append("over") }
        if piece.fallbackFrom != nil { classes.append("fallback") }
        if piece.isMissing { classes.append("missing") }
        if piece.isRaw { classes.append("raw") }
        if !piece.findings.isEmpty { classes.append("flagged") }
        var attributes: [MarkupAttribute] = [.class(classes.joined(separator: " ")), .attribute("data-key", piece.key), .dirAuto]
        if let from = piece.fallbackFrom { attributes.append(.title("No text in this locale: shown from \(from)")) }
        return .element(tag, attributes: attributes) {
            Markup.isolated(piece.text)
            if piece.isOverBudget, let length = piece.length, let budget = piece.budget {
                Markup.element("span", .class("budget-badge")) { "\(length)/\(budget)" }
            }
        }
    }
}
