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

    /// A page with a count, for the examples of the table rules.
    static let exportExampleGallery = """
        screens:
          gallery:
            kind: page
            fields:
              count: { surface: caption, placeholders: { n: integer } }
        """

    /// Emitted while the InfoPlist tables are made, for two permissions sharing one Info.plist key.
    public static let exportDuplicateKey = RuleDescriptor(
        id: "export.duplicate-key", defaultSeverity: .warning,
        summary: "Two messages of a deck that become the same key of a table (two permissions with one Info.plist key).",
        help: """
            A table has one text per key: the first declaration's text is written and the other \
            is left out. Give the permissions different system permissions, or one usage text.
            """,
        examples: [
            RuleExample("two permissions describe NSCameraUsageDescription", files: [
                .init("content/demo/permissions.yml", """
                    permissions:
                      receipt_scan:
                        system: camera
                        fields:
                          usage: usage
                      ↓profile_photo:
                        system: camera
                        fields:
                          usage: usage
                    """),
                .init("locales/ko/demo.yml", """
                    receipt_scan:
                      usage: 영수증을 찍으려면 카메라가 필요해요.
                    profile_photo:
                      usage: 프로필 사진을 찍으려면 카메라가 필요해요.
                    """),
            ]),
            RuleExample("one camera, one photo library", files: [
                .init("content/demo/permissions.yml", """
                    permissions:
                      receipt_scan:
                        system: camera
                        fields:
                          usage: usage
                      profile_photo:
                        system: photoLibrary
                        fields:
                          usage: usage
                    """),
                .init("locales/ko/demo.yml", """
                    receipt_scan:
                      usage: 영수증을 찍으려면 카메라가 필요해요.
                    profile_photo:
                      usage: 프로필 사진을 고르려면 사진 보관함이 필요해요.
                    """),
            ]),
        ])
}
