extension Rules {
    /// Emitted by `YAMLDocument.parse` when a file is not valid YAML.
    public static let yamlSyntax = RuleDescriptor(
        id: "yaml.syntax", defaultSeverity: .error,
        summary: "A YAML file cannot be parsed.",
        help: """
            The file is not valid YAML, so nothing in it was read. Common causes: a tab used for \
            indentation, a value containing `: ` or starting with `{` that is not quoted, an unclosed quote. \
            Every error is reported, not only the first: after each one the reading goes on at the \
            next key at that depth or above, and each later error is where libyaml would put it once \
            the ones before it are mended (up to 64 per file).
            """,
        examples: [
            RuleExample("an unclosed quote", file: "locales/ko/demo.yml", """
                intro:
                  title: "사진 몇 장이면 충분해요
                  next: 다음↓
                """),
            RuleExample(file: "locales/ko/demo.yml", """
                intro:
                  title: "사진 몇 장이면 충분해요"
                  next: 다음
                """),
        ])
}
