extension Rules {
    /// Emitted while reading the schema: wrong type, value outside its allowed set, missing key.
    public static let invalidValue = RuleDescriptor(
        id: "schema.invalid-value", defaultSeverity: .error,
        summary: "A value of the wrong type or outside its allowed set, or a required key that is missing.",
        help: "The message says what was expected, for example a whole number for `maxLength`.",
        examples: [
            RuleExample(file: "content/demo/screens.yml", """
                screens:
                  intro:
                    kind: ↓slide
                    fields:
                      title: { surface: title, maxLength: ↓thirty }
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
