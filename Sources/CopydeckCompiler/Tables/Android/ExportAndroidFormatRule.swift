extension Rules {
    /// A `%` that is neither `%%` nor a conversion Java's `Formatter` knows.
    public static let exportAndroidFormat = RuleDescriptor(
        id: "export.android-format", defaultSeverity: .warning,
        summary: "A `%` in a table text that is not a format specifier Android can format; it is written as a literal %.",
        help: """
            Table texts are printf formats (`%1$@`, `%2$lld`, `%%`). Android formats with Java's \
            `Formatter`, so each specifier is rewritten (`%1$@` → `%1$s`, `%2$lld` → `%2$d`). \
            A `%` that starts no specifier Java knows (`%*d`, `%p`, a precision on an integer) \
            would make `getString` throw; it is written as a literal `%` instead.
            """,
        safetyNet: "Table texts made from ICU messages hold only `%%`, `%N$@` and `%N$lld`, all of which Java can format.",
        examples: [
            RuleExample("a literal % is written as %% in table texts", action: .build, files: [
                .init("content/demo/screens.yml", """
                    screens:
                      sale:
                        kind: page
                        fields:
                          title: { surface: title, placeholders: { n: integer } }
                    """),
                .init("locales/ko/demo.yml", "sale:\n  title: \"사진 {n}장까지 50% 할인\"\n"),
                .init("locales/ja/demo.yml", "sale:\n  title: \"写真{n}枚まで50%オフ\"\n"),
                .init("locales/en/demo.yml", "sale:\n  title: \"50% off up to {n} photos\"\n"),
            ]),
        ])
}
