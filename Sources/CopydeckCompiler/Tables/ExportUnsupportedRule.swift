extension Rules {
    /// Emitted while the string tables are made, for a message a table cannot say.
    public static let exportUnsupported = RuleDescriptor(
        id: "export.unsupported", defaultSeverity: .warning,
        summary: "A message a string table (String Catalog, .strings, Android, XLIFF) cannot say; the key is left out of the tables.",
        help: """
            String tables have printf formats and cardinal plurals only. A `select`, a \
            `selectordinal`, a plural inside a plural, a plural `offset` and exact matches other \
            than `=0` (and `=1` where `one` means exactly 1) have no table form: the key is left \
            out of every table (the JSON bundle keeps it, and CopydeckKit renders it). Split the \
            message into fields, or give each case its own variant, if the app reads tables.
            """,
        examples: [
            RuleExample("a `select`", files: [
                .init("content/demo/screens.yml", """
                    screens:
                      focus:
                        kind: page
                        fields:
                          mode: { surface: body, placeholders: { mode: string } }
                    """),
                .init("locales/ko/demo.yml", """
                    focus:
                      mode: "↓{mode, select, allIn {올인 모드예요} other {집중 모드예요}}"
                    """),
            ]),
            RuleExample("an exact match other than `=0`", files: [
                .init("content/demo/screens.yml", Self.exportExampleGallery),
                .init("locales/ko/demo.yml", """
                    gallery:
                      count: "새 사진 {n, plural, ↓=2 {두 장} other {#장}}"
                    """),
            ]),
            RuleExample("`=0` has a table form", files: [
                .init("content/demo/screens.yml", Self.exportExampleGallery),
                .init("locales/ko/demo.yml", """
                    gallery:
                      count: "{n, plural, =0 {아직 사진이 없어요} other {사진 #장}}"
                    """),
            ]),
        ])
}
