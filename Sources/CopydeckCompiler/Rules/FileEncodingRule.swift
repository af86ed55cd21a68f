extension Rules {
    /// Emitted by the loader for a file that is not UTF-8, or that starts with two byte-order marks.
    public static let fileEncoding = RuleDescriptor(
        id: "file.encoding", defaultSeverity: .error,
        summary: "A file that is not UTF-8 text, or starts with a second byte-order mark.",
        help: """
            Copydeck reads UTF-8 only. The diagnostic points at the first byte that is not UTF-8 \
            and shows it; save the file as UTF-8 (an editor's "Save with Encoding"). A second \
            byte-order mark (U+FEFF) after the first would become an invisible part of the first \
            key: delete it.
            """,
        examples: [
            RuleExample("0xE9 is é in Latin-1, not a UTF-8 character", files: [
                .init("locales/en/demo.yml", bytes: Array("intro:\n  title: Caf".utf8) + [0xE9] + Array("\n".utf8),
                      shown: "intro:\n  title: Caf↓\\xE9"),
            ]),
            RuleExample(file: "locales/en/demo.yml", """
                intro:
                  title: Café
                """),
        ])
}
