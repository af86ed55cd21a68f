extension Rules {
    /// A message whose translated parts do not make a whole.
    public static let xliffImportIncomplete = RuleDescriptor(
        id: "import.incomplete", defaultSeverity: .error,
        summary: "A translated plural or substitution that lacks a part it needs.",
        help: """
            A plural needs its `other` form; a text with substitutions needs the text around \
            them (the `KEY` unit) and every substitution it names. The message is not imported \
            until the missing target is filled in.
            """,
        examples: [
            RuleExample("`plural.other` has no target", action: .importing("en.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("en.xliff", language: "en", """
                    <trans-unit id="demo.intro.streak|==|plural.one">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld day in a row</target>
                    </trans-unit>
                    ↓<trans-unit id="demo.intro.streak|==|plural.other">
                      <source>%1$lld일 연속</source>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("en.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("en.xliff", language: "en", """
                    <trans-unit id="demo.intro.streak|==|plural.one">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld day in a row</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.streak|==|plural.other">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld days in a row</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
