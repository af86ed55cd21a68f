extension Rules {
    public static let importUnknownKey = RuleDescriptor(
        id: "import.unknown-key", defaultSeverity: .error,
        summary: "An imported string whose key no deck declares.",
        help: "Import writes only messages the content declares: declare the field first, or correct the key (a close key is suggested).")

    public static let importLocale = RuleDescriptor(
        id: "import.locale", defaultSeverity: .error,
        summary: "An imported string in a locale the deck does not have.",
        help: "Add the locale to copydeck.yml `locales` first, or import the file meant for one of the deck's locales.")

    public static let importPlaceholders = RuleDescriptor(
        id: "import.placeholders", defaultSeverity: .error,
        summary: "An imported translation that drops or adds placeholders of the source text.",
        help: "Every placeholder of the source must appear in the translation, and no other: `%1$@` is the first argument the source names.")

    public static let importPluralCategories = RuleDescriptor(
        id: "import.plural-categories", defaultSeverity: .error,
        summary: "An imported plural with a category its locale never uses (`one` in Korean), or without `other`.",
        help: "CLDR decides the categories: ko and ja use only `other`, en `one` and `other`; `zero` is kept as `=0`.")

    public static let importFormat = RuleDescriptor(
        id: "import.format", defaultSeverity: .error,
        summary: "An imported text that cannot become a message: a stray `%`, a specifier with a width, an argument the message lacks.",
        help: "Write `%%` for a percent sign in a format; use the specifiers of the source (`%1$@`, `%2$lld`).")

    public static let importSourceChanged = RuleDescriptor(
        id: "import.source-changed", defaultSeverity: .error,
        summary: "An imported translation made for a source text that has changed since the export.",
        help: "The unit's `<source>` is not today's source text: export again and translate the new text; the old translation is not imported.")

    public static let importState = RuleDescriptor(
        id: "import.state", defaultSeverity: .warning,
        summary: "An imported string marked new, needing review or stale: not imported as a finished translation.",
        help: """
            Copydeck's locale files hold finished text only. A string the file marks `new`, \
            `needs_review` (XLIFF `needs-review-…`) or `stale` is reported and left out, so a \
            state is never promoted to translated by an import. Finish the review and import again.
            """)

    public static let importDerived = RuleDescriptor(
        id: "import.derived", defaultSeverity: .error,
        summary: "An imported change to a string the build makes from a permission template and its parameters.",
        help: "Such a string has no text of its own in `locales/`: change the template's field or the permission's parameter values.")

    public static let importConflict = RuleDescriptor(
        id: "import.conflict", defaultSeverity: .error,
        summary: "The same message and locale imported twice with different texts.",
        help: "Import one file per locale, or make the files agree: neither text is written.")
}
