extension Rules {
    /// Emitted by the loader for a file or folder of the project that cannot be read.
    public static let fileUnreadable = RuleDescriptor(
        id: "file.unreadable", defaultSeverity: .error,
        summary: "A file or folder of the project cannot be read.",
        help: """
            The message says why: permission denied, a symbolic link whose target is missing or \
            that leads back to itself, a linked folder that leads to a folder holding it (`up -> ..`, \
            which would read the project again as this folder), a folder or device where a text \
            file was expected. Nothing \
            in it was checked; the rest of the project was.
            """,
        examples: [
            RuleExample("a locale file that links to a file that is not there", files: [
                .init("locales/ja/demo.yml", symlinkTo: "../shared/demo.yml", finding: true),
            ]),
            RuleExample("a link to a file that is there is read", files: [
                .init("shared/demo.yml", "intro:\n  title: 写真を選んでください\n"),
                .init("locales/ja/demo.yml", symlinkTo: "../../shared/demo.yml"),
            ]),
        ])
}
