extension Rules {
    /// Emitted where input passes one of Copydeck's documented limits.
    public static let fileLimit = RuleDescriptor(
        id: "file.limit", defaultSeverity: .error,
        summary: "Input beyond Copydeck's limits: a file over 32 MiB, YAML nested over 64 levels, a message over 16 KiB.",
        help: """
            The limits are far beyond hand-written copy (a locale file of 60,000 messages is about \
            3 MiB) and keep every run fast and bounded on any input: a file over 32 MiB is not \
            read (most likely not copy: a binary, a generated dump); YAML nested deeper than 64 \
            levels is not read; a message over 16 KiB is reported (split it into fields). Split a \
            real deck into several decks.
            """)
}
