extension Rules {
    public static let importPlaceholders = RuleDescriptor(
        id: "import.placeholders", defaultSeverity: .error,
        summary: "An imported translation that drops or adds placeholders of the source text.",
        help: "Every placeholder of the source must appear in the translation, and no other: `%1$@` is the first argument the source names.",
        examples: [
            RuleExample("the translation drops the name", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      ↓<target>ようこそ</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      <target>%1$@さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
