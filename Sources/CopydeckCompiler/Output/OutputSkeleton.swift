import Foundation

/// The folders of the last output but one, kept empty inside the output folder
/// (`.copydeck-folders`) for the next build to stage into.
///
/// Every build stages a whole new tree and trades it for the old one in one step; most of its
/// folders are the ones the last build made. Making hundreds of folders anew each time is slow
/// where the file system hunts for a free inode past the ones just deleted (ext4 without a
/// journal skips inodes freed in the last minutes). So once the old tree is retired, its files
/// are deleted and its folders kept here; the next build takes them as its staging folder, makes
/// only the folders that are new and removes the ones it did not use before the swap.
///
/// Only folders are ever kept: a skeleton that holds anything else when a build takes it is
/// deleted instead, and the build makes its folders as if there were none.
enum OutputSkeleton {
    static let name = ".copydeck-folders"

    /// Moves the skeleton in `folder` to `staging` (which must not exist) and returns its
    /// folders, relative to it (`""` included); nil when there is none to take, or it holds
    /// anything but folders (then it is put back, for `OutputInspection` to refuse: it is not
    /// Copydeck's to delete).
    static func claim(in folder: String, as staging: String) -> Set<String>? {
        var status = stat()
        let kept = folder + "/" + name
        guard lstat(kept, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, rename(kept, staging) == 0 else { return nil }
        guard let folders = self.folders(of: staging) else {
            rename(staging, kept)
            return nil
        }
        return folders
    }

    /// Whether the folder at `path` holds nothing but folders.
    static func holdsOnlyFolders(_ path: String) -> Bool {
        folders(of: path) != nil
    }

    /// Every folder under `path`, relative to it (`""` for itself); nil when anything else is
    /// there, or a folder cannot be listed.
    private static func folders(of root: String) -> Set<String>? {
        struct NotOnlyFolders: Error {}
        let visited = try? Parallel.levels(from: "") { relative throws(NotOnlyFolders) -> (found: Void, inside: [String]) in
            guard let entries = try? DirectoryEntries.of(relative.isEmpty ? root : root + "/" + relative),
                  entries.allSatisfy(\.isFolder) else { throw NotOnlyFolders() }
            return ((), entries.map { relative.isEmpty ? $0.name : relative + "/" + $0.name })
        }
        return visited.map { Set($0.map(\.folder)) }
    }

    /// Removes the folders of `folders` (a claimed skeleton's) that `needed` does not hold, the
    /// deepest first: what the new output has no file in.
    static func prune(_ staging: String, folders: Set<String>, needed: Set<String>) throws {
        let unused = folders.subtracting(needed).sorted { $0.utf8.count > $1.utf8.count }
        for folder in unused where rmdir(staging + "/" + folder) != 0 && errno != ENOENT {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot remove the folder \(folder): \(String(cString: strerror(errno)))"])
        }
    }

    /// Deletes every file of the retired tree at `tree` and keeps its folders as the skeleton
    /// in `folder`; deletes the whole tree when a file cannot be deleted or a skeleton is there
    /// already.
    static func keep(_ tree: String, in folder: String) {
        if TreeRemoval.removeFiles(under: tree) != nil, rename(tree, folder + "/" + name) == 0 { return }
        TreeRemoval.remove(tree)
    }
}
