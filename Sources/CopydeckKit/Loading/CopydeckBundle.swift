import Foundation

/// A compiled deck loaded from `build/<deck>/bundle/`, from an app's resources or from memory: the
/// manifest, the locales asked for and the parts asked for, validated against the manifest.
///
///     // The app: every part, the locale the user reads and its fallbacks.
///     let deck = try CopydeckBundle(bundle: .main, deck: "wander", locales: .preferred(Locale.preferredLanguages))
///     // The shield extension: shields only.
///     let shields = try CopydeckBundle(bundle: .main, deck: "unwind", parts: .shields)
///
/// Loading never crashes on data: a missing, truncated, corrupted or newer-format file is a
/// `BundleLoadError` that names the file.
public struct CopydeckBundle: Sendable {
    /// The bundle's manifest: the deck, its locales and fallback chains, and its content hash.
    public let manifest: DeckManifest
    /// The loaded locales by name: every locale of the manifest, or those a `LocaleSelection` chose.
    public let locales: [String: LocaleBundle]
    /// Picks the bundle's locale for preferred languages, by the manifest's locales and fallback chains.
    public let resolver: LocaleResolver
    /// The deck's screen flows (`flows.json`), when the bundle has them and they were asked for.
    public let flows: FlowBundle?
    /// The parts that were loaded.
    public let parts: BundleParts

    /// Loads a bundle from its files by name (`manifest.json`, `<locale>.json`, `flows.json`):
    /// `contents` gives a file's bytes, or nil when the bundle has no such file. Every public
    /// loader (a directory, an app's `Bundle`, files in memory) comes here; so does the fuzzer.
    package init(
        locales selection: LocaleSelection = .all, parts: BundleParts = .all,
        contents: (String) throws(BundleLoadError) -> Data?
    ) throws(BundleLoadError) {
        let manifest: DeckManifest = try Self.decode("manifest.json", try contents("manifest.json"))
        guard manifest.formatVersion <= BundleFormat.version else {
            throw .unsupportedFormat(found: manifest.formatVersion, supported: BundleFormat.version)
        }
        for locale in manifest.locales {
            // A locale names a file of the bundle folder, never a path out of it (`../ko`).
            guard !locale.isEmpty, locale != ".", locale != "..", !locale.contains(where: { "/\\\0".contains($0) }) else {
                throw .malformed(file: "manifest.json", reason: "locale `\(locale)` is not a name of a file in the bundle")
            }
        }
        let resolver = LocaleResolver(manifest: manifest)
        var locales: [String: LocaleBundle] = [:]
        for locale in selection.locales(of: resolver) {
            let name = "\(locale).json"
            guard let data = try contents(name) else { throw .unreadable(file: name, reason: "no such file") }
            let bundle: LocaleBundle
            if let fast = LocaleBundle.fastDecode(data, parts: parts) {
                bundle = fast
            } else {
                bundle = try Self.decode(name, data, parts: parts)
            }
            guard bundle.locale == locale else {
                throw .localeMismatch(file: name, expected: locale, found: bundle.locale)
            }
            locales[locale] = bundle
        }
        var flows: FlowBundle?
        if parts.contains(.flows), let data = try contents("flows.json") {
            flows = try Self.decode("flows.json", data)
        }
        self.init(manifest: manifest, locales: locales, flows: flows, parts: parts)
    }

    /// Creates a bundle from values already decoded, as a test or a preview does. Nothing is
    /// validated: `locales` should hold `LocaleBundle`s keyed by their `locale`.
    public init(manifest: DeckManifest, locales: [String: LocaleBundle], flows: FlowBundle? = nil, parts: BundleParts = .all) {
        self.manifest = manifest
        self.locales = locales
        self.resolver = LocaleResolver(manifest: manifest)
        self.flows = flows
        self.parts = parts
    }

    /// The copy for the best locale of the user's preferred languages.
    public func strings(preferredLanguages: [String]) -> DeckStrings {
        strings(locale: resolver.resolve(preferredLanguages))
    }

    /// The copy for a language chosen in the app and stored by it (`UserDefaults`), falling back
    /// as `LocaleResolver.resolve(stored:preferred:)` says when the stored value is unusable.
    public func strings(stored: String?, preferredLanguages: [String]) -> DeckStrings {
        strings(locale: resolver.resolve(stored: stored, preferred: preferredLanguages))
    }

    /// The copy of one locale, falling back along the manifest's chain for anything missing. A
    /// locale that was not loaded answers from the loaded locales of its chain.
    public func strings(locale: String) -> DeckStrings {
        let chain = resolver.lookupChain(for: resolver.match(locale) ?? locale).compactMap { locales[$0] }
        return DeckStrings(locale: chain.first?.locale ?? manifest.sourceLocale, chain: chain)
    }

    static func decode<T: Decodable>(_ name: String, _ data: Data?, parts: BundleParts = .all) throws(BundleLoadError) -> T {
        guard let data else { throw .unreadable(file: name, reason: "no such file") }
        let decoder = JSONDecoder()
        if let key = BundleParts.userInfoKey { decoder.userInfo[key] = parts }
        do {
            return try decoder.decode(T.self, from: data)
        } catch {
            throw .malformed(file: name, reason: String(describing: error))
        }
    }
}
