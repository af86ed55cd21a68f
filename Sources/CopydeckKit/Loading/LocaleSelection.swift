/// Which locales of a deck to load. An app shows one language at a time, so it can load that
/// locale and the locales its messages fall back to, and leave the rest on disk.
public enum LocaleSelection: Sendable, Hashable {
    /// Every locale of the manifest.
    case all
    /// The locale the user's preferred languages resolve to (`Locale.preferredLanguages`), and its
    /// fallback chain.
    case preferred([String])
    /// The locale chosen in the app and stored by it (TempoAI's `"ja"` or `"en"`), resolved as
    /// `LocaleResolver.resolve(stored:preferred:)` does, and its fallback chain.
    case stored(String?, preferred: [String])
    /// These locales (by the bundle's names or any BCP 47 tag that matches one), and their
    /// fallback chains.
    case only([String])

    /// The manifest's locales to load, in the manifest's order.
    func locales(of resolver: LocaleResolver) -> [String] {
        let wanted: [String]
        switch self {
        case .all: return resolver.available
        case .preferred(let languages): wanted = [resolver.resolve(languages)]
        case .stored(let stored, let preferred): wanted = [resolver.resolve(stored: stored, preferred: preferred)]
        case .only(let tags): wanted = tags.compactMap(resolver.match)
        }
        // Nothing matched: the source locale, which every lookup ends at.
        let needed = Set((wanted.isEmpty ? [resolver.sourceLocale] : wanted).flatMap(resolver.lookupChain(for:)))
        return resolver.available.filter(needed.contains)
    }
}
