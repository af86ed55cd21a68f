extension Rules {
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
}
