import Foundation

/// What `stat` says of a file Copydeck wrote: its size, modification time and inode. When a file
/// still has the stamp it had when written, it was not touched since, and need not be read again
/// to be trusted (the way make and git tell an unchanged file).
struct FileStamp: Equatable, Sendable {
    var size: Int64
    var seconds: Int64
    var nanoseconds: Int64
    var inode: UInt64

    init(size: Int64, seconds: Int64, nanoseconds: Int64, inode: UInt64) {
        (self.size, self.seconds, self.nanoseconds, self.inode) = (size, seconds, nanoseconds, inode)
    }

    /// The stamp of the file at `path`, or nil when it is not a regular file.
    init?(path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        self.init(status: status)
    }

    /// The stamp from what `lstat` said, or nil when it is not a regular file.
    init?(status: stat) {
        guard status.st_mode & S_IFMT == S_IFREG else { return nil }
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

/// A file a build wrote, as its cache records it: the stamp it had once written and the
/// `ContentHash` of its bytes (for a file whose stamp alone cannot vouch for it). Written as
/// `size:seconds:nanoseconds:inode:hash` in the cache's list (`WrittenFileList`).
struct WrittenFile: Equatable, Sendable {
    var stamp: FileStamp
    var hash: String

    init(stamp: FileStamp, hash: String) {
        self.stamp = stamp
        self.hash = hash
    }

    /// `size:seconds:nanoseconds:inode:hash`.
    var text: String { "\(stamp.size):\(stamp.seconds):\(stamp.nanoseconds):\(stamp.inode):\(hash)" }

    /// From `text`: each part present, the hash without a colon; nil otherwise. Read a part at a
    /// time in place (a no-op build reads thousands; splitting each was a fifth of it).
    init?(text: Substring) {
        var rest = text
        func part() -> Substring? {
            guard let colon = rest.utf8.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let part = rest[..<colon]
            rest = rest[rest.utf8.index(after: colon)...]
            return part.isEmpty ? nil : part
        }
        guard let size = part().flatMap({ Int64($0) }), let seconds = part().flatMap({ Int64($0) }),
              let nanoseconds = part().flatMap({ Int64($0) }), let inode = part().flatMap({ UInt64($0) }),
              !rest.isEmpty, !rest.utf8.contains(UInt8(ascii: ":")) else { return nil }
        self.init(stamp: FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode), hash: String(rest))
    }
}

/// The files a build wrote, as its cache codes them: `path<TAB>size:seconds:nanoseconds:inode:hash`
/// lines (`PathLines`). A no-op build reads thousands of them.
typealias WrittenFileList = PathLines<WrittenFile>

extension WrittenFile: PathLine {
    static func fromPathLine(_ line: Substring) -> WrittenFile? { WrittenFile(text: line) }
    static func pathLine(_ value: WrittenFile) -> String { value.text }
}
