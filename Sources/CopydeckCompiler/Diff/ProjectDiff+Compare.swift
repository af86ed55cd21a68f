extension ProjectDiff {
    /// The changes between `base` and `head` (the older and the newer version), findings aside.
    static func changes(from base: Project, to head: Project) -> [Entry] {
        var old: [String: Deck] = [:]
        for deck in base.decks where old[deck.id] == nil { old[deck.id] = deck }
        let same = SameFiles(base: base, head: head)
        var seen = Set<String>()
        var found: [(Deck?, Deck, reversed: Bool)] = []
        for deck in head.decks where seen.insert(deck.id).inserted { found.append((old[deck.id], deck, false)) }
        for deck in base.decks where seen.insert(deck.id).inserted { found.append((nil, deck, true)) }
        let pairs = found
        // Each deck on whichever core is free; put together in a fixed order by the sort.
        let entries = Parallel.map(pairs.count) { index -> [Entry] in
            let (before, after, reversed) = pairs[index]
            let found = changes(from: before, to: after, same: reversed ? SameFiles.none : same)
            return reversed ? found.map(\.reversed) : found
        }
        return entries.flatMap { $0 }.sorted { $0.sortKey < $1.sortKey }
    }

    /// One deck's changes; a deck only one version has is all added. What is read from files
    /// that did not change is not compared: a deck's content files, or a locale file, alike in
    /// both versions cannot hold a change.
    private static func changes(from base: Deck?, to head: Deck, same: SameFiles) -> [Entry] {
        var entries = messageChanges(from: base, to: head, same: same)
        guard base == nil || !same.content(of: head.id) else { return entries }
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
    private static func messageChanges(from base: Deck?, to head: Deck, same: SameFiles) -> [Entry] {
        let locales = head.locales + (base?.locales ?? []).filter { !head.locales.contains($0) }
        var entries: [Entry] = []
        for locale in locales {
            let before = base?.catalogs[locale], after = head.catalogs[locale]
            if let path = after?.path, before?.path == path, same.file(path) { continue }
            for entry in after?.entries ?? [] {
                if let old = before?[entry.key] {
                    guard old.text != entry.text else { continue }
                    entries.append(Entry(deck: head.id, kind: .message, change: .changed, id: entry.key, locale: locale,
                                         before: .text(old.text), after: .text(entry.text), range: entry.valueRange, baseRange: old.valueRange))
                } else {
                    entries.append(Entry(deck: head.id, kind: .message, change: .added, id: entry.key, locale: locale,
                                         after: .text(entry.text), range: entry.valueRange))
                }
            }
            for entry in before?.entries ?? [] where after?[entry.key] == nil {
                entries.append(Entry(deck: head.id, kind: .message, change: .removed, id: entry.key, locale: locale,
                                     before: .text(entry.text), baseRange: entry.valueRange))
            }
        }
        guard let base, base.sourceLocale == head.sourceLocale,
              let oldSource = base.catalogs[base.sourceLocale], let newSource = head.catalogs[head.sourceLocale],
              !same.file(newSource.path) else { return entries }
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

    /// A flow's edges, by `flow/from->to`, as `EdgePairing` pairs them.
    private static func edgeChanges(from base: DeckFlow?, to head: DeckFlow, deck: String) -> [Entry] {
        func id(_ edge: FlowEdge) -> String { head.id.value + "/" + edge.from + "->" + edge.to }
        return EdgePairing.pairs(before: base, after: head).compactMap { pair in
            switch pair {
            case .same: nil
            case .changed(let old, let new):
                Entry(deck: deck, kind: .edge, change: .changed, id: id(head.chart.edges[new]), before: base!.edgeValue(old), after: head.edgeValue(new),
                      range: head.range(ofEdge: new), baseRange: base!.range(ofEdge: old))
            case .added(let new):
                Entry(deck: deck, kind: .edge, change: .added, id: id(head.chart.edges[new]), after: head.edgeValue(new), range: head.range(ofEdge: new))
            case .removed(let old):
                Entry(deck: deck, kind: .edge, change: .removed, id: id(base!.chart.edges[old]), before: base!.edgeValue(old), baseRange: base!.range(ofEdge: old))
            }
        }
    }
}

/// Which files read into both versions are alike, byte for byte: what the diff need not compare.
struct SameFiles: Sendable {
    private let same: Set<String>
    /// Decks whose content files are all alike in both versions (none added or removed).
    private let sameContent: Set<String>

    static let none = SameFiles(same: [], sameContent: [])

    private init(same: Set<String>, sameContent: Set<String>) {
        self.same = same
        self.sameContent = sameContent
    }

    init(base: Project, head: Project) {
        var same = Set<String>()
        var differs = Set<String>()
        for path in Set(base.files.keys).union(head.files.keys) {
            let alike = base.files[path]?.text == head.files[path]?.text && base.files[path] != nil
            if alike { same.insert(path) }
            let parts = path.split(separator: "/", maxSplits: 2)
            if !alike, parts.count == 3, parts[0] == "content" { differs.insert(String(parts[1])) }
        }
        let decks = Set(base.decks.map(\.id)).intersection(head.decks.map(\.id))
        self.same = same
        sameContent = decks.subtracting(differs)
    }

    func file(_ path: String) -> Bool { same.contains(path) }
    func content(of deck: String) -> Bool { sameContent.contains(deck) }
}
