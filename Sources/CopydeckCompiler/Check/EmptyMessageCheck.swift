import CopydeckKit

/// A message whose text is empty or only whitespace shows up as a blank label.
public struct EmptyMessageCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "message.empty", defaultSeverity: .error,
        summary: "A message is empty or only whitespace.",
        help: "An empty string renders as a blank label or button. Write the text, or remove the field.",
        examples: [
            RuleExample("an empty text, and one of an ideographic space only", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      ↓title: ""
                      ↓body: "\\u3000"
                    """),
            ]),
            RuleExample(files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      title: 写真へのアクセス
                      body: 選んだ写真だけを読み込みます
                    """),
            ]),
        ])

    static let screens = """
        screens:
          photo_access:
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
                for entry in catalog.entries where Self.isBlank(entry.text) {
                    diagnostics.emit(Self.rule, at: entry.keyRange, "message `\(entry.key)` is empty in \(locale); write its text, or remove the field where no screen shows it")
                }
            }
        }
    }

    /// Empty or only whitespace; most text starts with a letter, which decides at once.
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy(UnicodeWhitespace.contains)
    }
}
