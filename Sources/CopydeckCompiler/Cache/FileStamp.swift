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

    /// From the bytes of `size:seconds:nanoseconds:inode:hash`: each part present, each number a
    /// whole one that fits, the hash without a colon; nil otherwise. Read in place: a no-op build
    /// reads thousands.
    init?(bytes: UnsafeBufferPointer<UInt8>) {
        var rest = bytes[...]
        func number() -> (negative: Bool, magnitude: UInt64)? {
            guard let colon = rest.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            var digits = rest[..<colon]
            rest = rest[(colon + 1)...]
            let negative = digits.first == UInt8(ascii: "-")
            if negative || digits.first == UInt8(ascii: "+") { digits = digits.dropFirst() }
            guard !digits.isEmpty else { return nil }
            var value: UInt64 = 0
            for byte in digits {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                let (times, overflow) = value.multipliedReportingOverflow(by: 10)
                let (sum, carry) = times.addingReportingOverflow(UInt64(byte - UInt8(ascii: "0")))
                guard !overflow, !carry else { return nil }
                value = sum
            }
            return (negative, value)
        }
        func signed(_ part: (negative: Bool, magnitude: UInt64)?) -> Int64? {
            guard let part else { return nil }
            if part.negative { return part.magnitude <= UInt64(Int64.max) + 1 ? Int64(truncatingIfNeeded: 0 &- part.magnitude) : nil }
            return part.magnitude <= UInt64(Int64.max) ? Int64(part.magnitude) : nil
        }
        guard let size = signed(number()), let seconds = signed(number()), let nanoseconds = signed(number()),
              let inode = number(), !inode.negative,
              !rest.isEmpty, !rest.contains(UInt8(ascii: ":")) else { return nil }
        self.init(stamp: FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode.magnitude),
                  hash: String(decoding: UnsafeBufferPointer(rebasing: rest), as: UTF8.self))
    }
}

/// The files a build wrote, as its cache codes them: `path<TAB>size:seconds:nanoseconds:inode:hash`
/// lines (`PathLines`). A no-op build reads thousands of them.
typealias WrittenFileList = PathLines<WrittenFile>

extension WrittenFile: PathLine {
    static func fromPathLine(_ bytes: UnsafeBufferPointer<UInt8>) -> WrittenFile? { WrittenFile(bytes: bytes) }
    /// `size:seconds:nanoseconds:inode:hash`, each number in decimal, written as bytes.
    static func appendPathLine(_ value: WrittenFile, to line: inout [UInt8]) {
        func decimal(_ magnitude: UInt64, negative: Bool = false) {
            if negative { line.append(UInt8(ascii: "-")) }
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                          UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &digits) { buffer in
                var rest = magnitude
                var start = buffer.count
                repeat {
                    start -= 1
                    buffer[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                } while rest > 0
                line += buffer[start...]
            }
            line.append(UInt8(ascii: ":"))
        }
        func decimal(_ value: Int64) { decimal(value.magnitude, negative: value < 0) }
        decimal(value.stamp.size)
        decimal(value.stamp.seconds)
        decimal(value.stamp.nanoseconds)
        decimal(value.stamp.inode)
        line += value.hash.utf8
    }
}
