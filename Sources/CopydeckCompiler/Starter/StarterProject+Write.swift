import Foundation

extension StarterProject {
    /// What may be in a folder a project is started in: a repository, and what Finder leaves.
    public static let allowedBeforehand: Set<String> = [".git", ".DS_Store"]

    /// Writes the project into `folder` (made when missing), which must be empty but for
    /// `allowedBeforehand`. No file is ever replaced: each is created new, and when one cannot
    /// be, everything written so far is deleted again and the folder is left as it was.
    /// Returns the paths written, relative to `folder`.
    public func write(to folder: URL) throws(CopydeckError) -> [String] {
        try Self.write(files, to: folder)
    }

    static func write(_ files: [(path: String, text: String)], to folder: URL) throws(CopydeckError) -> [String] {
        let root = folder.standardizedFileURL.path
        var created: [String] = []
        var status = stat()
        if lstat(root, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw .outputRefused(path: root, reason: "it is a file, not a folder; name a new or empty folder")
            }
            let names: [String]
            do {
                names = try DirectoryNames.of(root)
            } catch {
                throw .outputRefused(path: root, reason: "it cannot be listed (\(error))")
            }
            let present = names.filter { !Self.allowedBeforehand.contains($0) }.sorted()
            guard present.isEmpty else {
                throw .outputRefused(path: root, reason: "it is not empty (\(OutputInspection.list(present))); copydeck init starts a project only in a new or empty folder")
            }
        }
        do {
            try Self.makeFolders(root, recording: &created)
            for (path, text) in files {
                let full = root + "/" + path
                try Self.makeFolders(String(full[..<full.lastIndex(of: "/")!]), recording: &created)
                try Self.create(full, Data(text.utf8)) { created.append($0) }
            }
        } catch {
            // Newest first: files before the folders that hold them.
            for path in created.reversed() { _ = remove(path) }
            throw .outputFailed(path: root, reason: "\(error); nothing was left behind")
        }
        return files.map(\.path)
    }

    /// Makes `folder` and the folders above it that are not there, outermost first, recording
    /// each as it is made.
    private static func makeFolders(_ folder: String, recording created: inout [String]) throws {
        var missing: [String] = []
        var status = stat()
        var current = folder[...]
        while !current.isEmpty, lstat(String(current), &status) != 0 {
            missing.append(String(current))
            current = current[..<(current.lastIndex(of: "/") ?? current.startIndex)]
        }
        for path in missing.reversed() {
            guard mkdir(path, 0o777) == 0 else { throw Failure(path: path, code: errno) }
            created.append(path)
        }
    }

    private struct Failure: Error, CustomStringConvertible {
        var path: String
        var code: Int32
        var description: String { "\(path): \(String(cString: strerror(code)))" }
    }

    /// A new file with `data`, written through the descriptor that made it; fails when anything
    /// is at `path` already. `made` hears of the file as soon as it exists.
    private static func create(_ path: String, _ data: Data, made: (String) -> Void) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(path: path, code: errno) }
        made(path)
        try FileWrite.write(data, into: descriptor, closing: path)
    }
}
