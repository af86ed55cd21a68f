extension Deck {
    /// A translation's recorded source and today's, when they differ (nil when the record has
    /// no source for it, or the source has no text): what `message.stale`, the tables' states,
    /// `review accept` and `diff` call stale.
    func staleTranslation(_ key: String, locale: String) -> (previous: String, current: String, range: SourceRange)? {
        guard let previous = catalogs[locale]?.review.source(of: key),
              let current = catalogs[sourceLocale]?[key], current.text != previous else { return nil }
        return (previous, current.text, current.valueRange)
    }
}
