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
