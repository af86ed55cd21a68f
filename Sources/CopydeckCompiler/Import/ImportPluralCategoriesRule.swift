extension Rules {
    public static let importPluralCategories = RuleDescriptor(
        id: "import.plural-categories", defaultSeverity: .error,
        summary: "An imported plural with a category its locale never uses (`one` in Korean), or without `other`.",
        help: "CLDR decides the categories: ko and ja use only `other`, en `one` and `other`; `zero` is kept as `=0`.",
        examples: [
            RuleExample("Japanese has no `one`", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.streak|==|plural.one">
                      <source>%1$lld일 연속</source>
                      ↓<target>%1$lld日連続</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.streak|==|plural.other">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld日連続</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.streak|==|plural.other">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld日連続</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
