extension Rules {
    public static let importPluralCategories = RuleDescriptor(
        id: "import.plural-categories", defaultSeverity: .error,
        summary: "An imported plural without `other` (an error), or with a category its locale never uses, such as `one` in Korean, which Xcode writes (a warning: the form is left out, as no number shows it).",
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
