import Foundation

/// What `stat` says of a source file: its device, inode, size, and the times its bytes
/// (`mtime`) and its record (`ctime`, which no program can set back) last changed. Written as
/// `device:inode:size:mtime:ctime`, times in nanoseconds.
struct SourceStamp: Codable, Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
    }

    init(status: stat) {
        #if canImport(Darwin)
        let (modified, changed) = (status.st_mtimespec, status.st_ctimespec)
        #else
        let (modified, changed) = (status.st_mtim, status.st_ctim)
        #endif
        self.init(device: UInt64(bitPattern: Int64(status.st_dev)), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                  modified: Self.nanoseconds(Int64(modified.tv_sec), Int64(modified.tv_nsec)),
                  changed: Self.nanoseconds(Int64(changed.tv_sec), Int64(changed.tv_nsec)))
    }

    /// A time in nanoseconds since 1970; one beyond what 64 bits hold (before 1677 or after 2262,
    /// which file systems allow) is `Int64.max`, a time that never settles: the file is read.
    static func nanoseconds(_ seconds: Int64, _ nanoseconds: Int64) -> Int64 {
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return .max }
        let (sum, overflowAgain) = whole.addingReportingOverflow(nanoseconds)
        return overflowAgain ? .max : sum
    }

    /// How long ago a file must have last changed for its stamp to stand for its bytes. A file
    /// changed again within the same tick of the file system's clock keeps its times (git's
    /// "racily clean" files); the coarsest clocks tick every two seconds.
    static let settling: Int64 = 3_000_000_000

    /// Whether both times are at least `settling` before `now`: any later change to the file
    /// gives it another `ctime`. `now` is this computer's clock, which stamps its own disks'
    /// files; a network file system whose server's clock runs more than `settling` behind it
    /// could stamp an edit made in the same tick as the build's look with the times it had.
    /// git's index, stamped on the sources' own disk, has no such gap; Copydeck writes nothing
    /// beside the sources to take one from.
    func isSettled(at now: Date) -> Bool {
        let limit = Int64((now.timeIntervalSince1970 * 1e9).rounded(.down)) - Self.settling
        return modified < limit && changed < limit
    }

    var text: String { "\(device):\(inode):\(size):\(modified):\(changed)" }

    init?(text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 5, let device = UInt64(parts[0]), let inode = UInt64(parts[1]), let size = Int64(parts[2]),
              let modified = Int64(parts[3]), let changed = Int64(parts[4]) else { return nil }
        self.init(device: device, inode: inode, size: size, modified: modified, changed: changed)
    }

    init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let stamp = SourceStamp(text: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a source stamp: \(text)"))
        }
        self = stamp
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
