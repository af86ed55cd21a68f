import CopydeckKit

/// Every message must parse as Copydeck's ICU MessageFormat subset; the diagnostic points at the
/// offending character inside the YAML value.
///
///     title: "{count, plural, one {# day} other {# days}"   ← message.syntax: not closed
public struct MessageSyntaxCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "message.syntax", defaultSeverity: .error,
        summary: "A message is not valid ICU MessageFormat.",
        help: """
            Placeholders are `{name}`, `{n, number}`, `{n, plural, one {…} other {…}}`, \
            `{x, select, a {…} other {…}}`, `{t, duration}` and `{name, particle, 을/를}`. \
            Write `'{'` for a literal brace and `''` for an apostrophe.
            """,
        example: """
            title: "{count, plural, one {# day} other {# days}"   ← message.syntax: not closed
            """)

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        for deck in project.decks {
            for locale in deck.locales {
                guard let catalog = deck.catalogs[locale] else { continue }
                for entry in catalog.entries {
                    if let error = entry.syntaxError {
                        let range = MessagePosition.range(ofScalarOffset: error.offset, in: entry, files: project.files)
                        diagnostics.emit(Self.rule, at: range, "message `\(entry.key)` in \(locale): \(error.message)")
                    }
                }
            }
        }
    }
}
