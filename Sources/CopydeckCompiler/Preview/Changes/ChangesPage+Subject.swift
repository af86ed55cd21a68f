extension ChangesPage {
    /// A screen, permission or shield with a change.
    struct Subject: Hashable, Comparable {
        enum Kind: Int, Comparable { case screen, permission, shield
            static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
        }

        var kind: Kind
        var id: String

        static func < (lhs: Subject, rhs: Subject) -> Bool { (lhs.kind, lhs.id) < (rhs.kind, rhs.id) }

        var noun: String {
            switch kind {
            case .screen: "Screen"
            case .permission: "Permission"
            case .shield: "Shield"
            }
        }

        func anchor(deck: String) -> String { "change-\(kind)-\(deck)-\(id)" }
    }

    /// The screens, permissions and shields the changes touch: their own changes, their fields'
    /// and texts', and the screens of the flow nodes that changed (so a node links to frames).
    static func subjects(of changes: [ProjectDiff.Entry], before: Deck?, after: Deck?) -> [Subject] {
        func subject(named id: String) -> Subject? {
            for deck in [after, before].compactMap({ $0 }) {
                if deck.screens.contains(where: { $0.id.value == id }) { return Subject(kind: .screen, id: id) }
                if deck.permissions.contains(where: { $0.id.value == id }) { return Subject(kind: .permission, id: id) }
                if deck.shields.contains(where: { $0.id.value == id }) { return Subject(kind: .shield, id: id) }
            }
            return nil
        }
        var found = Set<Subject>()
        for change in changes {
            switch change.kind {
            case .screen: found.insert(Subject(kind: .screen, id: change.id))
            case .permission where !change.id.hasPrefix("template "): found.insert(Subject(kind: .permission, id: change.id))
            case .shield: found.insert(Subject(kind: .shield, id: change.id))
            case .field: if let owner = change.id.split(separator: ".").first, let found1 = subject(named: String(owner)) { found.insert(found1) }
            case .message:
                let parts = change.id.split(separator: ".")
                if parts.count > 2, let owner = subject(named: String(parts[1])) { found.insert(owner) }
            case .node:
                for value in [change.before, change.after] {
                    guard let binding = value?["binding"], let space = binding.firstIndex(of: " ") else { continue }
                    if let owner = subject(named: String(binding[binding.index(after: space)...])) { found.insert(owner) }
                }
            default: break
            }
        }
        return found.sorted()
    }

    /// Whether a change is about `subject`'s copy or definition.
    static func belongs(_ change: ProjectDiff.Entry, to subject: Subject, deck: String) -> Bool {
        switch change.kind {
        case .message: change.id.hasPrefix("\(deck).\(subject.id).")
        case .field: change.id.hasPrefix("\(subject.id).")
        case .screen: subject.kind == .screen && change.id == subject.id
        case .permission: subject.kind == .permission && change.id == subject.id
        case .shield: subject.kind == .shield && change.id == subject.id
        default: false
        }
    }

    /// The two versions of a deck's screens, drawn once for all of its changed subjects: the
    /// older without findings, the newer with its own.
    struct DeckScreens {
        var old: ScreenPreview?
        var new: ScreenPreview?
    }

    func screens(of deck: DeckChanges) -> DeckScreens {
        guard !deck.subjects.isEmpty else { return DeckScreens() }
        return DeckScreens(old: deck.old.map { ScreenPreview(project: before, deck: $0, diagnostics: []) },
                           new: deck.new.map { new in ScreenPreview(project: after, deck: new, diagnostics: afterFindings.filter { diff.deck(of: $0) == new.id }) })
    }

    /// A changed screen, permission or shield: what changed, then in each locale concerned its
    /// frames (`frames(_:locale:…)`).
    func subject(_ subject: Subject, in deck: DeckChanges, screens: DeckScreens) -> Markup {
        let id = deck.id, old = deck.old, new = deck.new
        let own = deck.own(subject)
        // The locales whose texts changed; every locale when the screen itself did (or a node).
        let every = (new?.locales ?? []) + (old?.locales ?? []).filter { !(new?.locales ?? []).contains($0) }
        let touched = Set(own.compactMap(\.locale))
        let locales = own.contains { $0.kind != .message } || touched.isEmpty ? every : every.filter(touched.contains)
        let page: PreviewPath? = switch subject.kind {
        case .screen: new?.screens.contains { $0.id.value == subject.id } == true ? .screen(id, subject.id) : nil
        case .permission: new?.permissions.contains { $0.id.value == subject.id } == true ? .permission(id, subject.id) : nil
        case .shield: new?.shields.contains { $0.id.value == subject.id } == true ? .shield(id, subject.id) : nil
        }
        let comparisons = locales.map { locale in
            (locale, FrameComparison(before: column(screens.old, subject, locale), after: column(screens.new, subject, locale)))
        }
        // A subject none of whose frames changed (a flow's node changed, a translation went
        // stale) says so: the page's script unfolds its frames when a link lands on it.
        let anyDiffers = comparisons.contains { $0.1.differs }
        return .element("section", attributes: [.class(anyDiffers ? "change-subject" : "change-subject frames-unchanged"), .id(subject.anchor(deck: id)),
                                                 .attribute("data-subject", subject.id)]) {
            Markup.element("h3") {
                "\(subject.noun) "
                Markup.element("code") { subject.id }
                if let page {
                    " · "
                    Markup.element("a", attributes: [.href(page.url(from: path))], children: [.text("its page")])
                }
            }
            if own.isEmpty {
                Markup.element("p", .class("meta")) { "Its copy did not change; a node of a changed flow shows it." }
            } else {
                list(own)
            }
            for (locale, comparison) in comparisons {
                let changedKeys = own.filter { $0.kind == .message && $0.locale == locale }.map(\.id).filter { !$0.contains(" ") }
                Markup.element("section", attributes: [.class("locale"), .attribute("data-locale", locale)]) {
                    Markup.element("h4") { PreviewPage.localeName(locale) }
                    frames(comparison, changed: changedKeys,
                           lang: (before: screens.old?.resolver(locale).baseLocale ?? locale, after: screens.new?.resolver(locale).baseLocale ?? locale))
                }
            }
        }
    }

    private func column(_ screens: ScreenPreview?, _ subject: Subject, _ locale: String) -> ScreenPreview.Column? {
        guard let screens, screens.locales.contains(locale) else { return nil }
        return switch subject.kind {
        case .screen: screens.screenColumn(subject.id, locale: locale)
        case .permission: screens.permissionColumn(subject.id, locale: locale)
        case .shield: screens.shieldColumn(subject.id, locale: locale)
        }
    }
}
