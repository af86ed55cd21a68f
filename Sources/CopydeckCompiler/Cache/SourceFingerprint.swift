import Foundation

/// Every input of a build, fingerprinted: `copydeck.yml` and everything under `content/` and
/// `locales/` (files by `ContentHash` of their bytes, folders by their presence), so that a
/// build can tell an unchanged project without loading it. A file added, removed, renamed or
/// edited anywhere a build looks changes the fingerprint; so does a file that cannot be read.
struct SourceFingerprint: Equatable, Codable, Sendable {
    /// Path relative to the project → `ContentHash` hex of a file, `dir` for a folder, or why it
    /// could not be read.
    var entries: [String: String]

    static let roots = [ProjectConfig.fileName, "content", "locales"]

    /// Reads and hashes every input; `sources` also returns each file's bytes by path, for
    /// quoting lines in the findings a no-op build replays.
    static func take(of root: URL) -> (fingerprint: SourceFingerprint, bytes: [String: Data]) {
        var files: [String] = []
        var entries: [String: String] = [:]
        var visited: Set<[UInt64]> = []
        for path in roots { walk(path, root: root, visited: &visited, files: &files, entries: &entries) }
        let listed = files
        let read = Parallel.map(listed.count) { index -> Data? in
            try? Data(contentsOf: root.appendingPathComponent(listed[index]), options: .uncached)
        }
        var bytes: [String: Data] = [:]
        for (path, data) in zip(files, read) {
            if let data {
                entries[path] = ContentHash.hex(data)
                bytes[path] = data
            } else {
                entries[path] = "unreadable"
            }
        }
        return (SourceFingerprint(entries: entries), bytes)
    }

    private static func walk(_ path: String, root: URL, visited: inout Set<[UInt64]>, files: inout [String], entries: inout [String: String]) {
        var status = stat()
        // Links are followed, as the loader follows them; a folder reached twice is walked once.
        guard stat(root.appendingPathComponent(path).path, &status) == 0 else {
            if errno != ENOENT { entries[path] = "unreadable" }
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            files.append(path)
        case S_IFDIR:
            guard visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
                entries[path + "/"] = "dir"
                return
            }
            entries[path + "/"] = "dir"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(path).path) else {
                entries[path + "/"] = "unreadable"
                return
            }
            for name in names.sorted() { walk("\(path)/\(name)", root: root, visited: &visited, files: &files, entries: &entries) }
        default:
            entries[path] = "special"
        }
    }
}
