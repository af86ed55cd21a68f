/// The rules the XLIFF writer and reader report under. `import.syntax` and `import.unsupported`
/// are shared with the other table readers: the Swift names are XLIFF's own so the declarations
/// cannot clash, and `Rules.all` lists one descriptor per id.
extension Rules {
    /// A key that cannot be a `<trans-unit id>`: it contains Xcode's variation separator `|==|`
    /// (the reader would take the rest for a plural path), or it repeats a key of its table.
    public static let xliffExportKey = RuleDescriptor(
        id: "export.xliff-key", defaultSeverity: .error,
        summary: "A key that cannot be written as an XLIFF unit id: it contains `|==|`, or repeats a key.",
        help: """
            Xcode's XLIFF names a plural variation `KEY|==|plural.one`; a key that contains `|==|` \
            itself would be read back as a variation of another key, so the entry is left out of \
            the XLIFF. Rename the field (keys derive from its id).
            """,
        safetyNet: "Keys are `lower_snake_case` ids joined by `.`, which cannot hold `|`, and an id declared twice is an error (`id.duplicate`) before anything is written.",
        examples: [
            RuleExample("keys made of ids are always unit ids", action: .build, files: Self.xliffExampleProject(english: """
                intro:
                  title: A few photos are all it takes
                  next: Next
                """)),
        ])

    /// A key, text or translator note holding a character XML 1.0 cannot carry.
    public static let xliffExportCharacter = RuleDescriptor(
        id: "export.xliff-character", defaultSeverity: .error,
        summary: "A text with a control character that XML 1.0 cannot carry, left out of the XLIFF.",
        help: """
            XML 1.0 has no way to write U+0000–U+0008, U+000B, U+000C, U+000E–U+001F, U+FFFE or \
            U+FFFF, not even as `&#1;`. The entry is left out of the XLIFF rather than written \
            without the character; remove the character from the text (it is usually pasted by \
            accident and invisible).
            """,
        examples: [
            RuleExample("U+0001 in the English title", action: .build, files: Self.xliffExampleProject(english: """
                intro:
                  title: ↓"A few photos are all it takes\\u0001"
                  next: Next
                """)),
            RuleExample("a tab is a character XML can carry", action: .build, files: Self.xliffExampleProject(english: """
                intro:
                  title: "A few photos\\tare all it takes"
                  next: Next
                """)),
        ])

    /// A page in Korean, Japanese and English with the given English locale file.
    static func xliffExampleProject(english: String) -> [RuleExample.File] {
        [
            .init("content/demo/screens.yml", """
                screens:
                  intro:
                    kind: page
                    fields:
                      title: title
                      next: { surface: button, accessibility: text }
                """),
            .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요\n  next: 다음\n"),
            .init("locales/ja/demo.yml", "intro:\n  title: 写真が数枚あれば十分です\n  next: 次へ\n"),
            .init("locales/en/demo.yml", english),
        ]
    }

    /// A message whose translated parts do not make a whole.
    public static let xliffImportIncomplete = RuleDescriptor(
        id: "import.incomplete", defaultSeverity: .error,
        summary: "A translated plural or substitution that lacks a part it needs.",
        help: """
            A plural needs its `other` form; a text with substitutions needs the text around \
            them (the `KEY` unit) and every substitution it names. The message is not imported \
            until the missing target is filled in.
            """,
        examples: [
            RuleExample("`plural.other` has no target; reported at the first translated form", action: .importing("en.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("en.xliff", language: "en", """
                    <trans-unit id="demo.intro.streak|==|plural.one">
                      <source>%1$lld일 연속</source>
                      ↓<target>%1$lld day in a row</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.streak|==|plural.other">
                      <source>%1$lld일 연속</source>
                    </trans-unit>
                    """),
            ]),
            RuleExample(action: .importing("en.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("en.xliff", language: "en", """
                    <trans-unit id="demo.intro.streak|==|plural.one">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld day in a row</target>
                    </trans-unit>
                    <trans-unit id="demo.intro.streak|==|plural.other">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld days in a row</target>
                    </trans-unit>
                    """),
            ]),
        ])

    /// A DOCTYPE in an imported XML file: never loaded; the file is read without it.
    public static let xmlDoctype = RuleDescriptor(
        id: "import.xml-doctype", defaultSeverity: .warning,
        summary: "A DOCTYPE in an imported XML file; Copydeck never loads DTDs.",
        help: """
            XLIFF needs no DTD, and Xcode writes none. Copydeck does not fetch the external DTD \
            a DOCTYPE names, nor apply anything it declares; the rest of the file is read as its \
            bytes say. Remove the DOCTYPE to silence this.
            """,
        examples: [
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("ja.xliff", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    ↓<!DOCTYPE xliff SYSTEM "xliff.dtd">
                    <xliff version="1.2">
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
            RuleExample(action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("ja.xliff", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <xliff version="1.2">
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

    /// An entity declared or referenced in an imported XML file: nothing is read from it.
    public static let xmlEntity = RuleDescriptor(
        id: "import.xml-entity", defaultSeverity: .error,
        summary: "An entity declaration or reference in an imported XML file: nothing is imported from it.",
        help: """
            Entities are how XML documents read local files (`<!ENTITY x SYSTEM "file:///…">`) \
            or explode in memory (billion laughs). Copydeck never declares or expands them, so \
            their text would be silently missing; the file is not imported at all. Only \
            `&lt; &gt; &amp; &apos; &quot;` and character references (`&#10;`) are read.
            """,
        examples: [
            RuleExample("a declaration and a reference (reported at the start of its line)", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("ja.xliff", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <!DOCTYPE xliff [
                      ↓<!ENTITY app "Wander">
                    ]>
                    <xliff version="1.2">
                      <file original="demo/Localizable.xcstrings" source-language="ko" target-language="ja">
                        <body>
                          <trans-unit id="demo.intro.title">
                            <source>사진 몇 장이면 충분해요</source>
                    ↓        <target>&app; なら写真が数枚で十分です</target>
                          </trans-unit>
                        </body>
                      </file>
                    </xliff>
                    """),
            ]),
            RuleExample("the five predefined entities and character references", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>写真 &amp; 動画が数枚あれば&#10;十分です</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
