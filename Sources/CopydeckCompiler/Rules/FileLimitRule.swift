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
            """,
        examples: [
            RuleExample("a message of 5,500 syllables, 16,500 bytes", files: [
                .init("locales/ko/demo.yml", "intro:\n  body: ↓" + String(repeating: "가", count: 5_500) + "\n",
                      shown: "intro:\n  body: ↓가가가가가…   (5,500 syllables: 16,500 bytes of UTF-8)"),
            ]),
            RuleExample("5,000 syllables, 15,000 bytes", files: [
                .init("locales/ko/demo.yml", "intro:\n  body: " + String(repeating: "가", count: 5_000) + "\n",
                      shown: "intro:\n  body: 가가가가가…   (5,000 syllables: 15,000 bytes of UTF-8)"),
            ]),
        ])
}
