import Foundation

/// Whether every file under the project's input folders (`content/`, `locales/`) is reached
/// by its own path only: no symbolic link below them, every folder listed. Only then is an edit
/// of one path an edit of that file alone, and a file's path the deck it belongs to: what the
/// language server's lint after an edit (`LintReuse`) stands on. (A build tells a folder reached
/// twice by its fingerprint, `SourceFingerprint.isTree`.)
enum LinkFreeInputs {
    static func hold(in root: URL) -> Bool {
        [ProjectLayout.contentFolder, ProjectLayout.localesFolder].allSatisfy { folder in
            var status = stat()
            let path = root.path + "/" + folder
            guard lstat(path, &status) == 0 else { return errno == ENOENT }
            return status.st_mode & S_IFMT == S_IFDIR && hold(below: path)
        }
    }

    private static func hold(below path: String) -> Bool {
        var folders: [String] = []
        var linked = false
        do {
            try DirectoryNames.forEach(in: path) { name, entry, folder in
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_UNKNOWN) {
                    var status = stat()
                    let known = fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0
                    type = !known || status.st_mode & S_IFMT == S_IFLNK ? Int32(DT_LNK) : status.st_mode & S_IFMT == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
                }
                if type == Int32(DT_LNK) { linked = true } else if type == Int32(DT_DIR) { folders.append(path + "/" + name) }
            }
        } catch {
            return false
        }
        return !linked && folders.allSatisfy(hold(below:))
    }
}
