/// Every declared message needs text in every locale of its deck. A missing translation is
/// reported at the key in the source locale, naming the locale that lacks it; text missing from the
/// source locale itself is reported at the field's declaration.
///
///     # locales/ko/wander.yml        # locales/ja/wander.yml
///     intro:                         intro:
///       title: 사진 몇 장이면 충분해요     body: …
///       ↑ message.missing: `wander.intro.title` is missing in ja
public struct MissingMessageCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "message.missing", defaultSeverity: .error,
        summary: "A declared message has no text in a locale.",
        help: """
            Every field of every screen, permission, template and shield needs text in every locale \
            of its deck. Add the key to the locale file named in the message, or remove the field.
            """,
        example: """
            # locales/ko/wander.yml        # locales/ja/wander.yml
            intro:                         intro:
              title: 사진 몇 장이면 충분해요     body: …
              ↑ message.missing: `wander.intro.title` is missing in ja
            """)

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            let declared = deck.declaredMessages
            guard !declared.isEmpty else { continue }
            let source = deck.texts(in: deck.sourceLocale)
            for (localeIndex, locale) in deck.locales.enumerated() {
                guard let catalog = deck.catalogs[locale], !catalog.unreadable else { continue }
                guard catalog.exists else {
                    diagnostics.emit(Self.rule, at: deck.declaration,
                        "deck `\(deck.id)` has no text in \(locale): \(catalog.path) does not exist (\(declared.count) messages missing)")
                    continue
                }
                guard localeIndex < deck.messageTable.entries.count else { continue }
                let texts = deck.messageTable.entries[localeIndex]
                for (index, message) in declared.enumerated() where texts[index] == nil {
                    if locale != deck.sourceLocale, let sourceEntry = source?[index] {
                        diagnostics.emit(Self.rule, at: sourceEntry.keyRange,
                            "message `\(message.key)` is missing in \(locale) (\(catalog.path))",
                            notes: [.init("declared here", at: message.range)])
                    } else if locale == deck.sourceLocale {
                        diagnostics.emit(Self.rule, at: message.range,
                            "message `\(message.key)` has no text in the source locale \(locale) (\(catalog.path))")
                    }
                    // Otherwise the source locale lacks it too: reported once, for the source locale.
                }
            }
        }
    }
}
