extension Rules {
    /// Emitted by `LocaleFileEditor` for a locale file, or an edit of one, that it cannot write
    /// safely in place; nothing of that file is written.
    public static let localeEditUnsupported = RuleDescriptor(
        id: "import.edit-unsupported", defaultSeverity: .error,
        summary: "A locale file that `copydeck import` cannot edit in place, or an edit it cannot make.",
        help: """
            `copydeck import` changes a locale file by replacing only the bytes of each changed \
            text and inserting the lines of each new message, so that review shows exactly what \
            changed. It does not do that where the file is not valid YAML, where a key would go \
            into a flow mapping (`{ title: …, body: … }`), where the file holds lists, aliases, \
            explicit `?` keys or lone CR line breaks, where a key names a mapping of fields \
            rather than a text, or where a key is not one of the deck's. Nothing of the file is \
            written: fix what the diagnostic points at (write the mapping as a block, one key a \
            line) and import again.
            """,
        examples: [
            RuleExample("`demo.intro.greeting` would go into a flow mapping", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("locales/ja/demo.yml", """
                    intro: ↓{ title: 写真が数枚あれば十分です }
                    """),
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      <target>%1$@さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample("a block mapping takes the new line", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("locales/ja/demo.yml", """
                    intro:
                      title: 写真が数枚あれば十分です
                    """),
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      <target>%1$@さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
