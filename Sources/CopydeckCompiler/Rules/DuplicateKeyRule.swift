extension Rules {
    /// Emitted by `YAMLDocument.parse` when a mapping repeats a key.
    public static let duplicateKey = RuleDescriptor(
        id: "yaml.duplicate-key", defaultSeverity: .error,
        summary: "A YAML mapping has the same key twice.",
        help: "YAML keeps only one of the two values, so the other is silently lost. Remove or rename one.")
}
