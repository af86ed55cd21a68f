extension Rules {
    /// Emitted when `copydeck.yml`'s `rules:` names a rule that does not exist.
    public static let unknownRule = RuleDescriptor(
        id: "config.unknown-rule", defaultSeverity: .error,
        summary: "`rules:` in copydeck.yml names a rule id that does not exist.",
        help: "Rule ids are stable; check the spelling against the rules reference.",
        examples: [
            RuleExample(file: "copydeck.yml", """
                version: 1
                sourceLocale: ko
                locales: [ko, ja, en]
                decks:
                  demo: {}
                rules:
                  ↓message.lenght: warning
                """),
            RuleExample(file: "copydeck.yml", """
                version: 1
                sourceLocale: ko
                locales: [ko, ja, en]
                decks:
                  demo: {}
                rules:
                  message.length: warning
                """),
        ])
}
