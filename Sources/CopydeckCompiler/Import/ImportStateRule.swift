extension Rules {
    public static let importState = RuleDescriptor(
        id: "import.state", defaultSeverity: .warning,
        summary: "An imported source-locale text marked as needing review or stale: the text is the source, and the mark is not kept.",
        help: """
            A translation's state comes in with it: a text marked `new`, `needs_review` (XLIFF \
            `needs-review-…`) or `stale` is imported and its state kept in the locale's review \
            record (`locales/<locale>/<deck>.review.yml`), never promoted to translated. The \
            source locale has no record: its texts are the source the others are made from, so a \
            source marked `needs_review` or `stale` by a person is reported and the mark left \
            behind while its text comes in (`new`, which Xcode gives every source it extracts, \
            is not). `copydeck adopt` does the same.
            """,
        examples: [
            RuleExample("a source text marked needs-review", action: .importing("ko.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("ko.xliff", language: "ko", """
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      ↓<target state="needs-review-translation">사진 몇 장이면 돼요</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample("a new and a needs-review translation, kept with their states", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target state="new">写真が数枚あれば十分です</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      <target state="needs-review-translation">%1$@さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
