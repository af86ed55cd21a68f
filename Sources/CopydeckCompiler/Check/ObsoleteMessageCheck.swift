/// Text in a locale file whose key no field declares any more: a leftover of a renamed or removed
/// field, or a typo in the key. Its translation would be silently dropped from the bundle.
///
///     # locales/ja/wander.yml
///     intro:
///       titel: …        ← message.obsolete: `wander.intro.titel` is not declared; did you mean `title`?
public struct ObsoleteMessageCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "message.obsolete", defaultSeverity: .error,
        summary: "A locale file has text for a key that no field declares.",
        help: """
            The key was renamed or removed in content/, or is misspelled. Copydeck never drops a \
            translation silently: remove the text, fix the key, or declare the field again.
            """,
        example: """
            # locales/ja/wander.yml
            intro:
              titel: …        ← message.obsolete: `wander.intro.titel` is not declared; did you mean `title`?
            """)

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks where !deck.hasUnreadableContent {
            let declared = deck.declaredMessages
            // What the messages need is computed only when a deck has an obsolete key at all.
            var keys: Set<String>?
            var fieldsWithVariants: [String: Field] = [:]
            for (localeIndex, locale) in deck.locales.enumerated() {
                guard let catalog = deck.catalogs[locale], localeIndex < deck.messageTable.unclaimed.count else { continue }
                for position in deck.messageTable.unclaimed[localeIndex] {
                    let entry = catalog.entries[position]
                    if keys == nil {
                        keys = Set(declared.map(\.key))
                        fieldsWithVariants = Dictionary(
                            declared.filter { $0.variant != nil }.map { ("\(deck.id).\($0.ownerID).\($0.field.id.value)", $0.field) },
                            uniquingKeysWith: { first, _ in first })
                    }
                    let key = entry.key
                    var message = "message `\(key)` in \(locale) is not declared in \(deck.contentPath)"
                    if let field = fieldsWithVariants[key] {
                        let names = field.variants.map(\.value).joined(separator: ", ")
                        message = "field `\(field.id.value)` has variants (\(names)): write one text per variant instead of a single text"
                    } else if let closest = Suggestion.closest(to: key, in: keys ?? []) {
                        message += "; did you mean `\(closest)`?"
                    }
                    diagnostics.emit(Self.rule, at: entry.keyRange, message)
                }
            }
        }
    }
}
