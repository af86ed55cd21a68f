/// One thing of a deck as the diff compares it: an id, what it is (a text or its facts), and
/// where it stands.
struct DiffItem: Sendable {
    var id: String
    var value: ProjectDiff.Value
    var range: SourceRange?

    init(_ id: String, _ value: ProjectDiff.Value, at range: SourceRange?) {
        self.id = id
        self.value = value
        self.range = range
    }

    init(_ id: String, _ properties: KeyValuePairs<String, String?>, at range: SourceRange?) {
        self.init(id, .facts(properties), at: range)
    }

    /// The changes between two versions' items of one kind: matched by id (the first of an id
    /// that is written twice, which a check reports), each added, removed or changed once.
    static func compare(_ before: [DiffItem], _ after: [DiffItem], deck: String, kind: ProjectDiff.Kind, locale: String? = nil) -> [ProjectDiff.Entry] {
        var old: [String: DiffItem] = [:]
        for item in before where old[item.id] == nil { old[item.id] = item }
        var entries: [ProjectDiff.Entry] = []
        var seen = Set<String>()
        for item in after where seen.insert(item.id).inserted {
            if let previous = old[item.id] {
                guard previous.value != item.value else { continue }
                entries.append(.init(deck: deck, kind: kind, change: .changed, id: item.id, locale: locale,
                                     before: previous.value, after: item.value, range: item.range, baseRange: previous.range))
            } else {
                entries.append(.init(deck: deck, kind: kind, change: .added, id: item.id, locale: locale, after: item.value, range: item.range))
            }
        }
        for item in before where !seen.contains(item.id) {
            seen.insert(item.id)
            entries.append(.init(deck: deck, kind: kind, change: .removed, id: item.id, locale: locale, before: item.value, baseRange: item.range))
        }
        return entries
    }
}
