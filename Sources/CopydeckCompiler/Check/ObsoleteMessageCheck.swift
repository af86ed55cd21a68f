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
            let keys = Set(declared.map(\.key))
            let fieldsWithVariants = Dictionary(
                declared.filter { $0.variant != nil }.map { ("\(deck.id).\($0.ownerID).\($0.field.id.value)", $0.field) },
                uniquingKeysWith: { first, _ in first })
            for locale in deck.locales {
                guard let catalog = deck.catalogs[locale] else { continue }
                for entry in catalog.entries where !keys.contains(entry.key) {
                    let key = entry.key
                    var message = "message `\(key)` in \(locale) is not declared in \(deck.contentPath)"
                    if let field = fieldsWithVariants[key] {
                        let names = field.variants.map(\.value).joined(separator: ", ")
                        message = "field `\(field.id.value)` has variants (\(names)): write one text per variant instead of a single text"
                    } else if let closest = Suggestion.closest(to: key, in: keys) {
                        message += "; did you mean `\(closest)`?"
                    }
                    diagnostics.emit(Self.rule, at: entry.keyRange, message)
                }
            }
        }
    }
}
