extension Rules {
    public static let importLocale = RuleDescriptor(
        id: "import.locale", defaultSeverity: .error,
        summary: "Imported or adopted strings in a locale the deck does not have: reported once per file, with their count.",
        help: "Add the locale to copydeck.yml `locales` first, or import only the project's locales with `--locale L` (a 19-language String Catalog into a ko, ja and en project). `copydeck adopt` leaves such strings out with a warning. `import.locale: off` in `rules:` leaves them out quietly.",
        examples: [
            RuleExample("the deck has ko, ja and en, not fr", action: .importing("fr.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("fr.xliff", language: "fr", """
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      ↓<target>Quelques photos suffisent</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("en.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("en.xliff", language: "en", """
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>A few photos are all it takes</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
