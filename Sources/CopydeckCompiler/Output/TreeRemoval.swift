import Foundation

/// Deletes a folder and everything in it: its files on every core, then its folders, the deepest
/// first. A build deletes the tree it retired (thousands of files) before it returns, and the
/// walk asks `readdir` what each entry is instead of a `stat` of each. Links are deleted, never
/// followed. What cannot be deleted is left to `FileManager.removeItem`, and then to the next
/// build's `OutputLeftovers`.
enum TreeRemoval {
    static func remove(_ path: String) {
        // Each folder after every folder inside it: listed before them, removed after them.
        if let folders = removeFiles(under: path), folders.reversed().allSatisfy({ rmdir($0) == 0 }) { return }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Deletes every file (and link) under `path`, on every core, and keeps the folders; the
    /// folders, `path` first and each before the folders inside it, when every file went.
    static func removeFiles(under path: String) -> [String]? {
        var folders: [String] = []
        var files: [String] = []
        var pending = [path]
        while let folder = pending.popLast() {
            folders.append(folder)
            guard let entries = try? DirectoryEntries.of(folder) else { return nil }
            for entry in entries {
                if entry.isFolder { pending.append(folder + "/" + entry.name) } else { files.append(folder + "/" + entry.name) }
            }
        }
        let found = files
        let chunk = 256
        let removed = Parallel.map((found.count + chunk - 1) / chunk) { part in
            found[(part * chunk)..<min(found.count, (part + 1) * chunk)].allSatisfy { unlink($0) == 0 }
        }
        return removed.allSatisfy { $0 } ? folders : nil
    }
}
