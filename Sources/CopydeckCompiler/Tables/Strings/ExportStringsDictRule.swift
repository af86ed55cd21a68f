extension Rules {
    /// Emitted by `StringsDictWriter` for a plural message a `.stringsdict` cannot hold as it is;
    /// the entry is left out of the file (never written half right).
    public static let exportStringsDict = RuleDescriptor(
        id: "export.stringsdict", defaultSeverity: .error,
        summary: "A plural message that a .stringsdict file cannot hold.",
        help: """
            A `.stringsdict` entry names each plural argument (`%#@name@`) once, beside \
            `NSStringLocalizedFormatKey`, and needs an `other` form. A message without `other`, \
            two plurals with one name, or a name that is empty, holds `@` or is \
            `NSStringLocalizedFormatKey` cannot be written; neither can a key or text that starts \
            with U+FEFF (CoreFoundation drops it when it reads the file). The entry is left out. \
            Rename the argument, add the `other` form, or delete the U+FEFF.
            """,
        examples: [
            RuleExample("a plural form that starts with U+FEFF", action: .build, files: [
                .init("content/demo/screens.yml", Self.exportExampleGallery),
                .init("locales/ko/demo.yml", "gallery:\n  count: \"사진 {n}장\"\n"),
                .init("locales/ja/demo.yml", "gallery:\n  count: \"写真{n}枚\"\n"),
                .init("locales/en/demo.yml", """
                    gallery:
                      count: ↓"{n, plural, one {\\uFEFF# photo} other {# photos}}"
                    """),
            ]),
            RuleExample(action: .build, files: [
                .init("content/demo/screens.yml", Self.exportExampleGallery),
                .init("locales/ko/demo.yml", "gallery:\n  count: \"사진 {n}장\"\n"),
                .init("locales/ja/demo.yml", "gallery:\n  count: \"写真{n}枚\"\n"),
                .init("locales/en/demo.yml", """
                    gallery:
                      count: "{n, plural, one {# photo} other {# photos}}"
                    """),
            ]),
        ])
}
