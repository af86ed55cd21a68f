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

/// The files a build wrote, as its cache codes them: one text, a line a file in path order,
/// `path<TAB>size:seconds:nanoseconds:inode:hash`, with `%`, tab, line feed and carriage return
/// in a path written `%25`, `%09`, `%0A`, `%0D`. A no-op build reads thousands of them, and
/// decoding one string and its lines costs a fraction of decoding as many JSON members.
@propertyWrapper
struct WrittenFileList: Codable, Equatable, Sendable {
    var wrappedValue: [String: WrittenFile]

    init(wrappedValue: [String: WrittenFile]) {
        self.wrappedValue = wrappedValue
    }

    init(from decoder: any Decoder) throws {
        wrappedValue = try Self.decode(from: decoder, what: "a written file") { WrittenFile(text: $0) }
    }

    func encode(to encoder: any Encoder) throws {
        try Self.encode(wrappedValue, to: encoder) { $0.text }
    }

    /// A table by path, from one text of `path<TAB>value` lines (each path once, escaped).
    static func decode<Value>(from decoder: any Decoder, what: String, _ value: (Substring) -> Value?) throws -> [String: Value] {
        let text = try decoder.singleValueContainer().decode(String.self)
        var table: [String: Value] = [:]
        for line in text.utf8.split(separator: UInt8(ascii: "\n")) {
            guard let tab = line.firstIndex(of: UInt8(ascii: "\t")),
                  let path = unescaped(Substring(line[..<tab])),
                  let parsed = value(Substring(line[line.index(after: tab)...])),
                  table.updateValue(parsed, forKey: path) == nil else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not \(what): \(Substring(line))"))
            }
        }
        return table
    }

    /// A table by path as one text of `path<TAB>value` lines, in path order.
    static func encode<Value>(_ table: [String: Value], to encoder: any Encoder, _ value: (Value) -> String) throws {
        var text = ""
        for (path, entry) in table.sorted(by: { $0.key < $1.key }) {
            text += escaped(path)
            text += "\t" + value(entry) + "\n"
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }

    static func escaped(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == 0x25 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return path }
        return path.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\t", with: "%09")
            .replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D")
    }

    /// The path, or nil when an escape is not one `escaped` writes.
    static func unescaped(_ text: Substring) -> String? {
        guard text.utf8.contains(0x25) else { return String(text) }
        var result = ""
        var rest = text
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let code = rest[rest.index(after: percent)...].prefix(2)
            switch code {
            case "25": result += "%"
            case "09": result += "\t"
            case "0A": result += "\n"
            case "0D": result += "\r"
            default: return nil
            }
            rest = rest[code.endIndex...]
        }
        return result + rest
    }
}
