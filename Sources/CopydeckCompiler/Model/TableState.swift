/// Where a translation stands, with the names String Catalogs and XLIFF give it.
public enum TableState: String, Hashable, Sendable, CaseIterable {
    /// The text is there and current.
    case translated
    /// No finished text yet in this language: tables carry the text the fallback chain gives
    /// (or a draft the review record marks new), marked new.
    case new
    /// A person should look at it again (Xcode's "Needs Review"; XLIFF `needs-review-l10n`, as Xcode writes it).
    case needsReview = "needs_review"
    /// The key is no longer used.
    case stale
}
