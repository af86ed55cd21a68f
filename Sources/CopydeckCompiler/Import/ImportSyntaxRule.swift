extension Rules {
    /// Emitted by every table reader (XLIFF, `.xcstrings`, `.strings`, `.stringsdict`) where a
    /// file is not well formed in its format, at the parser's line and column.
    public static let importSyntax = RuleDescriptor(
        id: "import.syntax", defaultSeverity: .error,
        summary: "An imported string table that is not well formed in its format.",
        help: """
            The file cannot be read (past this point): XML that is not well formed, JSON that is \
            not JSON (a missing comma or quote, a raw line break inside a string, bytes that are \
            not UTF-8), `.strings` syntax with a missing `;` or an unterminated string. \
            CoreFoundation and Xcode refuse such files too. An import with this error writes \
            nothing: fix the file and import it again.
            """,
        examples: [
            RuleExample("XML: an end tag that does not match, reported where libxml2 stops", action: .importing("ja.xliff"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                Self.importExampleXLIFF("""
                    <trans-unit id="demo.intro.title">
                      <source>사진 몇 장이면 충분해요</source>
                      <target>写真が数枚あれば十分です</targte>↓
                    </trans-unit>
                    """),
            ]),
            RuleExample("`.strings`: a `;` missing after the first value, reported at the next entry", action: .importing("ja.lproj/Localizable.strings"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("ja.lproj/Localizable.strings", """
                    "demo.intro.title" = "写真が数枚あれば十分です"
                    ↓"demo.intro.greeting" = "%1$@さん、ようこそ";
                    """),
            ]),
            RuleExample(action: .importing("ja.lproj/Localizable.strings"), files: [
                Self.importExampleScreens, Self.importExampleKorean,
                .init("ja.lproj/Localizable.strings", """
                    /* The first page */
                    "demo.intro.title" = "写真が数枚あれば十分です";
                    "demo.intro.greeting" = "%1$@さん、ようこそ";
                    """),
            ]),
        ])
}
