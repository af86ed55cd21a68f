extension Rules {
    /// Emitted by the `.strings` and `.stringsdict` readers where a file is not well formed: the
    /// strings before the problem are read, nothing after it.
    public static let importSyntax = RuleDescriptor(
        id: "import.syntax", defaultSeverity: .error,
        summary: "An imported string table that is not well formed.",
        help: """
            The file cannot be read past this point (a missing `;`, an unterminated string, XML \
            that is not well formed). CoreFoundation refuses such a `.strings` file as a whole, \
            or silently stops reading where the problem is, so the app would not see these \
            strings either. The strings before the problem are imported; fix the file and import \
            it again.
            """,
        example: """
            "welcome.title" = "Hello"      ← import.syntax: a `;` is missing after the value
            "welcome.body" = "…";
            """)

    /// Emitted by the `.strings` and `.stringsdict` readers for a well-formed entry they do not
    /// map to a Copydeck message (a device-specific or width variant, a value that is not text,
    /// a binary property list): the entry is not imported.
    public static let importUnsupported = RuleDescriptor(
        id: "import.unsupported", defaultSeverity: .error,
        summary: "An imported entry in a shape Copydeck does not read.",
        help: """
            Copydeck imports texts, whole-message plurals and plural substitutions \
            (`NSStringPluralRuleType`). Device-specific (`NSStringDeviceSpecificRuleType`) and \
            width (`NSStringVariableWidthRuleType`) variants, values that are not strings, \
            entity references and binary property lists are reported here and not imported; \
            write the message in `locales/` by hand, or convert the file \
            (`plutil -convert xml1`) and import it again.
            """,
        example: """
            <key>NSStringDeviceSpecificRuleType</key>   ← import.unsupported: device-specific variants
            """)

    /// Emitted by the `.strings` and `.stringsdict` readers when a file sets the same key twice.
    public static let importDuplicateKey = RuleDescriptor(
        id: "import.duplicate-key", defaultSeverity: .warning,
        summary: "An imported string table sets the same key twice.",
        help: """
            CoreFoundation keeps the last value and silently drops the earlier one; so does the \
            import. Delete the entry that is not meant.
            """,
        example: """
            "welcome.title" = "Hello";
            "welcome.title" = "Hi";        ← import.duplicate-key: replaces the text of line 1
            """)

    /// Emitted by `StringsDictWriter` for a plural message a `.stringsdict` cannot hold as it is;
    /// the entry is left out of the file (never written half right).
    public static let exportStringsDict = RuleDescriptor(
        id: "export.stringsdict", defaultSeverity: .error,
        summary: "A plural message that a .stringsdict file cannot hold.",
        help: """
            A `.stringsdict` entry names each plural argument (`%#@name@`) once, beside \
            `NSStringLocalizedFormatKey`, and needs an `other` form. A message without `other`, \
            two plurals with one name, or a name that is empty, holds `@` or is \
            `NSStringLocalizedFormatKey` cannot be written; neither can a key or text that starts \
            with U+FEFF (CoreFoundation drops it when it reads the file). The entry is left out. \
            Rename the argument, add the `other` form, or delete the U+FEFF.
            """,
        example: """
            count: "{n, plural, one {# photo}}"   ← export.stringsdict: no `other` form
            """)
}
