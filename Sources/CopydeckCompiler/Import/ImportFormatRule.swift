extension Rules {
    public static let importFormat = RuleDescriptor(
        id: "import.format", defaultSeverity: .error,
        summary: "An imported or adopted text that cannot be held exactly: a stray `%`, a conversion that prints the argument another way than the message (`%.2f`, `%03d`, `%s` for a `%@`), an argument the message lacks, a text that would not come back as the app's.",
        help: "Write `%%` for a percent sign in a format; use the specifiers of the source (`%1$@`, `%2$lld`; `%lu` is the same integer). `copydeck adopt` keeps an app's own conversions (`%lu`, `%.2f`) as the placeholder's `format`; a text it names here is left out with a warning (that translation, or the key when it is the source's), so one text an app's table got wrong does not keep the rest out: fix it in the app's table, or write it in locales/ by hand. Never rewritten silently.",
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
