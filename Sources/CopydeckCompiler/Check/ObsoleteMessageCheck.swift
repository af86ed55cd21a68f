/// Text in a locale file whose key no field declares any more: a leftover of a renamed or removed
/// field, or a typo in the key. Its translation would be silently dropped from the bundle.
public struct ObsoleteMessageCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "message.obsolete", defaultSeverity: .error,
        summary: "A locale file has text for a key that no field declares.",
        help: """
            The key was renamed or removed in content/, or is misspelled. Copydeck never drops a \
            translation silently: remove the text, fix the key, or declare the field again.
            """,
        examples: [
            RuleExample("a misspelled key", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      ↓titel: 写真へのアクセス
                      allow:
                        default: 許可する
                        granted: ✓ 許可済み
                    """),
            ]),
            RuleExample("one text for a field that has variants", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      title: 写真へのアクセス
                      ↓allow: 許可する
                    """),
            ]),
            RuleExample("every key declared, one text per variant", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      title: 写真へのアクセス
                      allow:
                        default: 許可する
                        granted: ✓ 許可済み
                    """),
            ]),
        ])

    static let screens = """
        screens:
          photo_access:
            kind: page
            fields:
              title: title
              allow: { surface: button, variants: [default, granted], accessibility: text }
        """

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
