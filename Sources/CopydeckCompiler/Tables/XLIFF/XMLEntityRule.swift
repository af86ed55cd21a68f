extension Rules {
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
