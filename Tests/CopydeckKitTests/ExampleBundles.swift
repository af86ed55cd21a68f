import CopydeckKit
import Foundation

/// The example project's compiled bundles (Tests/Goldens/example, the compiler's real output for
/// the repository's own `content/` and `locales/`; `BuildGoldenTests` keeps them equal to it).
enum ExampleBundles {
    static let root: URL = BundleLoadingTests.golden.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("example")

    static func directory(_ deck: String) -> URL {
        root.appendingPathComponent(deck).appendingPathComponent("bundle")
    }

    static func load(_ deck: String, locales: LocaleSelection = .all, parts: BundleParts = .all) throws -> CopydeckBundle {
        try CopydeckBundle(directory: directory(deck), locales: locales, parts: parts)
    }

    /// Every file of a deck's bundle folder, by name.
    static func files(_ deck: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory(deck).path) {
            files[name] = try Data(contentsOf: directory(deck).appendingPathComponent(name))
        }
        return files
    }
}
