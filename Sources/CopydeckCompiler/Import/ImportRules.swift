extension Rules {
    public static let importUnknownKey = RuleDescriptor(
        id: "import.unknown-key", defaultSeverity: .error,
        summary: "An imported string whose key no deck declares.",
        help: "Import writes only messages the content declares: declare the field first, or correct the key (a close key is suggested).",
        examples: [
            RuleExample("`titel` is no field of `intro`", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.titel">
                      <source>사진 몇 장이면 충분해요</source>
                      ↓<target>写真が数枚あれば十分です</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>写真が数枚あれば十分です</target>
                    </trans-unit>
                    """),
            ]),
        ])

    public static let importLocale = RuleDescriptor(
        id: "import.locale", defaultSeverity: .error,
        summary: "An imported string in a locale the deck does not have.",
        help: "Add the locale to copydeck.yml `locales` first, or import the file meant for one of the deck's locales.",
        examples: [
            RuleExample("the deck has ko, ja and en, not fr", action: .importing("fr.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("fr.xliff", language: "fr", """
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      ↓<target>Quelques photos suffisent</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("en.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("en.xliff", language: "en", """
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>A few photos are all it takes</target>
                    </trans-unit>
                    """),
            ]),
        ])

    public static let importPlaceholders = RuleDescriptor(
        id: "import.placeholders", defaultSeverity: .error,
        summary: "An imported translation that drops or adds placeholders of the source text.",
        help: "Every placeholder of the source must appear in the translation, and no other: `%1$@` is the first argument the source names.",
        examples: [
            RuleExample("the translation drops the name", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      ↓<target>ようこそ</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      <target>%1$@さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
        ])

    public static let importPluralCategories = RuleDescriptor(
        id: "import.plural-categories", defaultSeverity: .error,
        summary: "An imported plural with a category its locale never uses (`one` in Korean), or without `other`.",
        help: "CLDR decides the categories: ko and ja use only `other`, en `one` and `other`; `zero` is kept as `=0`.",
        examples: [
            RuleExample("Japanese has no `one`", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.streak|==|plural.one">
                      <source>%1$lld일 연속</source>
                      ↓<target>%1$lld日連続</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.streak|==|plural.other">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld日連続</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.streak|==|plural.other">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld日連続</target>
                    </trans-unit>
                    """),
            ]),
        ])

    public static let importFormat = RuleDescriptor(
        id: "import.format", defaultSeverity: .error,
        summary: "An imported text that cannot become a message: a stray `%`, a specifier with a width, an argument the message lacks.",
        help: "Write `%%` for a percent sign in a format; use the specifiers of the source (`%1$@`, `%2$lld`).",
        examples: [
            RuleExample("a lone `%` in a text with arguments", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      ↓<target>%1$@さん、準備は 80% 完了です</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample("`%%` in a format, and `%` in a text without arguments, are percent signs", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      <target>%1$@さん、準備は 80%% 完了です</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>今なら 50% オフ</target>
                    </trans-unit>
                    """),
            ]),
        ])

    public static let importSourceChanged = RuleDescriptor(
        id: "import.source-changed", defaultSeverity: .error,
        summary: "An imported translation made for a source text that has changed since the export.",
        help: "The unit's `<source>` is not today's source text: export again and translate the new text; the old translation is not imported.",
        examples: [
            RuleExample("translated from 한 장, the source now says 몇 장", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 한 장이면 충분해요</source>
                      ↓<target>写真が1枚あれば十分です</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>写真が数枚あれば十分です</target>
                    </trans-unit>
                    """),
            ]),
        ])

    public static let importState = RuleDescriptor(
        id: "import.state", defaultSeverity: .warning,
        summary: "An imported string marked new, needing review or stale: not imported as a finished translation.",
        help: """
            Copydeck's locale files hold finished text only. A string the file marks `new`, \
            `needs_review` (XLIFF `needs-review-…`) or `stale` is reported and left out, so a \
            state is never promoted to translated by an import. Finish the review and import again.
            """,
        examples: [
            RuleExample("a new and a needs-review target", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      ↓<target state="new">写真が数枚あれば十分です</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      ↓<target state="needs-review-translation">%1$@さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target state="translated">写真が数枚あれば十分です</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      <target state="final">%1$@さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
        ])

    public static let importDerived = RuleDescriptor(
        id: "import.derived", defaultSeverity: .error,
        summary: "An imported change to a string the build makes from a permission template and its parameters.",
        help: "Such a string has no text of its own in `locales/`: change the template's field or the permission's parameter values.",
        examples: [
            RuleExample("the title is the template's `{headline}`", action: .importing("ja.xliff"), files: [
                Self.importExamplePermissions, Self.importExamplePermissionsKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.notifications.title">
                      <source>빈자리가 나면 바로 알려드릴게요</source>
                      ↓<target>空きが出たらすぐお知らせします</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample("the parameter has a text of its own", action: .importing("ja.xliff"), files: [
                Self.importExamplePermissions, Self.importExamplePermissionsKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.notifications.headline">
                      <source>빈자리가 나면 바로 알려드릴게요</source>
                      <target>空きが出たらすぐお知らせします</target>
                    </trans-unit>
                    """),
            ]),
        ])

    public static let importConflict = RuleDescriptor(
        id: "import.conflict", defaultSeverity: .error,
        summary: "The same message and locale imported twice with different texts.",
        help: "Import one file per locale, or make the files agree: neither text is written.",
        examples: [
            RuleExample("two `<file>`s translate the title differently", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("ja.xliff", """
                    <xliff version="1.2">
                      <file original="demo/Localizable.xcstrings" source-language="ko" target-language="ja">
                        <body>
                          <trans-unit id="demo.intro.title">
                            <source>사진 몇 장이면 충분해요</source>
                            <target>写真が数枚あれば十分です</target>
                          </trans-unit>
                        </body>
                      </file>
                      <file original="demo/Localizable.xcstrings" source-language="ko" target-language="ja">
                        <body>
                          <trans-unit id="demo.intro.title">
                            <source>사진 몇 장이면 충분해요</source>
                            ↓<target>写真が少しあれば十分です</target>
                          </trans-unit>
                        </body>
                      </file>
                    </xliff>
                    """),
            ]),
            RuleExample("the same text twice", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("ja.xliff", """
                    <xliff version="1.2">
                      <file original="demo/Localizable.xcstrings" source-language="ko" target-language="ja">
                        <body>
                          <trans-unit id="demo.intro.title">
                            <source>사진 몇 장이면 충분해요</source>
                            <target>写真が数枚あれば十分です</target>
                          </trans-unit>
                        </body>
                      </file>
                      <file original="demo/Localizable.xcstrings" source-language="ko" target-language="ja">
                        <body>
                          <trans-unit id="demo.intro.title">
                            <source>사진 몇 장이면 충분해요</source>
                            <target>写真が数枚あれば十分です</target>
                          </trans-unit>
                        </body>
                      </file>
                    </xliff>
                    """),
            ]),
        ])

    // MARK: The project the import examples translate

    /// One Korean page: a title, a greeting with a name and a plural streak.
    static let importExampleScreens = RuleExample.File("content/demo/screens.yml", """
        screens:
          intro:
            kind: page
            fields:
              title: title
              greeting: { surface: body, placeholders: { name: string } }
              streak: { surface: caption, placeholders: { days: integer } }
        """)

    static let importExampleKorean = RuleExample.File("locales/ko/demo.yml", """
        intro:
          title: 사진 몇 장이면 충분해요
          greeting: "{name}님, 반가워요"
          streak: "{days, plural, other {#일 연속}}"
        """)

    /// A permission asked with a template: its title is the `headline` parameter.
    static let importExamplePermissions = RuleExample.File("content/demo/permissions.yml", """
        permissionTemplates:
          pre_prompt:
            parameters: [headline]
            fields:
              title: title
        permissions:
          notifications:
            system: notifications
            template: pre_prompt
        """)

    static let importExamplePermissionsKorean = RuleExample.File("locales/ko/demo.yml", """
        pre_prompt:
          title: "{headline}"
        notifications:
          headline: 빈자리가 나면 바로 알려드릴게요
        """)

    /// An XLIFF file of the deck's Localizable table with `units` in its body, as Xcode's
    /// export has them (the translator filled in the targets).
    static func importExampleXLIFF(_ units: String) -> RuleExample.File {
        importExampleXLIFF("ja.xliff", language: "ja", units)
    }

    static func importExampleXLIFF(_ path: String, language: String, _ units: String) -> RuleExample.File {
        let body = units.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n")
        return RuleExample.File(path, """
            <xliff version="1.2">
              <file original="demo/Localizable.xcstrings" source-language="ko" target-language="\(language)">
                <body>
            \(body)
                </body>
              </file>
            </xliff>
            """)
    }
}
