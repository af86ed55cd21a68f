extension Rules {
    /// An ICU `=0` (a `zero` form) in a locale whose CLDR rules have no `zero` category.
    public static let exportAndroidZero = RuleDescriptor(
        id: "export.android-zero", defaultSeverity: .warning,
        summary: "A `=0` plural form that Android would never select in this locale; it is left out.",
        help: """
            Android picks a `<plurals>` item by the CLDR category of the number, and English, \
            Japanese and Korean have no `zero` category: a `quantity="zero"` item is never shown \
            (0 selects `other`). The form is left out of `strings.xml`; on Android, 0 shows the \
            `other` text. Write the `other` text so it reads well for 0, or let the app choose a \
            separate message for 0.
            """,
        examples: [
            RuleExample("English has no `zero`: Android shows \"0 photos\"", action: .build,
                        files: Self.androidExampleGallery(english: "↓\"{n, plural, =0 {No photos yet} one {# photo} other {# photos}}\"")),
            RuleExample(action: .build, files: Self.androidExampleGallery(english: "\"{n, plural, one {# photo} other {# photos}}\"")),
        ])
}
