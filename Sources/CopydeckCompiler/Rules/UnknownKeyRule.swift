extension Rules {
    /// Emitted by `YAMLMapping.rejectUnknownKeys` for keys the schema does not define.
    public static let unknownKey = RuleDescriptor(
        id: "schema.unknown-key", defaultSeverity: .error,
        summary: "A key that the schema does not define.",
        help: """
            Copydeck rejects keys it does not know instead of ignoring them, so a typo such as \
            `maxLenght` cannot silently disable a check. The message names the closest allowed key.
            """,
        examples: [
            RuleExample(file: "content/demo/screens.yml", """
                screens:
                  intro:
                    kind: page
                    fields:
                      title: { surface: title, ↓maxLenght: 30 }
                """),
            RuleExample(file: "content/demo/screens.yml", """
                screens:
                  intro:
                    kind: page
                    fields:
                      title: { surface: title, maxLength: 30 }
                """),
        ])
}
