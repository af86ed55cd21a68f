import Foundation

extension CopydeckBundle {
    /// Loads a bundle directory as the build writes it (`build/<deck>/bundle/`).
    public init(directory: URL, locales: LocaleSelection = .all, parts: BundleParts = .all) throws(BundleLoadError) {
        try self.init(locales: locales, parts: parts) { name throws(BundleLoadError) in
            try Self.read(directory.appendingPathComponent(name), as: name)
        }
    }

    /// Loads the deck `deck` from an app's (or a Swift package's) resources. The build's
    /// `<deck>/bundle/` folder is found as a folder resource named after the deck (an Xcode
    /// folder reference, or SwiftPM's `.copy("wander")`), holding `manifest.json`; or, where the
    /// resources were flattened (SwiftPM's `.process`, the Copydeck build plugin), as files
    /// named `<deck>.manifest.json`, `<deck>.<locale>.json` and `<deck>.flows.json`.
    public init(bundle: Bundle, deck: String, locales: LocaleSelection = .all, parts: BundleParts = .all) throws(BundleLoadError) {
        if let folder = Self.folder(of: deck, in: bundle) {
            try self.init(directory: folder, locales: locales, parts: parts)
            return
        }
        guard let resources = bundle.resourceURL, bundle.url(forResource: "\(deck).manifest", withExtension: "json") != nil else {
            throw .unreadable(file: "manifest.json", reason: "the app bundle has no Copydeck deck `\(deck)` (no folder `\(deck)` with a manifest.json, no `\(deck).manifest.json`)")
        }
        try self.init(locales: locales, parts: parts) { name throws(BundleLoadError) in
            try Self.read(resources.appendingPathComponent("\(deck).\(name)"), as: name)
        }
    }

    /// Loads a bundle from files in memory, by their names in the bundle folder
    /// (`manifest.json`, `ko.json`, `flows.json`): a bundle downloaded as an update, or one a
    /// test made.
    public init(files: [String: Data], locales: LocaleSelection = .all, parts: BundleParts = .all) throws(BundleLoadError) {
        try self.init(locales: locales, parts: parts) { name in files[name] }
    }

    /// A bundle file's bytes, or nil when there is no such file. Mapped, not copied: only the
    /// pages the reader touches are paged in.
    private static func read(_ url: URL, as name: String) throws(BundleLoadError) -> Data? {
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        do {
            return try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw .unreadable(file: name, reason: error.localizedDescription)
        }
    }

    private static func folder(of deck: String, in bundle: Bundle) -> URL? {
        let candidates = [
            bundle.url(forResource: deck, withExtension: nil),
            bundle.url(forResource: "bundle", withExtension: nil, subdirectory: deck),
            bundle.resourceURL?.appendingPathComponent(deck),
        ]
        return candidates.compactMap { $0 }.first { url in
            FileManager.default.fileExists(atPath: url.appendingPathComponent("manifest.json").path)
        }
    }
}
