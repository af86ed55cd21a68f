import Foundation

/// Picks the bundle locale for a user's preferred languages (`["ja-JP", "en-US"]`), following the
/// manifest's fallback chains and ending at the source locale. A stored value that is garbage or
/// names a locale the bundle lacks falls back the same way instead of failing.
public struct LocaleResolver: Sendable {
    /// The bundle's locales, source locale first, as the manifest lists them.
    public let available: [String]
    /// The locale the copy is written in: every lookup chain ends at it, and it answers when nothing
    /// else matches.
    public let sourceLocale: String
    /// Fallback chains: locale → locales to try next, before the source locale.
    public let fallbacks: [String: [String]]

    /// Creates a resolver for a bundle's locales, source locale and fallback chains.
    public init(manifest: DeckManifest) {
        self.init(available: manifest.locales, sourceLocale: manifest.sourceLocale, fallbacks: manifest.fallbacks)
    }

    /// Creates a resolver with the given values.
    public init(available: [String], sourceLocale: String, fallbacks: [String: [String]] = [:]) {
        self.available = available
        self.sourceLocale = sourceLocale
        self.fallbacks = fallbacks
    }

    /// The best available locale for the preferences, or the source locale.
    public func resolve(_ preferred: [String]) -> String {
        for candidate in preferred {
            if let match = match(candidate) { return match }
        }
        return sourceLocale
    }

    /// The locale for an app that lets people choose a language in the app and stores the choice
    /// (TempoAI stores `"ja"` or `"en"` under `SelectedLanguage`): the stored choice when it names
    /// an available locale. No stored value (nothing chosen yet) means the device's preferred
    /// languages decide. A stored value that is empty, unknown or corrupted is ignored and the
    /// deck's development (source) language is used, as TempoAI's spec requires ("不正値 →
    /// デフォルト値で初期化"); never an error.
    public func resolve(stored: String?, preferred: [String]) -> String {
        guard let stored else { return resolve(preferred) }
        return match(stored.trimmingCharacters(in: .whitespacesAndNewlines)) ?? sourceLocale
    }

    /// The order in which to look a message up: the locale, its fallback chain, the source locale.
    public func lookupChain(for locale: String) -> [String] {
        var chain: [String] = []
        for candidate in [locale] + (fallbacks[locale] ?? []) + [sourceLocale]
        where available.contains(candidate) && !chain.contains(candidate) {
            chain.append(candidate)
        }
        return chain
    }

    /// Matches a BCP 47 tag (`ja-JP`, `ko_KR`, `zh-Hant-TW`) to an available locale by trimming
    /// subtags from the end; case and `_` versus `-` do not matter. Chinese without a script
    /// subtag gets the script its region writes, as iOS does: `zh-TW` and `zh-HK` find
    /// `zh-Hant`, `zh-CN` and `zh` find `zh-Hans`.
    public func match(_ tag: String) -> String? {
        var subtags = Self.withLikelyScript(tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() })
        while !subtags.isEmpty {
            let candidate = subtags.joined(separator: "-")
            if let found = available.first(where: { $0.lowercased().replacingOccurrences(of: "_", with: "-") == candidate }) {
                return found
            }
            subtags.removeLast()
        }
        return nil
    }

    /// `zh-TW` → `zh-hant-tw`: the script a Chinese tag without one implies.
    private static func withLikelyScript(_ subtags: [String]) -> [String] {
        guard subtags.first == "zh", subtags.dropFirst().first.map({ $0.count == 4 }) != true else { return subtags }
        let region = subtags.dropFirst().first
        let script = ["tw", "hk", "mo"].contains(region ?? "") ? "hant" : "hans"
        return ["zh", script] + subtags.dropFirst()
    }
}
