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
        example: """
            <target>Hello</targte>            ← import.syntax: Opening and ending tag mismatch
            "welcome.title" = "Hello"          ← import.syntax: a `;` is missing after the value
            """)

    /// Emitted by every table reader for a well-formed part in a shape Copydeck's messages cannot
    /// hold: that part is named and left out; the rest of the file is imported.
    public static let importUnsupported = RuleDescriptor(
        id: "import.unsupported", defaultSeverity: .warning,
        summary: "Part of an imported string table in a shape Copydeck does not import: named and left out.",
        help: """
            Copydeck's messages hold texts, whole-message plurals and plural substitutions. \
            Device and width variations (`KEY|==|device.iphone`, \
            `NSStringDeviceSpecificRuleType`), inline markup in an XLIFF target (`<g>`, `<x/>`, \
            `<ph>`), a value that is not a string, a plural nested in a plural, an unknown state \
            or key, a binary property list: each is reported at its line and not imported, and \
            everything else in the file is. Write that message in `locales/` by hand, or rewrite \
            it as a plain string or a plural and import again.
            """,
        example: """
            <trans-unit id="intro.title|==|device.iphone">   ← import.unsupported: device variations
            """)
}
