extension Rules {
    public static let importSourceChanged = RuleDescriptor(
        id: "import.source-changed", defaultSeverity: .error,
        summary: "An imported translation made for a source text that has changed since the export.",
        help: "The unit's `<source>` is not today's source text: export again and translate the new text; the old translation is not imported.",
        examples: [
            RuleExample("translated from 한 장, the source now says 몇 장", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 한 장이면 충분해요</source>
                      ↓<target>写真が1枚あれば十分です</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>写真が数枚あれば十分です</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
