extension Rules {
    /// Emitted while the string tables are made, for a message a table cannot say.
    public static let exportUnsupported = RuleDescriptor(
        id: "export.unsupported", defaultSeverity: .warning,
        summary: "A message a string table (String Catalog, .strings, Android, XLIFF) cannot say; the key is left out of the tables.",
        help: """
            String tables have printf formats and cardinal plurals only. A `select`, a \
            `selectordinal`, a plural inside a plural, a plural `offset` and exact matches other \
            than `=0` (and `=1` where `one` means exactly 1) have no table form: the key is left \
            out of every table (the JSON bundle keeps it, and CopydeckKit renders it). Split the \
            message into fields, or give each case its own variant, if the app reads tables.
            """,
        example: """
            mode: "{mode, select, allIn {All in} other {Focus}}"   ← export.unsupported: a `select` cannot be said in a string table
            """)

    /// Emitted while the InfoPlist tables are made, for two permissions sharing one Info.plist key.
    public static let exportDuplicateKey = RuleDescriptor(
        id: "export.duplicate-key", defaultSeverity: .warning,
        summary: "Two messages of a deck that become the same key of a table (two permissions with one Info.plist key).",
        help: """
            A table has one text per key: the first declaration's text is written and the other \
            is left out. Give the permissions different system permissions, or one usage text.
            """)
}
