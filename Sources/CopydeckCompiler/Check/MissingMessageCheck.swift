/// Every declared message needs text in every locale of its deck. A missing translation is
/// reported at the key in the source locale, naming the locale that lacks it; text missing from the
/// source locale itself is reported at the field's declaration.
public struct MissingMessageCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "message.missing", defaultSeverity: .error,
        summary: "A declared message has no text in a locale.",
        help: """
            Every field of every screen, permission, template and shield needs text in every locale \
            of its deck. Add the key to the locale file named in the message, or remove the field.
            """,
        examples: [
            RuleExample("a translation missing in ja: at the source text's key", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요\n  ↓next: 시작하기\n"),
                .init("locales/ja/demo.yml", "intro:\n  title: 写真は数枚で十分です\n"),
                .init("locales/en/demo.yml", "intro:\n  title: A few photos are enough\n  next: Start\n"),
            ]),
            RuleExample("no text in the source locale: at the field", files: [
                .init("content/demo/screens.yml", """
                    screens:
                      intro:
                        kind: page
                        fields:
                          title: title
                          ↓next: button
                    """),
                .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요\n"),
                .init("locales/ja/demo.yml", "intro:\n  title: 写真は数枚で十分です\n  next: はじめる\n"),
                .init("locales/en/demo.yml", "intro:\n  title: A few photos are enough\n  next: Start\n"),
            ]),
            RuleExample("text in every locale", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요\n  next: 시작하기\n"),
                .init("locales/ja/demo.yml", "intro:\n  title: 写真は数枚で十分です\n  next: はじめる\n"),
                .init("locales/en/demo.yml", "intro:\n  title: A few photos are enough\n  next: Start\n"),
            ]),
        ])

    static let screens = """
        screens:
          intro:
            kind: page
            fields:
              title: title
              next: button
        """

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
