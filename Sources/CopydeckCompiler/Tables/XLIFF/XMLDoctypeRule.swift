extension Rules {
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
}
