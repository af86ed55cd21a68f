extension Rules {


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
