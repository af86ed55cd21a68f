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
        let manifest: DeckManifest = try Self.decode(directory.appendingPathComponent("manifest.json"))
        guard manifest.formatVersion <= BundleFormat.version else {
            throw .unsupportedFormat(found: manifest.formatVersion, supported: BundleFormat.version)
        }
        var locales: [String: LocaleBundle] = [:]
        for locale in manifest.locales {
            let url = directory.appendingPathComponent("\(locale).json")
            let bundle: LocaleBundle = try Self.decode(url)
            guard bundle.locale == locale else {
                throw .localeMismatch(file: url.lastPathComponent, expected: locale, found: bundle.locale)
            }
            locales[locale] = bundle
        }
        let flowsURL = directory.appendingPathComponent("flows.json")
        let flows: FlowBundle? = FileManager.default.fileExists(atPath: flowsURL.path) ? try Self.decode(flowsURL) : nil
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

    private static func decode<T: Decodable>(_ url: URL) throws(BundleLoadError) -> T {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(file: url.lastPathComponent, reason: error.localizedDescription)
        }
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw .malformed(file: url.lastPathComponent, reason: String(describing: error))
        }
    }
}
