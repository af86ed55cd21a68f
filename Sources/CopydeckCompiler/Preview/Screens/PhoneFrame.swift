/// A phone drawn in HTML and CSS, holding one screen's copy laid out the way its kind is shown:
/// an onboarding page (illustration slot, title, body or bullets, buttons, page indicator), a
/// dialog, a sheet, a toast, a Screen Time shield, or a plain stack. Written straight to bytes
/// (`MarkupWriter`): a page draws a phone for every state in five columns.
struct PhoneFrame {
    var kind: String
    var caption: String?
    var pieces: [CopyPiece]
    var pageIndex: Int? = nil
    var pageCount: Int = 0

    func write(into writer: inout MarkupWriter) {
        writer.element("figure", .class("phone-figure")) { writer in
            writer.element("div", .class("device")) { writer in
                writer.element("div", .class("phone kind-\(kind)")) { writer in
                    Self.statusBar(into: &writer)
                    body(into: &writer)
                }
            }
            if let caption { writer.element("figcaption") { $0.text(caption) } }
        }
    }

    /// The frame alone, as a node of a preview page.
    func markup() -> Markup {
        var writer = MarkupWriter(mode: PreviewSite.mode)
        write(into: &writer)
        return writer.markup()
    }

    /// The status bar every phone draws.
    static func statusBar(into writer: inout MarkupWriter) {
        writer.element("div", .class("status-bar"), .attribute("aria-hidden", "true")) { writer in
            writer.element("span") { $0.text("9:41") }
            writer.element("span", .class("notch")) { $0.text("") }
            writer.element("span") { $0.text("●●●") }
        }
    }

    func body(into writer: inout MarkupWriter) {
        switch kind {
        case "shield":
            shield(into: &writer)
        case "dialog", "sheet":
            writer.element("div", .class("backdrop")) { writer in
                writer.element("div", .class(kind == "dialog" ? "alert" : "sheet")) { stack(into: &$0, buttonsInRow: kind == "dialog") }
            }
        case "toast":
            writer.element("div", .class("screen-body")) { writer in
                writer.element("div", .class("toast")) { writer in
                    for piece in pieces { copy(piece, "span", into: &writer) }
                }
            }
        default:
            writer.element("div", .class("screen-body")) {
                stack(into: &$0, buttonsInRow: false, illustration: kind == "page" || kind == "permission" || kind == "splash")
            }
        }
    }

    func pieces(_ surfaces: [String]) -> [CopyPiece] { pieces.filter { surfaces.contains($0.surface) } }

    /// A label that describes the illustration (its key names an illustration or an image).
    /// (Screened by bytes: Foundation's search is the slow part of a page otherwise.)
    static func describesIllustration(_ piece: CopyPiece) -> Bool {
        ByteSearch.screened("illustration", in: piece.key) || ByteSearch.screened("image", in: piece.key)
    }

    /// The copy from top to bottom: illustration slot, titles, bodies (bullets when there are
    /// several), captions, then the buttons and links, then the page indicator.
    func stack(into writer: inout MarkupWriter, buttonsInRow: Bool, illustration: Bool = false) {
        let labels = pieces(["label"])
        let bodies = pieces(["body", "error"])
        let actions = pieces(["button", "link", "toggle"])
        if illustration {
            let alt = labels.first(where: Self.describesIllustration)
            writer.element("div", .class("illustration"), .attribute("role", "img")) { writer in
                if let alt { copy(alt, "span", into: &writer) } else { writer.element("span", .class("slot")) { $0.text("illustration") } }
            }
        }
        for piece in pieces(["title"]) { copy(piece, "h3", into: &writer) }
        for piece in pieces(["subtitle"]) { copy(piece, "p", into: &writer) }
        if bodies.count > 1 {
            writer.element("ul", .class("bullets")) { writer in
                for piece in bodies { copy(piece, "li", into: &writer) }
            }
        } else {
            for piece in bodies { copy(piece, "p", into: &writer) }
        }
        for piece in pieces(["caption", "placeholder", "toast", "usage"]) { copy(piece, "p", into: &writer) }
        // A label on the screen (a row's name, a chip) is drawn; one only VoiceOver says, or
        // that describes a picture, is a note the page shows on request.
        for piece in labels where !piece.isSpokenOnly && !Self.describesIllustration(piece) { copy(piece, "p", extra: "label", into: &writer) }
        for piece in labels where (piece.isSpokenOnly || Self.describesIllustration(piece)) && !(illustration && Self.describesIllustration(piece)) {
            copy(piece, "p", extra: "a11y-note", into: &writer)
        }
        writer.element("div", .class(buttonsInRow ? "actions row" : "actions")) { writer in
            for (index, piece) in actions.enumerated() { button(piece, primary: index == 0, into: &writer) }
        }
        if let pageIndex, pageCount > 1 {
            writer.element("div", .class("page-dots"), .attribute("role", "img"), .attribute("aria-label", "page \(pageIndex + 1) of \(pageCount)")) { writer in
                for dot in Self.dots(current: pageIndex, count: pageCount) { writer.element("span", .class(dot)) }
            }
        }
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

    /// A shield as the system draws a `ShieldConfiguration`: its icon, title, subtitle, primary
    /// button and secondary button, and nothing else (what has no slot is `shield.slot`'s).
    func shield(into writer: inout MarkupWriter) {
        writer.element("div", .class("shield-screen")) { writer in
            writer.element("div", .class("shield-icon"), .attribute("aria-hidden", "true")) { $0.text("⏳") }
            if let title = pieces(["title"]).first { copy(title, "h3", into: &writer) }
            if let subtitle = pieces(["subtitle"]).first { copy(subtitle, "p", into: &writer) }
            writer.element("div", .class("actions")) { writer in
                for (index, piece) in pieces(["button"]).prefix(2).enumerated() { button(piece, primary: index == 0, into: &writer) }
            }
        }
    }

    func button(_ piece: CopyPiece, primary: Bool, into writer: inout MarkupWriter) {
        copy(piece, "span", extra: piece.surface == "button" ? (primary ? "button primary" : "button secondary") : piece.surface, into: &writer)
    }

    /// One piece of copy: its text, `data-key`, and marks for a fallback, a missing text, raw
    /// text, or a text over its budget (with its count).
    func copy(_ piece: CopyPiece, _ tag: String, extra: String = "", into writer: inout MarkupWriter) {
        var classes = "copy s-" + piece.surface
        if !extra.isEmpty { classes += " " + extra }
        if piece.isOverBudget { classes += " over" }
        if piece.fallbackFrom != nil { classes += " fallback" }
        if piece.isMissing { classes += " missing" }
        if piece.isRaw { classes += " raw" }
        if !piece.findings.isEmpty { classes += " flagged" }
        var attributes: [MarkupAttribute] = [.class(classes), .attribute("data-key", piece.key), .dirAuto]
        if let from = piece.fallbackFrom { attributes.append(.title("No text in this locale: shown from \(from)")) }
        writer.element(tag, attributes: attributes) { writer in
            writer.isolated(piece.text)
            if piece.isOverBudget, let length = piece.length, let budget = piece.budget {
                writer.element("span", .class("budget-badge")) { $0.text("\(length)/\(budget)") }
            }
        }
    }
}
