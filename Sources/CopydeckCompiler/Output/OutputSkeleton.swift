import Foundation

/// The tree the last build retired, kept inside the output folder (`.copydeck-folders`) for the
/// next build to stage into: its folders, and links to the files the output still shares with
/// it.
///
/// Every build stages a whole new tree and trades it for the old one in one step; most of its
/// folders are the ones the last build made, and after an edit most of its files are the ones
/// the last build wrote. Making hundreds of folders anew each time is slow where the file system
/// hunts for a free inode past the ones just deleted (ext4 without a journal skips inodes freed in
/// the last minutes), and linking thousands of unchanged files into the new tree, then deleting
/// them from the old one, is most of what an edit's build does on disk. So once the old tree is
/// retired, only the files the new output does not share are deleted; its folders and its links
/// to the files the new output shares (the same inode at the same path: no bytes twice on disk)
/// are kept here. The next build takes them as its staging folder: a file it would link again is
/// there already, a file it writes anew replaces its link, and whatever it does not use is
/// removed before the swap.
///
/// What is kept is checked before it is used (`survey`): a file there must be a link to the
/// output's file at the same path (the inode `readdir` gives, or else the whole stamp: inode,
/// size, time), or a file the last build's cache stamped at that path (the output's file was
/// deleted or replaced since: it is Copydeck's own, and deleted). Anything else there is someone
/// else's: the build is refused and it is left alone. (The name is older than the links.)
enum OutputSkeleton {
    static let name = ".copydeck-folders"

    /// What a kept tree was found to hold, relative to it.
    struct Found: Equatable, Sendable {
        /// Its folders, `""` (itself) included.
        var folders: Set<String> = [""]
        /// Its links to the output's files at the same paths: taken as they are.
        var mirrored: Set<String> = []
        /// Its files the last build's cache stamped at their paths, whose output file is gone
        /// or not the same file since: deleted when the tree is claimed.
        var stale: Set<String> = []
    }

    /// Every folder and file under `root` (a kept tree), a level at a time on every core, held
    /// against the output: `live`, the stamps the inspection found of the output's files;
    /// `stamped`, those the last build's cache lists. A file whose inode `readdir` gives as the
    /// output's file's at its path is a link to it, with no `stat`; any other is asked about
    /// relative to its open folder. Returns what is Copydeck's and the paths that are not
    /// (relative to the kept tree; a folder that cannot be listed ends with `/`).
    static func survey(_ root: String, live: [String: FileStamp], stamped: [String: FileStamp]) -> (found: Found, foreign: [String]) {
        struct Level: Sendable {
            var mirrored: [String] = []
            var stale: [String] = []
            var foreign: [String] = []
        }
        let visited = Parallel.levels(from: "") { relative -> (found: Level, inside: [String]) in
            var level = Level()
            var inside: [String] = []
            let prefix = relative.isEmpty ? "" : relative + "/"
            let listed = try? DirectoryEntries.of(relative.isEmpty ? root : root + "/" + relative) { entries, descriptor in
                for entry in entries {
                    let path = prefix + entry.name
                    if entry.isFolder {
                        inside.append(path)
                        continue
                    }
                    if let output = live[path], output.inode == entry.inode {
                        level.mirrored.append(path)
                        continue
                    }
                    var status = stat()
                    let stamp = fstatat(descriptor, entry.name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? FileStamp(status: status) : nil
                    if let stamp, live[path] == stamp {
                        level.mirrored.append(path)
                    } else if let stamp, stamped[path] == stamp {
                        level.stale.append(path)
                    } else {
                        level.foreign.append(path)
                    }
                }
            }
            if listed == nil { level.foreign = [prefix] }
            return (level, listed == nil ? [] : inside)
        }
        var found = Found()
        var foreign: [String] = []
        for (folder, level) in visited {
            found.folders.insert(folder)
            found.mirrored.formUnion(level.mirrored)
            found.stale.formUnion(level.stale)
            foreign += level.foreign
        }
        return (found, foreign)
    }

    /// Moves the kept tree in `folder` to `staging` (which must not exist) and deletes its stale
    /// files; false when there is none to take or a stale file cannot be deleted (then it is put
    /// back, and the build makes its folders as if there were none).
    static func claim(_ found: Found, in folder: String, as staging: String) -> Bool {
        let kept = folder + "/" + name
        guard rename(kept, staging) == 0 else { return false }
        for path in found.stale where unlink(staging + "/" + path) != 0 && errno != ENOENT {
            rename(staging, kept)
            return false
        }
        return true
    }

    /// Removes the files of `mirrored` (links a claimed tree held that the new output did not
    /// take), then the folders of `folders` that `needed` does not hold, the deepest first.
    static func prune(_ staging: String, folders: Set<String>, mirrored: Set<String>, needed: Set<String>) throws {
        for path in mirrored where unlink(staging + "/" + path) != 0 && errno != ENOENT {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot remove the file \(path): \(String(cString: strerror(errno)))"])
        }
        let unused = folders.subtracting(needed).sorted { $0.utf8.count > $1.utf8.count }
        for folder in unused where rmdir(staging + "/" + folder) != 0 && errno != ENOENT {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot remove the folder \(folder): \(String(cString: strerror(errno)))"])
        }
    }

    /// Deletes every file of the retired tree at `tree` but those at the paths of `shared` (the
    /// new output's links to them), and keeps the rest as the kept tree in `folder`; deletes the
    /// whole tree when a file cannot be deleted or a kept tree is there already.
    static func keep(_ tree: String, sharing shared: Set<String>, in folder: String) {
        if TreeRemoval.removeFiles(under: tree, except: shared) != nil, rename(tree, folder + "/" + name) == 0 { return }
        TreeRemoval.remove(tree)
    }
}
