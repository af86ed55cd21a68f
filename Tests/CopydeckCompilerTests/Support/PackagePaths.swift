import Foundation

/// Paths in the package, found from this file, so tests run from any working directory.
enum PackagePaths {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url }
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }()

    static let fixtures = root.appendingPathComponent("Tests/Fixtures")
    static let goldens = root.appendingPathComponent("Tests/Goldens")

    /// Set `COPYDECK_RECORD_GOLDENS=1` to rewrite goldens from the current output; never set on CI.
    static var recordGoldens: Bool { ProcessInfo.processInfo.environment["COPYDECK_RECORD_GOLDENS"] == "1" }
}
