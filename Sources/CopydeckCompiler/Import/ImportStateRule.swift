extension Rules {
    public static let importState = RuleDescriptor(
        id: "import.state", defaultSeverity: .warning,
        summary: "An imported string marked new, needing review or stale: not imported as a finished translation.",
        help: """
            Copydeck's locale files hold finished text only. A string the file marks `new`, \
            `needs_review` (XLIFF `needs-review-…`) or `stale` is reported and left out, so a \
            state is never promoted to translated by an import. Finish the review and import again.
            """,
        examples: [
            RuleExample("a new and a needs-review target", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      ↓<target state="new">写真が数枚あれば十分です</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      ↓<target state="needs-review-translation">%1$@さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target state="translated">写真が数枚あれば十分です</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      <target state="final">%1$@さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
