import Foundation

/// A compiled deck loaded from `build/<deck>/bundle/` (or from an app's resources): the manifest
/// and every locale file, validated against the manifest.
public struct CopydeckBundle: Sendable {
    public let manifest: DeckManifest
    public let locales: [String: LocaleBundle]
    public let resolver: LocaleResolver
    /// The deck's screen flows (`flows.json`), when the bundle has them.
    public let flows: FlowBundle?

    /// Loads `manifest.json` and each `<locale>.json` from a bundle directory.
    public init(directory: URL) throws(BundleLoadError) {
        try self.init { name throws(BundleLoadError) in
            let url = directory.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            do {
                return try Data(contentsOf: url)
            } catch {
                throw .unreadable(file: name, reason: error.localizedDescription)
            }
        }
    }

    /// Loads a bundle from its files by name (`manifest.json`, `<locale>.json`, `flows.json`):
    /// `contents` gives a file's bytes, or nil when the bundle has no such file. (The fuzzer,
    /// `Fuzz/`, loads bundles from memory through it.)
    package init(contents: (String) throws(BundleLoadError) -> Data?) throws(BundleLoadError) {
        let manifest: DeckManifest = try Self.decode("manifest.json", try contents("manifest.json"))
        guard manifest.formatVersion <= BundleFormat.version else {
            throw .unsupportedFormat(found: manifest.formatVersion, supported: BundleFormat.version)
        }
        var locales: [String: LocaleBundle] = [:]
        for locale in manifest.locales {
            // A locale names a file of the bundle folder, never a path out of it (`../ko`).
            guard !locale.isEmpty, locale != ".", locale != "..", !locale.contains(where: { "/\\\0".contains($0) }) else {
                throw .malformed(file: "manifest.json", reason: "locale `\(locale)` is not a name of a file in the bundle")
            }
            let name = "\(locale).json"
            let bundle: LocaleBundle = try Self.decode(name, try contents(name))
            guard bundle.locale == locale else {
                throw .localeMismatch(file: name, expected: locale, found: bundle.locale)
            }
            locales[locale] = bundle
        }
        let flows: FlowBundle? = try contents("flows.json").map { data throws(BundleLoadError) in try Self.decode("flows.json", data) }
        self.init(manifest: manifest, locales: locales, flows: flows)
    }

    public init(manifest: DeckManifest, locales: [String: LocaleBundle], flows: FlowBundle? = nil) {
        self.manifest = manifest
        self.locales = locales
        self.resolver = LocaleResolver(manifest: manifest)
        self.flows = flows
    }

    /// The copy for the best locale of the user's preferred languages.
    public func strings(preferredLanguages: [String]) -> DeckStrings {
        strings(locale: resolver.resolve(preferredLanguages))
    }

    /// The copy of one locale, falling back along the manifest's chain for anything missing.
    public func strings(locale: String) -> DeckStrings {
        let chain = resolver.lookupChain(for: locale).compactMap { locales[$0] }
        return DeckStrings(locale: chain.first?.locale ?? manifest.sourceLocale, chain: chain)
    }

    private static func decode<T: Decodable>(_ name: String, _ data: Data?) throws(BundleLoadError) -> T {
        guard let data else { throw .unreadable(file: name, reason: "no such file") }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw .malformed(file: name, reason: String(describing: error))
        }
    }
}
