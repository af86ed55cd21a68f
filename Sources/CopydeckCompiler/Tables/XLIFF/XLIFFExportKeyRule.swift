extension Rules {
    /// A key that cannot be a `<trans-unit id>`: it contains Xcode's variation separator `|==|`
    /// (the reader would take the rest for a plural path), or it repeats a key of its table.
    public static let xliffExportKey = RuleDescriptor(
        id: "export.xliff-key", defaultSeverity: .error,
        summary: "A key that cannot be written as an XLIFF unit id: it contains `|==|`, or repeats a key.",
        help: """
            Xcode's XLIFF names a plural variation `KEY|==|plural.one`; a key that contains `|==|` \
            itself would be read back as a variation of another key, so the entry is left out of \
            the XLIFF. Rename the field (keys derive from its id).
            """,
        safetyNet: "Keys are `lower_snake_case` ids joined by `.`, which cannot hold `|`, and an id declared twice is an error (`id.duplicate`) before anything is written.",
        examples: [
            RuleExample("keys made of ids are always unit ids", action: .build, files: Self.xliffExampleProject(english: """
                intro:
                  title: A few photos are all it takes
                  next: Next
                """)),
        ])
}
