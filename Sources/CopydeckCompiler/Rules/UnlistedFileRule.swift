extension Rules {
    /// Emitted by the loader for what sits in `content/` or `locales/` but nothing declares.
    public static let unlisted = RuleDescriptor(
        id: "project.unlisted", defaultSeverity: .warning,
        summary: "A deck folder, locale folder or locale file that copydeck.yml does not declare.",
        help: """
            Copydeck reads only the decks and locales `copydeck.yml` lists, so this file is never \
            checked or built. Add the deck or locale to `copydeck.yml`, rename the file (a locale \
            file is `locales/<locale>/<deck>.yml`), or delete it.
            """,
        examples: [
            RuleExample("a deck folder, a locale folder and a locale file nothing declares", files: [
                .init(folder: "content/onboarding/", finding: true),
                .init("content/onboarding/screens.yml", "screens: {}\n"),
                .init(folder: "locales/fr/", finding: true),
                .init("locales/fr/demo.yml", "intro: {}\n"),
                .init("locales/ja/dmeo.yml", "↓intro: {}\n"),
            ]),
            RuleExample(files: [
                .init("content/demo/screens.yml", "screens: {}\n"),
                .init("locales/ja/demo.yml", "{}\n"),
            ]),
        ])
}
