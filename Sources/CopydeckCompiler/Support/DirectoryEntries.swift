import Foundation

/// The entries of a folder with whether each is a folder, from `readdir`'s `d_type` (an `lstat`
/// only where the file system does not say), and each one's inode number as `readdir` gives it:
/// a walk that tells folders from files without a `stat` of each file. Links are not folders.
/// Names as `DirectoryNames` gives them.
enum DirectoryEntries {
    struct Entry: Equatable {
        var name: String
        var isFolder: Bool
        /// `d_ino`: the file's inode number on most file systems (overlayfs may give another).
        var inode: UInt64 = 0
    }

    static func of(_ path: String) throws(DirectoryNames.Failure) -> [Entry] {
        try of(path) { _, _ in }
    }

    /// The entries, after `then` was called with them and the open folder's descriptor.
    @discardableResult
    static func of(_ path: String, then: ([Entry], Int32) -> Void) throws(DirectoryNames.Failure) -> [Entry] {
        var entries: [Entry] = []
        try DirectoryNames.forEach(in: path, { name, entry, folder in
            var isFolder = Int32(entry.pointee.d_type) == Int32(DT_DIR)
            if Int32(entry.pointee.d_type) == Int32(DT_UNKNOWN) {
                var status = stat()
                isFolder = fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFDIR
            }
            entries.append(Entry(name: name, isFolder: isFolder, inode: UInt64(entry.pointee.d_ino)))
        }, then: { then(entries, $0) })
        return entries
    }
}
