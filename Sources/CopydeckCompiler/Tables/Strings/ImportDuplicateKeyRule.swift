extension Rules {
    /// Emitted by the `.strings` and `.stringsdict` readers when a file sets the same key twice.
    public static let importDuplicateKey = RuleDescriptor(
        id: "import.duplicate-key", defaultSeverity: .warning,
        summary: "An imported string table sets the same key twice.",
        help: """
            CoreFoundation keeps the last value and silently drops the earlier one; so does the \
            import. Delete the entry that is not meant.
            """,
        examples: [
            RuleExample("the second value replaces the first", action: .importing("ja.lproj/Localizable.strings"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("ja.lproj/Localizable.strings", """
                    "demo.intro.title" = "写真が数枚あれば十分です";
                    "demo.intro.title" = ↓"写真が少しあれば十分です";
                    """),
            ]),
            RuleExample(action: .importing("ja.lproj/Localizable.strings"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("ja.lproj/Localizable.strings", """
                    "demo.intro.title" = "写真が数枚あれば十分です";
                    "demo.intro.greeting" = "%1$@さん、ようこそ";
                    """),
            ]),
        ])
}
