extension Rules {
    /// Emitted by the loader for a file larger than `ProjectDirectory.maximumFileSize`.
    public static let fileLimit = RuleDescriptor(
        id: "file.limit", defaultSeverity: .error,
        summary: "A file larger than Copydeck reads (32 MiB).",
        help: """
            A locale file of 60,000 messages is about 3 MiB; a file this large is most likely not \
            copy (a binary, a generated dump). Split a real deck into several decks.
            """)
}
