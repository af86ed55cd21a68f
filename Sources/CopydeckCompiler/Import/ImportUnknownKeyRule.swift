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
}
