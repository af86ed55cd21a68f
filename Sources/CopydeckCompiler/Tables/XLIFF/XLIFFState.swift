/// How `TableState` is written as XLIFF 1.2's `<target state>` and read back.
///
/// Written (Xcode's choices where Xcode has one):
///
///     translated    → state="translated"
///     needs_review  → state="needs-review-l10n"   (what Xcode's .xcloc export writes);
///                     state="needs-review-translation" for a stale translation, whose
///                     previous source is a second <note from="copydeck" annotates="source">
///     stale         → state="x-stale"             (XLIFF 1.2 has no such state; `x-` values
///                                                  are the schema's extension point)
///     new           → state="new", for a draft the review record marks new; a text the
///                     locale lacks (a fallback) has no <target> at all, as Xcode omits it
///
/// Read: `translated`, `final`, `signed-off` → translated; `needs-review-translation`,
/// `needs-review-l10n`, `needs-review-adaptation`, `needs-adaptation`, `needs-l10n` →
/// needs_review; `new`, `needs-translation` → new; `x-stale` → stale; no attribute → nil;
/// anything else → nil, reported as unsupported.
enum XLIFFState {
    /// A translation whose source changed since it was made (`message.stale`): XLIFF 1.2's own
    /// word for it. Read back as needs_review.
    static let staleAttribute = "needs-review-translation"

    static func attribute(for state: TableState) -> String {
        switch state {
        case .translated: "translated"
        case .needsReview: "needs-review-l10n"
        case .stale: "x-stale"
        case .new: "new"
        }
    }

    /// nil when the value is not one Copydeck knows (the caller reports it).
    static func state(forAttribute value: String) -> TableState? {
        switch value {
        case "translated", "final", "signed-off": .translated
        case "needs-review-translation", "needs-review-l10n", "needs-review-adaptation", "needs-adaptation", "needs-l10n": .needsReview
        case "new", "needs-translation": .new
        case "x-stale": .stale
        default: nil
        }
    }

    /// The state of a message read from several units (a plural, substitutions): the least
    /// finished one, so a single unit that needs review marks the message for review.
    static func combined(_ states: some Sequence<TableState?>) -> TableState? {
        let known = states.compactMap { $0 }
        if known.isEmpty { return nil }
        for state in [TableState.new, .needsReview, .stale] where known.contains(state) { return state }
        return .translated
    }
}
