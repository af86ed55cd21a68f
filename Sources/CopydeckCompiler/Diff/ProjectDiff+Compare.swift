extension ProjectDiff {
    /// The changes between `base` and `head` (the older and the newer version), findings aside.
    static func changes(from base: Project, to head: Project) -> [Entry] {
        var old: [String: Deck] = [:]
        for deck in base.decks where old[deck.id] == nil { old[deck.id] = deck }
        var seen = Set<String>()
        var entries: [Entry] = []
        for deck in head.decks where seen.insert(deck.id).inserted {
            entries += changes(from: old[deck.id], to: deck)
        }
        for deck in base.decks where seen.insert(deck.id).inserted {
            entries += changes(from: nil, to: deck).map(\.reversed)
        }
        return entries.sorted { $0.sortKey < $1.sortKey }
    }

    /// One deck's changes; a deck only one version has is all added.
    private static func changes(from base: Deck?, to head: Deck) -> [Entry] {
        var entries = messageChanges(from: base, to: head)
        for kind in Kind.allCases where kind != .message && kind != .edge {
            entries += DiffItem.compare(base?.diffItems(kind) ?? [], head.diffItems(kind), deck: head.id, kind: kind)
        }
        var baseFlows: [String: DeckFlow] = [:]
        for flow in base?.flows ?? [] where baseFlows[flow.id.value] == nil { baseFlows[flow.id.value] = flow }
        var seen = Set<String>()
        for flow in head.flows where seen.insert(flow.id.value).inserted {
            entries += edgeChanges(from: baseFlows[flow.id.value], to: flow, deck: head.id)
        }
        for flow in base?.flows ?? [] where seen.insert(flow.id.value).inserted {
            entries += edgeChanges(from: nil, to: flow, deck: head.id).map(\.reversed)
        }
        return entries
    }

    /// Every text of every locale either version has: added, removed or changed, by key; and each
    /// translation whose source-locale text changed while it stayed as it was.
    private static func messageChanges(from base: Deck?, to head: Deck) -> [Entry] {
        let locales = head.locales + (base?.locales ?? []).filter { !head.locales.contains($0) }
        var entries: [Entry] = []
        for locale in locales {
            let before = base?.catalogs[locale]?.entries ?? []
            let after = head.catalogs[locale]?.entries ?? []
            entries += DiffItem.compare(before.map { DiffItem($0.key, .text($0.text), at: $0.valueRange) },
                                        after.map { DiffItem($0.key, .text($0.text), at: $0.valueRange) },
                                        deck: head.id, kind: .message, locale: locale)
        }
        guard let base, base.sourceLocale == head.sourceLocale,
              let oldSource = base.catalogs[base.sourceLocale], let newSource = head.catalogs[head.sourceLocale] else { return entries }
        for entry in newSource.entries {
            guard let previous = oldSource[entry.key], previous.text != entry.text else { continue }
            for locale in head.locales where locale != head.sourceLocale {
                guard let translation = head.catalogs[locale]?[entry.key], let old = base.catalogs[locale]?[entry.key],
                      old.text == translation.text else { continue }
                entries.append(Entry(deck: head.id, kind: .message, change: .stale, id: entry.key, locale: locale,
                                     before: .text(previous.text), after: .text(entry.text), translation: translation.text,
                                     range: translation.valueRange, baseRange: old.valueRange))
            }
        }
        return entries
    }

    /// A flow's edges, by `from->to`: parallel edges are paired first where their label and
    /// outcome agree, then in their order; what is left was added or removed.
    private static func edgeChanges(from base: DeckFlow?, to head: DeckFlow, deck: String) -> [Entry] {
        func groups(_ flow: DeckFlow?) -> [String: [Int]] {
            guard let flow else { return [:] }
            var groups: [String: [Int]] = [:]
            for (index, edge) in flow.chart.edges.enumerated() { groups[flow.id.value + "/" + edge.from + "->" + edge.to, default: []].append(index) }
            return groups
        }
        let old = groups(base), new = groups(head)
        var entries: [Entry] = []
        for id in Set(old.keys).union(new.keys).sorted() {
            var before = (old[id] ?? []).map { (edge: $0, value: base!.edgeValue($0)) }
            var after = (new[id] ?? []).map { (edge: $0, value: head.edgeValue($0)) }
            after.removeAll { edge in
                guard let match = before.firstIndex(where: { $0.value == edge.value }) else { return false }
                before.remove(at: match)
                return true
            }
            for index in 0..<max(before.count, after.count) {
                let was = index < before.count ? before[index] : nil
                let now = index < after.count ? after[index] : nil
                let change: Change = was == nil ? .added : now == nil ? .removed : .changed
                entries.append(Entry(deck: deck, kind: .edge, change: change, id: id, before: was?.value, after: now?.value,
                                     range: now.map { head.range(ofEdge: $0.edge) }, baseRange: was.map { base!.range(ofEdge: $0.edge) }))
            }
        }
        return entries
    }
}

extension DeckFlow {
    func edgeValue(_ edge: Int) -> ProjectDiff.Value {
        DiffItem("", ["label": chart.edges[edge].label, "outcome": outcomes[edge]?.value], at: nil).value
    }
}
