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
        example: """
            content/onboarding/   ← project.unlisted: no deck `onboarding` in copydeck.yml
            locales/fr/           ← project.unlisted: `fr` is not in `locales`
            locales/ja/wandr.yml  ← project.unlisted: no deck `wandr`
            """)
}
