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

    /// Deletes every file (and link) under `path` but those whose paths relative to it `kept`
    /// holds, a level of folders at a time with each folder on whichever core is free
    /// (`Parallel.levels`), each name deleted relative to its open folder, and keeps the folders;
    /// the folders, `path` first and each before the folders inside it, when every file to
    /// delete went.
    static func removeFiles(under path: String, except kept: Set<String> = []) -> [String]? {
        struct Left: Error {}
        let visited = try? Parallel.levels(from: "") { relative throws(Left) -> (found: Void, inside: [String]) in
            var deleted = true
            let prefix = relative.isEmpty ? "" : relative + "/"
            guard let entries = try? DirectoryEntries.of(relative.isEmpty ? path : path + "/" + relative, then: { entries, descriptor in
                for entry in entries where !entry.isFolder && !kept.contains(prefix + entry.name) && unlinkat(descriptor, entry.name, 0) != 0 {
                    deleted = false
                }
            }), deleted else { throw Left() }
            return ((), entries.filter(\.isFolder).map { prefix + $0.name })
        }
        return visited?.map { $0.folder.isEmpty ? path : path + "/" + $0.folder }
    }
}
