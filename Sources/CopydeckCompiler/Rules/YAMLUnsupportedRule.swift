extension Rules {
    /// Emitted by `YAMLDocument.parse` for valid YAML that Copydeck refuses to read.
    public static let yamlUnsupported = RuleDescriptor(
        id: "yaml.unsupported", defaultSeverity: .error,
        summary: "An alias (`*name`) or a tag other than `!!str` in a Copydeck file.",
        help: """
            Every text is written where it is used, so translators and checks see it there: an \
            alias would repeat another node (and a few nested aliases can repeat one thousands \
            of millions of times), so none is expanded; write the text out. Copydeck reads \
            every value as text: `!!str` (or `!`) keeps a value such as `null` or `yes` as \
            text, and other tags (`!!int`, `!!binary`, `!custom`) are refused; quote the value.
            """,
        examples: [
            RuleExample("an alias", file: "locales/ko/demo.yml", """
                intro:
                  title: &welcome 어서 오세요
                  next: ↓*welcome
                """),
            RuleExample("a tag other than `!!str`", file: "locales/ko/demo.yml", """
                intro:
                  count: ↓!!int 3
                """),
            RuleExample("`!!str` keeps `yes` as text", file: "locales/ko/demo.yml", """
                intro:
                  title: 어서 오세요
                  answer: !!str yes
                """),
        ])
}
