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

    /// Where a piece goes in a stack, by its surface.
    enum Place: UInt8 {
        case title, subtitle, body, caption, label, action, elsewhere

        init(surface: String) {
            switch surface {
            case "title": self = .title
            case "subtitle": self = .subtitle
            case "body", "error": self = .body
            case "caption", "placeholder", "toast", "usage": self = .caption
            case "label": self = .label
            case "button", "link", "toggle": self = .action
            default: self = .elsewhere
            }
        }
    }

    /// The positions of the pieces in `place`, in order: positions, not copies (a copy of a
    /// piece retains each of its strings, and a page draws hundreds of frames).
    func positions(_ place: Place, _ places: [Place]) -> [Int] {
        places.indices.filter { places[$0] == place }
    }

    /// A label that describes the illustration (its key names an illustration or an image).
    /// (Screened by bytes: Foundation's search is the slow part of a page otherwise.)
    static func describesIllustration(_ piece: CopyPiece) -> Bool {
        ByteSearch.screened("illustration", in: piece.key) || ByteSearch.screened("image", in: piece.key)
    }

    /// The copy from top to bottom: illustration slot, titles, bodies (bullets when there are
    /// several), captions, then the buttons and links, then the page indicator.
    func stack(into writer: inout MarkupWriter, buttonsInRow: Bool, illustration: Bool = false) {
        let places = pieces.map { Place(surface: $0.surface) }
        let labels = positions(.label, places)
        let bodies = positions(.body, places)
        if illustration {
            let alt = labels.first { Self.describesIllustration(pieces[$0]) }
            writer.element("div", .class("illustration"), .attribute("role", "img")) { writer in
                if let alt { copy(pieces[alt], "span", into: &writer) } else { writer.element("span", .class("slot")) { $0.text("illustration") } }
            }
        }
        for index in pieces.indices where places[index] == .title { copy(pieces[index], "h3", into: &writer) }
        for index in pieces.indices where places[index] == .subtitle { copy(pieces[index], "p", into: &writer) }
        if bodies.count > 1 {
            writer.element("ul", .class("bullets")) { writer in
                for index in bodies { copy(pieces[index], "li", into: &writer) }
            }
        } else {
            for index in bodies { copy(pieces[index], "p", into: &writer) }
        }
        for index in pieces.indices where places[index] == .caption { copy(pieces[index], "p", into: &writer) }
        // A label on the screen (a row's name, a chip) is drawn; one only VoiceOver says, or
        // that describes a picture, is a note the page shows on request.
        for index in labels where !pieces[index].isSpokenOnly && !Self.describesIllustration(pieces[index]) {
            copy(pieces[index], "p", extra: "label", into: &writer)
        }
        for index in labels {
            let describes = Self.describesIllustration(pieces[index])
            guard (pieces[index].isSpokenOnly || describes) && !(illustration && describes) else { continue }
            copy(pieces[index], "p", extra: "a11y-note", into: &writer)
        }
        writer.element("div", .class(buttonsInRow ? "actions row" : "actions")) { writer in
            for (order, index) in positions(.action, places).enumerated() { button(pieces[index], primary: order == 0, into: &writer) }
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
            if let title = pieces.firstIndex(where: { $0.surface == "title" }) { copy(pieces[title], "h3", into: &writer) }
            if let subtitle = pieces.firstIndex(where: { $0.surface == "subtitle" }) { copy(pieces[subtitle], "p", into: &writer) }
            writer.element("div", .class("actions")) { writer in
                let buttons = pieces.indices.filter { pieces[$0].surface == "button" }
                for (order, index) in buttons.prefix(2).enumerated() { button(pieces[index], primary: order == 0, into: &writer) }
            }
        }
    }

    func button(_ piece: CopyPiece, primary: Bool, into writer: inout MarkupWriter) {
        copy(piece, "span", extra: piece.surface == "button" ? (primary ? "button primary" : "button secondary") : piece.surface, into: &writer)
    }

    /// One piece of copy: its text, `data-key`, and marks for a fallback, a missing text, raw
    /// text, or a text over its budget (with its count).
    func copy(_ piece: CopyPiece, _ tag: String, extra: String = "", into writer: inout MarkupWriter) {
        var classes = "copy s-"
        classes += piece.surface
        if !extra.isEmpty {
            classes += " "
            classes += extra
        }
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
