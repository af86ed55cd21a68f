extension ChangesPage {
    /// The page's contents, at its top: every deck with a change, and under it every changed
    /// screen, permission, shield and flow (then the deck's other changes), each a link to its
    /// section with what changed in a few words; then the findings. In the body's order.
    func contents(_ decks: [DeckChanges]) -> Markup {
        var items = decks.map(contentsItem)
        if !diff.newFindings.isEmpty || !diff.fixedFindings.isEmpty {
            items.append(Self.item("findings", label: .text("Findings"), count: "\(diff.newFindings.count) new, \(diff.fixedFindings.count) fixed"))
        }
        return .element("nav", attributes: [.class("changes-contents"), .attribute("aria-labelledby", "contents")]) {
            Markup.element("h2", .id("contents")) { "Contents" }
            Markup.element("ul", attributes: [], children: items)
        }
    }

    private func contentsItem(_ deck: DeckChanges) -> Markup {
        let locales = (deck.new ?? deck.old)?.locales ?? []
        var children = deck.subjects.map { subject in
            Self.item(subject.anchor(deck: deck.id), label: .fragment { "\(subject.noun) "; Markup.element("code") { subject.id } },
                      count: Self.summary(of: deck.own(subject), itself: subject.kind.diffKind, locales: locales))
        }
        children += deck.flows.map { flow in
            Self.item(Self.flowAnchor(deck: deck.id, flow: flow), label: .fragment { "Flow "; Markup.element("code") { flow } },
                      count: Self.summary(of: deck.own(flow: flow), itself: .flow, locales: locales))
        }
        if !deck.other.isEmpty {
            children.append(Self.item(deck.otherAnchor, label: .text("Other changes"), count: Self.summary(of: deck.other, itself: nil, locales: locales)))
        }
        var counts = [Subject.Kind.screen, .permission, .shield].compactMap { kind -> String? in
            let count = deck.subjects.filter { $0.kind == kind }.count
            return count == 0 ? nil : PreviewCount.of(count, Subject(kind: kind, id: "").noun.lowercased())
        }
        if !deck.flows.isEmpty { counts.append(PreviewCount.of(deck.flows.count, "flow")) }
        if !deck.other.isEmpty { counts.append(PreviewCount.of(deck.other.count, "other change")) }
        return .element("li") {
            Markup.element("a", attributes: [.href(.fragment(Self.deckAnchor(deck.id)))]) { Markup.isolated(deck.name) }
            " "
            Markup.element("span", .class("count")) { counts.joined(separator: " · ") }
            Markup.element("ul", attributes: [], children: children)
        }
    }

    private static func item(_ anchor: String, label: Markup, count: String) -> Markup {
        .element("li") {
            Markup.element("a", attributes: [.href(.fragment(anchor))]) { label }
            " "
            Markup.element("span", .class("count")) { count }
        }
    }

    /// What changed, in a few words: "screen added · 1 field added · 3 texts added", "1 text
    /// changed · stale in ja, en", "1 node changed · 1 edge added · 1 edge removed". A change
    /// of `itself` (the section's own screen, permission, shield or flow) is named without a
    /// count; texts left stale by their locales, in the deck's order.
    static func summary(of entries: [ProjectDiff.Entry], itself: ProjectDiff.Kind?, locales: [String]) -> String {
        guard !entries.isEmpty else { return "shown by a changed node" }
        let kinds: [ProjectDiff.Kind] = [.screen, .permission, .shield, .flow, .field, .message, .node, .edge, .event]
        var parts: [String] = []
        for kind in kinds + ProjectDiff.Kind.allCases.filter({ !kinds.contains($0) }) {
            let noun = kind == .message ? "text" : kind.rawValue
            for change in [ProjectDiff.Change.added, .changed, .removed] {
                let count = entries.filter { $0.kind == kind && $0.change == change }.count
                guard count > 0 else { continue }
                parts.append(kind == itself && count == 1 ? "\(noun) \(change.rawValue)" : PreviewCount.of(count, noun) + " \(change.rawValue)")
            }
        }
        let stale = Set(entries.filter { $0.change == .stale }.compactMap(\.locale))
        if !stale.isEmpty {
            let ordered = locales.filter(stale.contains) + stale.subtracting(locales).sorted()
            parts.append("stale in " + ordered.joined(separator: ", "))
        }
        return parts.joined(separator: " · ")
    }
}

extension ChangesPage.Subject.Kind {
    var diffKind: ProjectDiff.Kind {
        switch self {
        case .screen: .screen
        case .permission: .permission
        case .shield: .shield
        }
    }
}
