extension Rules {
    /// Emitted by `LocaleFileEditor` when the file it would write does not read back as the
    /// edits say (a fault of the editor, not of the input): nothing is written.
    public static let localeEditMismatch = RuleDescriptor(
        id: "import.edit-mismatch", defaultSeverity: .error,
        summary: "An edited locale file that would read back differently from the import; it is not written.",
        help: """
            Every file `copydeck import` edits is read back, with the reader `copydeck build` \
            uses, before it is written: each imported text must read back exactly, and every \
            other message must keep its text. When that fails the file is left as it was and \
            this diagnostic names the first difference. Please report it with the locale file \
            and the imported file; meanwhile, edit the message by hand.
            """,
        safetyNet: "It checks the editor's own output by reading it back; no input is known to make it fail.",
        examples: [
            RuleExample("a text YAML must quote (leading space, `: `, `#`) is written quoted and reads back", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("locales/ja/demo.yml", """
                    intro:
                      title: 写真が数枚あれば十分です
                    """),
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target> ステップ 1: 写真を選ぶ #はじめに </target>
                    </trans-unit>
                    """),
            ]),
        ])
}
