import Foundation

/// File access relative to a project root. Listing is sorted, so every run reads files in the
/// same order on every machine.
public struct ProjectDirectory: Sendable {
    public let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// The project whose `copydeck.yml` is in `start` or the nearest folder above it.
    public static func locate(from start: URL) throws(CopydeckError) -> ProjectDirectory {
        var directory = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent(ProjectConfig.fileName).path) {
                return ProjectDirectory(root: directory)
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { throw .projectNotFound(start.path) }
            directory = parent
        }
    }

    public func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    public func exists(_ relativePath: String) -> Bool {
        FileManager.default.fileExists(atPath: url(relativePath).path)
    }

    public func isDirectory(_ relativePath: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(relativePath).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Reads a UTF-8 text file; a byte-order mark is dropped.
    public func read(_ relativePath: String) throws(CopydeckError) -> SourceFile {
        let data: Data
        do {
            data = try Data(contentsOf: url(relativePath))
        } catch {
            throw .unreadable(path: relativePath, reason: (error as NSError).localizedDescription)
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: relativePath, reason: "the file is not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return SourceFile(path: relativePath, text: text)
    }

    /// Project-relative paths of the files under `folder` whose extension is in `extensions`,
    /// recursively, sorted by path. Hidden files and folders are skipped.
    public func files(under folder: String, extensions: Set<String>) -> [String] {
        guard isDirectory(folder),
              let enumerator = FileManager.default.enumerator(
                  at: url(folder), includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var result: [String] = []
        let base = url(folder).standardizedFileURL.path
        for case let file as URL in enumerator where extensions.contains(file.pathExtension.lowercased()) {
            let path = file.standardizedFileURL.path
            guard path.hasPrefix(base) else { continue }
            result.append(folder + path.dropFirst(base.count))
        }
        return result.sorted()
    }
}
