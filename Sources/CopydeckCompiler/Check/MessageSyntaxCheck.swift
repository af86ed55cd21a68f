import CopydeckKit

/// Every message must parse as Copydeck's ICU MessageFormat subset; the diagnostic points at the
/// offending character inside the YAML value.
public struct MessageSyntaxCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "message.syntax", defaultSeverity: .error,
        summary: "A message is not valid ICU MessageFormat.",
        help: """
            Placeholders are `{name}`, `{n, number}`, `{n, plural, one {…} other {…}}`, \
            `{x, select, a {…} other {…}}`, `{t, duration}` and `{name, particle, 을/를}`. \
            Write `'{'` for a literal brace and `''` for an apostrophe.
            """,
        examples: [
            RuleExample("a plural not closed", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    photo_pick:
                      title: "{count, plural, other {사진 #장}↓"
                    """),
            ]),
            RuleExample("a closed plural, and a quoted literal brace", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ko/demo.yml", """
                    photo_pick:
                      title: "{count, plural, other {사진 #장}}을 골랐어요"
                      body: "'{'여행'}' 앨범에 담아요"
                    """),
            ]),
        ])

    static let screens = """
        screens:
          photo_pick:
            kind: page
            fields:
              title: title
              body: body
        """

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            for locale in deck.locales {
                guard let catalog = deck.catalogs[locale] else { continue }
                for entry in catalog.entries {
                    if let error = entry.syntaxError {
                        let range = MessagePosition.range(ofScalarOffset: error.offset, in: entry, files: project.files)
                        diagnostics.emit(Self.rule, at: range, "message `\(entry.key)` in \(locale): \(error.message); fix the text, or quote a literal brace as `'{'`")
                    }
                }
            }
        }
    }
}
