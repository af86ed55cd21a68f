/// A translation whose source text changed after it was made: the review record beside it says
/// which source text it was translated from (`source:`), and today's source says something else.
/// Left alone, the app ships a translation of words the source no longer says.
public struct StaleTranslationCheck: ProjectCheck {
    public static let rule = RuleDescriptor(
        id: "message.stale", defaultSeverity: .warning,
        summary: "A translation was made from a source text that has changed since.",
        help: """
            `locales/<locale>/<deck>.review.yml` records the source text each translation was \
            made from. When the source-locale text changes, the translation is stale: update it \
            (or confirm it still holds), then record it as current with `copydeck review accept \
            KEY` (or import the translator's new XLIFF, which records it). Until then the string \
            tables mark it for review: XLIFF `needs-review-translation` with the previous source \
            as a note, String Catalogs `needs_review`. Set `rules: { message.stale: error }` in \
            copydeck.yml to fail CI on it.
            """,
        examples: [
            RuleExample("the Korean title changed after the Japanese was made", files: Self.files(ja: "↓写真が1枚あれば十分です", source: "사진 한 장이면 충분해요")),
            RuleExample("the translation follows today's source", files: Self.files(ja: "写真が数枚あれば十分です", source: "사진 몇 장이면 충분해요")),
        ])

    /// A one-screen deck whose ko title is 사진 몇 장이면 충분해요, with its ja title and the
    /// source the record says it was made from.
    static func files(ja: String, source: String) -> [RuleExample.File] {
        [
            .init("content/demo/screens.yml", screens),
            .init("locales/ko/demo.yml", "intro:\n  title: 사진 몇 장이면 충분해요"),
            .init("locales/ja/demo.yml", "intro:\n  title: \(ja)"),
            .init("locales/ja/demo.review.yml", "intro.title: { source: \"\(source)\" }"),
        ]
    }

    static let screens = """
        screens:
          intro:
            kind: page
            fields:
              title: { surface: title }
        """

    public init() {}

    public func check(_ project: Project, into diagnostics: inout DiagnosticCollector) {
        // Opened once, on the first translation no record speaks for.
        var history: TranslationHistory?? = nil
        var inRepository: Bool?
        for deck in project.decks {
            guard let source = deck.catalogs[deck.sourceLocale], !source.unreadable else { continue }
            for locale in deck.locales where locale != deck.sourceLocale {
                guard let catalog = deck.catalogs[locale] else { continue }
                for entry in catalog.review.entries {
                    guard let stale = deck.staleTranslation(entry.key, locale: locale), let translation = catalog[entry.key] else { continue }
                    diagnostics.emit(Self.rule, at: translation.valueRange,
                        "`\(entry.key)` in \(locale) was translated from \(stale.previous.quoted()); the \(deck.sourceLocale) source now says \(stale.current.quoted()); update the translation, then run `copydeck review accept \(entry.key)`",
                        notes: [.init("the source text", at: stale.range), .init("the source it was translated from", at: entry.keyRange)])
                }
                // A translation with no recorded source (typed by hand): git's history says what
                // the source said when the translation was last changed.
                if inRepository == nil { inRepository = TranslationHistory.isInRepository(project.root) }
                guard inRepository == true else { continue }
                let unrecorded = catalog.entries.filter { catalog.review.source(of: $0.key) == nil && source[$0.key] != nil }.map(\.key)
                guard !unrecorded.isEmpty else { continue }
                if history == nil { history = .some(TranslationHistory.open(project.root)) }
                guard let reader = history ?? nil else { continue }
                let made = reader.sources(of: unrecorded, deck: deck, locale: locale)
                for key in unrecorded {
                    guard let previous = made[key], let current = source[key], current.text != previous.text, let translation = catalog[key] else { continue }
                    diagnostics.emit(Self.rule, at: translation.valueRange,
                        "`\(key)` in \(locale) was last changed in \(previous.commit.prefix(12)), when the \(deck.sourceLocale) source said \(previous.text.quoted()); it now says \(current.text.quoted()) (git history; no review record); update the translation, then run `copydeck review accept \(key)`",
                        notes: [.init("the source text", at: current.valueRange)])
                }
            }
        }
    }
}
