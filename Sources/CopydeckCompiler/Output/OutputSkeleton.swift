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
/// What is kept is checked before it is used (`survey`, `sorted`): a file there must be a link
/// to the output's file at the same path (the same stamp: inode, size, time), or a file the last
/// build's cache stamped at that path (the output's file was deleted or replaced since: it is
/// Copydeck's own, and deleted). Anything else there is someone else's: the build is refused and
/// it is left alone.
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

    /// What a walk of a kept tree saw, before it is held against the output.
    struct Survey: Sendable {
        var folders: Set<String> = [""]
        /// Each file with its stamp (nil when it is not a regular file: a link, a device).
        var files: [String: FileStamp?] = [:]
        /// What cannot be listed.
        var unlisted: [String] = []
    }

    /// Every folder and file under `root`, a level at a time on every core, each name asked
    /// about relative to its open folder.
    static func survey(_ root: String) -> Survey {
        struct Level: Sendable {
            var files: [(String, FileStamp?)] = []
            var unlisted: [String] = []
        }
        let visited = Parallel.levels(from: "") { relative -> (found: Level, inside: [String]) in
            var level = Level()
            guard let entries = try? DirectoryStatuses.of(relative.isEmpty ? root : root + "/" + relative) else {
                level.unlisted.append(relative)
                return (level, [])
            }
            var inside: [String] = []
            for entry in entries {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if entry.type == S_IFDIR { inside.append(path) } else { level.files.append((path, entry.status.flatMap(FileStamp.init(status:)))) }
            }
            return (level, inside)
        }
        var survey = Survey()
        for (folder, level) in visited {
            survey.folders.insert(folder)
            for (path, stamp) in level.files { survey.files[path] = stamp }
            survey.unlisted += level.unlisted
        }
        return survey
    }

    /// The survey held against the output: `live`, the stamps the inspection found of the
    /// output's files; `stamped`, those the last build's cache lists. Returns what is Copydeck's
    /// and the paths that are not (relative to the kept tree).
    static func sorted(_ survey: Survey, live: [String: FileStamp], stamped: [String: FileStamp]) -> (found: Found, foreign: [String]) {
        var found = Found(folders: survey.folders)
        var foreign = survey.unlisted.map { $0 + "/" }
        for (path, stamp) in survey.files {
            guard let stamp else {
                foreign.append(path)
                continue
            }
            if live[path] == stamp {
                found.mirrored.insert(path)
            } else if stamped[path] == stamp {
                found.stale.insert(path)
            } else {
                foreign.append(path)
            }
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
        if removeFiles(under: tree, except: shared), rename(tree, folder + "/" + name) == 0 { return }
        TreeRemoval.remove(tree)
    }

    /// Deletes the files under `root` whose paths, relative to it, `kept` does not hold, a
    /// level at a time on every core, each relative to its open folder; false when one could
    /// not be deleted or a folder listed.
    private static func removeFiles(under root: String, except kept: Set<String>) -> Bool {
        struct Left: Error {}
        let visited = try? Parallel.levels(from: "") { relative throws(Left) -> (found: Void, inside: [String]) in
            var deleted = true
            let prefix = relative.isEmpty ? "" : relative + "/"
            guard let entries = try? DirectoryEntries.of(relative.isEmpty ? root : root + "/" + relative, then: { entries, descriptor in
                for entry in entries where !entry.isFolder && !kept.contains(prefix + entry.name) && unlinkat(descriptor, entry.name, 0) != 0 {
                    deleted = false
                }
            }), deleted else { throw Left() }
            return ((), entries.filter(\.isFolder).map { prefix + $0.name })
        }
        return visited != nil
    }
}
