import Foundation

/// What `stat` says of a file Copydeck wrote: its size, modification time and inode. When a file
/// still has the stamp it had when written, it was not touched since, and need not be read again
/// to be trusted (the way make and git tell an unchanged file).
struct FileStamp: Equatable, Codable, Sendable {
    var size: Int64
    var seconds: Int64
    var nanoseconds: Int64
    var inode: UInt64

    /// The stamp of the file at `path`, or nil when it is not a regular file.
    init?(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        size = Int64(status.st_size)
        #if canImport(Darwin)
        seconds = Int64(status.st_mtimespec.tv_sec)
        nanoseconds = Int64(status.st_mtimespec.tv_nsec)
        #else
        seconds = Int64(status.st_mtim.tv_sec)
        nanoseconds = Int64(status.st_mtim.tv_nsec)
        #endif
        inode = UInt64(status.st_ino)
    }

    /// Whether this file was last modified strictly before `other`. A file modified in the same
    /// tick of the file system's clock as the cache was written could have been changed again
    /// within that tick without its time moving (git's "racily clean" files): only a file older
    /// than the cache is trusted on its stamp alone.
    func isOlder(than other: FileStamp) -> Bool {
        (seconds, nanoseconds) < (other.seconds, other.nanoseconds)
    }
}
