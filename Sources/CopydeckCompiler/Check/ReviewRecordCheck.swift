/// A line of a review record (`locales/<locale>/<deck>.review.yml`) that says nothing true of the
/// locale file beside it: a state the record does not hold, a key with no text there, or a line
/// in the source locale's record. Left alone, the text it meant to hold back would be built as
/// final, or a line would outlive its message.
public struct ReviewRecordCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "review.record", defaultSeverity: .error,
        summary: "A review record's line names no state it holds, or no text of its locale file.",
        help: """
            `locales/<locale>/<deck>.review.yml` records, for the texts of \
            `locales/<locale>/<deck>.yml`, the source text each was translated from (`source:`, \
            which `message.stale` compares with today's source) and the state of those that are \
            not final: `new` (a draft), `needs_review` (a person should look again) or `stale` \
            (its key is no longer used). A text with no state is translated. `copydeck adopt` and `copydeck import` write the record from the states \
            an app's tables or a translator's XLIFF give, and the build writes them back into \
            String Catalogs and XLIFF. Write one of the three states, remove a line once its text \
            is done (or its message is gone), and keep the source locale without a record: its \
            texts are the source.
            """,
        examples: [
            RuleExample("a misspelled state and a line whose text is gone", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      title: 写真へのアクセス
                      body: 選んだ写真だけを読み込みます
                    """),
                .init("locales/ja/demo.review.yml", """
                    photo_access.title: ↓needs-review
                    ↓photo_access.footer: new
                    """),
            ]),
            RuleExample("a draft and a text to look at again", files: [
                .init("content/demo/screens.yml", Self.screens),
                .init("locales/ja/demo.yml", """
                    photo_access:
                      title: 写真へのアクセス
                      body: 選んだ写真だけを読み込みます
                    """),
                .init("locales/ja/demo.review.yml", """
                    photo_access.body: new
                    photo_access.title: needs_review
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
                for entry in catalog.review.entries {
                    let key = entry.key
                    if locale == deck.sourceLocale {
                        diagnostics.emit(Self.rule, at: entry.keyRange, "`\(key)`: \(locale) is the deck's source locale, whose texts are the source and never await review; remove \(catalog.review.path)")
                    } else if let text = entry.stateText, entry.state == nil {
                        let named = text == TableState.translated.rawValue
                            ? "a translated text has no state in the record; remove `\(text)` (and the line, when it records no source)"
                            : "`\(text)` is not a state the record holds; write new, needs_review or stale, or remove it once the text is done"
                        diagnostics.emit(Self.rule, at: entry.stateRange, "`\(key)` in \(locale): \(named)")
                    } else if !catalog.unreadable, catalog[key] == nil, entry.state != nil {
                        // A line that records a source only outlives a removed translation
                        // harmlessly (`message.missing` says the text is gone); `copydeck review
                        // accept` drops it. A state with no text to describe is a mistake.
                        diagnostics.emit(Self.rule, at: entry.keyRange, "`\(key)` has no text in \(catalog.path) for its state to describe; remove the line")
                    }
                }
            }
        }
    }
}
