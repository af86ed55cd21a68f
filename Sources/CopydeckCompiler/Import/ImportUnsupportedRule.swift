extension Rules {
    /// Emitted by every table reader for a well-formed part in a shape Copydeck's messages cannot
    /// hold: that part is named and left out; the rest of the file is imported.
    public static let importUnsupported = RuleDescriptor(
        id: "import.unsupported", defaultSeverity: .warning,
        summary: "Part of an imported string table in a shape Copydeck does not import: named and left out.",
        help: """
            Copydeck's messages hold texts, whole-message plurals, plural substitutions and device \
            variations (a text or a plural per device). Width variations \
            (`NSStringVariableWidthRuleType`, an XLIFF path Copydeck does not know such as \
            `KEY|==|width.short`), device variations that share substitutions or name a device \
            Apple does not, inline markup in an XLIFF target (`<g>`, `<x/>`, \
            `<ph>`), an Android `<string-array>`, reference (`@string/x`) or `product` variant, \
            a value that is not a string, a plural nested in a plural, an unknown state \
            or key, a binary property list: each is reported at its line and not imported, and \
            everything else in the file is. Write that message in `locales/` by hand, or rewrite \
            it as a plain string or a plural and import again.
            """,
        examples: [
            RuleExample("a variation Copydeck does not hold", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    ↓<trans-unit id="demo.intro.title|==|width.short">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>写真が数枚あれば十分です</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample("inline markup in a target", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.greeting">
                      <source>%1$@님, 반가워요</source>
                      ↓<target><g id="1">%1$@</g>さん、ようこそ</target>
                    </trans-unit>
                    """),
            ]),
            RuleExample("a plural variation is imported", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.streak|==|plural.other">
                      <source>%1$lld일 연속</source>
                      <target>%1$lld日連続</target>
                    </trans-unit>
                    """),
            ]),
        ])
}
