extension Rules {
    /// A key without a text in the source locale, so `values/` would lack it.
    public static let exportAndroidDefault = RuleDescriptor(
        id: "export.android-default", defaultSeverity: .warning,
        summary: "A key without a source-language text, which Android resources cannot hold.",
        help: """
            Android needs every resource in `values/` (the source language); aapt2 removes a \
            resource that only a `values-xx` folder has. The key is left out of the Android \
            resources. Give the message a text in the source language.
            """,
        safetyNet: "A message without a source-language text is an error of the lint (`message.missing`), and the build writes no tables then.",
        examples: [
            RuleExample("every key has a Korean text", action: .build, files: Self.androidExampleGallery(english: "\"{n} photos\"")),
        ])
}
