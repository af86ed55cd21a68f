extension Rules {
    /// A plural Android's `<plurals>` cannot say.
    public static let exportAndroidPlurals = RuleDescriptor(
        id: "export.android-plurals", defaultSeverity: .warning,
        summary: "A plural that Android's <plurals> cannot say as written.",
        help: """
            A `<plurals>` resource varies with one quantity. A message whose text varies with two \
            plurals (`{files, plural, …} in {folders, plural, …}`) cannot be one, nor can a \
            plural without an `other` form, or a translation that varies with another argument \
            than the source text: that language's text is left out, so Android shows the source \
            language's text, and when it is the source language's own text the key is left out \
            of the Android resources. Split the message into one message per plural. (A plural \
            whose forms are all the same in a language, as in Korean and Japanese with `other` \
            only, is plain text there and is fine.) A form for a category the language does not \
            have (`few` in English) is left out on its own: Android would never select it.
            """,
        examples: [
            RuleExample("two plurals in one message", action: .build,
                        files: Self.androidExampleUpload(english: "↓\"{files, plural, one {# file} other {# files}} in {folders, plural, one {# folder} other {# folders}}\"")),
            RuleExample("one plural, and a plain number", action: .build,
                        files: Self.androidExampleUpload(english: "\"{files, plural, one {# file} other {# files}} in {folders} folders\"")),
        ])

    /// An upload summary, plain in Korean and Japanese, and `english` in English.
    static func androidExampleUpload(english: String) -> [RuleExample.File] {
        [
            .init("content/demo/screens.yml", """
                screens:
                  upload:
                    kind: page
                    fields:
                      summary: { surface: caption, placeholders: { files: integer, folders: integer } }
                """),
            .init("locales/ko/demo.yml", "upload:\n  summary: \"폴더 {folders}개, 파일 {files}개\"\n"),
            .init("locales/ja/demo.yml", "upload:\n  summary: \"フォルダ{folders}個、ファイル{files}個\"\n"),
            .init("locales/en/demo.yml", "upload:\n  summary: \(english)\n"),
        ]
    }
}
