/// An earlier check of the project, from which a new check may leave decks unread: the last
/// build's cache (`DeckReuse`) or the language server's last lint (`LintReuse`). Each says which
/// decks did not change since; the analysis (`CompilerDriver.analyze`) leaves those unread, and
/// reads again every deck that quotes a label when the labels the decks show changed.
protocol EarlierCheck {
    /// The decks of `declared` that need not be read, by id, each as the earlier check found it.
    /// `config`: `copydeck.yml` as read now.
    func unread(_ declared: [Deck], config: SourceFile?) -> [String: UnreadDeck]
    /// The decks the earlier check read or kept, by id.
    var earlierDecks: [String] { get }
    /// The labels the deck `id` showed at the earlier check (`LabelReferenceCheck.labels(of:)`).
    func earlierLabels(of id: String) -> [String: [String]]
    /// The same, with the decks `ids` read whatever their inputs.
    func reading(_ ids: Set<String>) -> Self
}

extension EarlierCheck {
    /// Whether the labels the decks show now, those read (`read`, by deck and locale) and those
    /// left unread, are all the labels the earlier check read: else an unread deck's copy may
    /// quote a label that went, or miss one that came, and its findings no longer stand.
    ///
    /// The unread decks show what they showed then, so only the decks read now and those the
    /// earlier check had besides are compared: a label one of them lost or gained leaves the
    /// whole unchanged only when an unread deck shows it too (whose labels are then read).
    func sameLabels(read: [String: [String: [String]]], unread: [UnreadDeck]) -> Bool {
        let left = Set(unread.map(\.id))
        let before = Self.union(earlierDecks.filter { !left.contains($0) }.map(earlierLabels(of:)))
        let now = Self.union(Array(read.values))
        for locale in Set(before.keys).union(now.keys) {
            let changed = before[locale, default: []].symmetricDifference(now[locale, default: []])
            for label in changed where !unread.contains(where: { $0.labels[locale]?.contains(label) ?? false }) { return false }
        }
        return true
    }

    private static func union(_ labels: [[String: [String]]]) -> [String: Set<String>] {
        var union: [String: Set<String>] = [:]
        for deck in labels {
            for (locale, texts) in deck where !texts.isEmpty { union[locale, default: []].formUnion(texts) }
        }
        return union
    }

    /// The decks of `declared` whose findings can be told from the project's and the other
    /// decks': none when `copydeck.yml` mentions a suppression or `baseline` has an entry on it
    /// (there, a deck's findings share the file with the project's), and never a deck that
    /// shares its id or its declaration's line with another.
    static func separable(_ declared: [Deck], config: SourceFile?, baseline: Baseline?) -> [Deck] {
        guard !(baseline?.findings.contains { $0.file == ProjectConfig.fileName } ?? false),
              !(config.map { Suppressions.mentionsMarker($0.text) } ?? false) else { return [] }
        let ambiguous = FindingOwners(decks: declared).ambiguous
        return declared.filter { !ambiguous.contains($0.id) }
    }
}
