extension Rules {
    /// A locale the Android resource qualifiers cannot name.
    public static let exportAndroidLocale = RuleDescriptor(
        id: "export.android-locale", defaultSeverity: .error,
        summary: "A locale that has no Android resource qualifier (values-…).",
        help: """
            `ko` is written to `values-ko`, `en-GB` to `values-en-rGB`, and a tag with a script, a \
            numeric region or a variant to the BCP 47 form `values-b+zh+Hant`. Extensions \
            (`-u-…`, `-x-…`) and private tags have no qualifier, and two tags that name the same \
            qualifier (`en_GB`, `en-GB`) cannot both be written: the locale is left out of the \
            Android resources.
            """,
        examples: [
            RuleExample("a `-u-` extension", action: .build,
                        files: Self.androidExampleLocales("ja-u-ca-japanese", mark: "↓")),
            RuleExample("a region is `values-ja-rJP`", action: .build, files: Self.androidExampleLocales("ja-JP", mark: "")),
        ])

    /// A deck in Korean and `locale`.
    static func androidExampleLocales(_ locale: String, mark: String) -> [RuleExample.File] {
        [
            .init("copydeck.yml", """
                version: 1
                sourceLocale: ko
                locales: [ko, \(mark)\(locale)]
                decks:
                  demo: {}
                """),
            .init("content/demo/screens.yml", """
                screens:
                  intro:
                    kind: page
                    fields:
                      title: title
                """),
            .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요\n"),
            .init(ProjectLayout.localeFile(deck: "demo", locale: locale), "intro:\n  title: 写真が数枚あれば十分です\n"),
        ]
    }
}
