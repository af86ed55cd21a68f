extension Rules {
    /// Emitted by `YAMLDocument.parse` when a file is not valid YAML.
    public static let yamlSyntax = RuleDescriptor(
        id: "yaml.syntax", defaultSeverity: .error,
        summary: "A YAML file cannot be parsed.",
        help: """
            The file is not valid YAML, so nothing in it was read. Common causes: a tab used for \
            indentation, a value containing `: ` or starting with `{` that is not quoted, an unclosed quote.
            """)
}
