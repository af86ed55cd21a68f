extension Rules {
    /// A key, text or translator note holding a character XML 1.0 cannot carry.
    public static let xliffExportCharacter = RuleDescriptor(
        id: "export.xliff-character", defaultSeverity: .error,
        summary: "A text with a control character that XML 1.0 cannot carry, left out of the XLIFF.",
        help: """
            XML 1.0 has no way to write U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE or \
            U+FFFF, not even as `&#1;`. The entry is left out of the XLIFF rather than written \
            without the character; remove the character from the text (it is usually pasted by \
            accident and invisible).
            """,
        examples: [
            RuleExample("U+0001 in the English title", action: .build, files: Self.xliffExampleProject(english: """
                intro:
                  title: ↓"A few photos are all it takes\\u0001"
                  next: Next
                """)),
            RuleExample("a tab is a character XML can carry", action: .build, files: Self.xliffExampleProject(english: """
                intro:
                  title: "A few photos\\tare all it takes"
                  next: Next
                """)),
        ])
}
