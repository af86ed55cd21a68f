extension Rules {
    /// Emitted by the loader for a file or folder of the project that cannot be read.
    public static let fileUnreadable = RuleDescriptor(
        id: "file.unreadable", defaultSeverity: .error,
        summary: "A file or folder of the project cannot be read.",
        help: """
            The message says why: permission denied, a symbolic link whose target is missing or \
            that leads back to itself, a folder or device where a text file was expected. Nothing \
            in it was checked; the rest of the project was.
            """,
        example: """
            locales/ja/wander.yml → ../shared/wander.yml (missing)   ← file.unreadable
            """)
}
