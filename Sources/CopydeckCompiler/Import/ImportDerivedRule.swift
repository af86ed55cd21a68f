extension Rules {
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
}
