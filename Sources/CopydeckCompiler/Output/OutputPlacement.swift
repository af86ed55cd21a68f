import Foundation

/// Where a build may write. The output folder must not be, hold or sit inside the project's own
/// sources: `--out .` in a project would otherwise replace `copydeck.yml`, `content/`, `locales/`
/// and `.git` with the build.
///
/// Paths are compared after resolving symbolic links, so a link cannot smuggle the project in.
public enum OutputPlacement {
    /// The folders of a project a build never writes into, relative to its root.
    static let sourceFolders = ["content", "locales"]

    /// The output folder with symbolic links resolved, checked against the project.
    public static func check(_ output: URL, project: URL) throws(CopydeckError) -> URL {
        let resolved = resolve(output)
        let root = resolve(project)
        let shown = output.path
        if resolved.path == root.path {
            throw .outputRefused(path: shown, reason: "it is the project folder itself; choose a folder of its own, such as build/")
        }
        if isAncestor(resolved, of: root) {
            throw .outputRefused(path: shown, reason: "it contains the project \(root.path); choose a folder of its own, such as build/")
        }
        for folder in sourceFolders {
            let source = root.appendingPathComponent(folder)
            if resolved.path == source.path || isAncestor(source, of: resolved) {
                throw .outputRefused(path: shown, reason: "it is inside the project's sources (\(folder)/); choose a folder of its own, such as build/")
            }
        }
        if resolved.path == root.appendingPathComponent(ProjectConfig.fileName).path {
            throw .outputRefused(path: shown, reason: "it is the project's \(ProjectConfig.fileName)")
        }
        return resolved
    }

    /// `folder` is a proper ancestor of `url`.
    static func isAncestor(_ folder: URL, of url: URL) -> Bool {
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        return url.path.hasPrefix(base)
    }

    /// The absolute path with every symbolic link of its existing part resolved; the part that
    /// does not exist yet is appended as written (after `.`/`..` are folded).
    static func resolve(_ url: URL) -> URL {
        let standard = url.standardizedFileURL
        if let real = realpath(standard.path, nil) {
            defer { free(real) }
            return URL(fileURLWithPath: String(cString: real))
        }
        let parent = standard.deletingLastPathComponent()
        guard parent.path != standard.path else { return standard }
        return resolve(parent).appendingPathComponent(standard.lastPathComponent)
    }
}
