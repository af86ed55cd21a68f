extension Rules {
    public static let importFormat = RuleDescriptor(
        id: "import.format", defaultSeverity: .error,
        summary: "An imported text that cannot become a message: a stray `%`, a specifier with a width, an argument the message lacks.",
        help: "Write `%%` for a percent sign in a format; use the specifiers of the source (`%1$@`, `%2$lld`).",
        examples: [
            RuleExample("a lone `%` in a text with arguments", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      ↓<target>%1$@さん、準備は 80% 完了です</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample("`%%` in a format, and `%` in a text without arguments, are percent signs", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      <target>%1$@さん、準備は 80%% 完了です</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>今なら 50% オフ</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
