extension Rules {
    /// Emitted by `YAMLDocument.parse` when a mapping repeats a key.
    public static let duplicateKey = RuleDescriptor(
        id: "yaml.duplicate-key", defaultSeverity: .error,
        summary: "A YAML mapping has the same key twice.",
        help: "YAML keeps only one of the two values, so the other is silently lost. Remove or rename one.",
        examples: [
            RuleExample(file: "locales/ko/demo.yml", """
                intro:
                  title: 사진 몇 장이면 충분해요
                  next: 다음
                  ↓title: 사진을 골라 주세요
                """),
            RuleExample("the same key in two mappings", file: "locales/ko/demo.yml", """
                intro:
                  title: 사진 몇 장이면 충분해요
                outro:
                  title: 준비가 끝났어요
                """),
        ])
}
