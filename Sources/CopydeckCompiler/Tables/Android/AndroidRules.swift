extension Rules {
    /// A message key that cannot become an Android resource name, or two keys that become the same.
    public static let exportAndroidName = RuleDescriptor(
        id: "export.android-name", defaultSeverity: .error,
        summary: "A message key that is no valid Android resource name, or two keys that become the same name.",
        help: """
            Android resources are named from the whole key with every `.` (and `-`) turned into \
            `_`: `wander.intro.title` is `R.string.wander_intro_title`. A name must be a Java \
            identifier of ASCII letters, digits and `_` that does not start with a digit and is no \
            Java keyword. Because `R` turns `.` into `_`, `intro.next_step` and `intro_next.step` \
            are both `intro_next_step`: the first keeps the name, the second is left out of the \
            Android resources. Rename one of the ids.
            """,
        examples: [
            RuleExample("`intro.next_step` and `intro_next.step` are both `demo_intro_next_step`", action: .build,
                        files: Self.androidExampleNames(second: "intro_next", mark: "↓")),
            RuleExample("distinct names", action: .build, files: Self.androidExampleNames(second: "next_page", mark: "")),
        ])

    /// Two pages whose keys are `demo.intro.next_step` and `demo.<second>.step`.
    static func androidExampleNames(second: String, mark: String) -> [RuleExample.File] {
        [
            .init("content/demo/screens.yml", """
                screens:
                  intro:
                    kind: page
                    fields:
                      next_step: title
                  \(second):
                    kind: page
                    fields:
                      step: title
                """),
            .init("locales/ko/demo.yml", "intro:\n  next_step: 시작하기\n\(second):\n  step: \(mark)다음 단계\n"),
            .init("locales/ja/demo.yml", "intro:\n  next_step: はじめる\n\(second):\n  step: 次のステップ\n"),
            .init("locales/en/demo.yml", "intro:\n  next_step: Get started\n\(second):\n  step: Next step\n"),
        ]
    }

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
            .init("locales/\(locale)/demo.yml", "intro:\n  title: 写真が数枚あれば十分です\n"),
        ]
    }

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

    /// A count of photos, plain in Korean and Japanese, and `english` in English.
    static func androidExampleGallery(english: String) -> [RuleExample.File] {
        [
            .init("content/demo/screens.yml", Self.exportExampleGallery),
            .init("locales/ko/demo.yml", "gallery:\n  count: \"사진 {n}장\"\n"),
            .init("locales/ja/demo.yml", "gallery:\n  count: \"写真{n}枚\"\n"),
            .init("locales/en/demo.yml", "gallery:\n  count: \(english)\n"),
        ]
    }

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

    /// Every rule the Android writer emits, for `Rules.all`.
    static let androidRules: [RuleDescriptor] = [
        exportAndroidName, exportAndroidLocale, exportAndroidZero, exportAndroidPlurals,
        exportAndroidFormat, exportAndroidDefault,
    ]
}
