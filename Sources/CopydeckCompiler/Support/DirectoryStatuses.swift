import Foundation

/// The entries of a folder with what `lstat` says of each, asked relative to the open folder
/// (`fstatat`): checking the thousands of files a build wrote walks each path once per folder
/// instead of once per file. Names as `DirectoryNames` gives them; a name that could not be
/// asked about has no status.
enum DirectoryStatuses {
    struct Entry {
        var name: String
        var status: stat?

        /// The entry's type (`S_IFREG`, `S_IFDIR`, `S_IFLNK`…), nil when it has no status.
        var type: mode_t? { status.map { $0.st_mode & S_IFMT } }
    }

    static func of(_ path: String) throws(DirectoryNames.Failure) -> [Entry] {
        var entries: [Entry] = []
        try DirectoryNames.forEach(in: path) { name, _, folder in
            var status = stat()
            entries.append(Entry(name: name, status: fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? status : nil))
        }
        return entries
    }
}
