import Foundation

/// Every input of a build, fingerprinted: `copydeck.yml` and everything under `content/` and
/// `locales/` (files by `ContentHash` of their bytes, folders by their presence), so that a
/// build can tell an unchanged project without loading it. A file added, removed, renamed or
/// edited anywhere a build looks changes the fingerprint; so does a file that cannot be read.
struct SourceFingerprint: Equatable, Codable, Sendable {
    /// Path relative to the project → `ContentHash` hex of a file, `dir` for a folder, or why it
    /// could not be read.
    var entries: [String: String]

    static let roots = [ProjectConfig.fileName, "content", "locales"]

    /// What `entries` says of a file or folder that could not be read (or named).
    static let unreadable = "unreadable"

    /// What `entries` says of a folder reached a second time through a link: walked once, its
    /// files are under the first path only.
    static let revisited = "revisited"

    /// Whether every input was read: only then can it vouch for a build or a deck.
    var isComplete: Bool { !entries.values.contains(Self.unreadable) }

    /// Whether every input is under its own path: no folder was reached twice. Only then does a
    /// deck's folder hold every file the loader reads for it, and the entries under it stand for
    /// the deck.
    var isTree: Bool { !entries.values.contains(Self.revisited) }

    /// A fingerprint, and the stamp of each file it could vouch for next time.
    struct Taken {
        var fingerprint: SourceFingerprint
        var stamps: [String: SourceStamp]
    }

    /// Hashes every input. A file whose stamp is the one `known` recorded for it keeps the hash
    /// `known` gave it, unread (the way git tells an unchanged file from its index); every other
    /// file is read.
    static func take(of root: URL, known: Taken? = nil, now: Date = Date()) -> Taken {
        var files: [(path: String, stamp: SourceStamp)] = []
        var entries: [String: String] = [:]
        var visited: Set<[UInt64]> = []
        let rootPath = root.path
        for path in roots { walk(path, root: rootPath, visited: &visited, files: &files, entries: &entries) }
        var stamps: [String: SourceStamp] = [:]
        var unread: [String] = []
        for (path, stamp) in files {
            if let known, known.stamps[path] == stamp, let hash = known.fingerprint.entries[path] {
                entries[path] = hash
            } else {
                unread.append(path)
            }
            if stamp.isSettled(at: now) { stamps[path] = stamp }
        }
        let listed = unread
        let hashes = Parallel.map(listed.count) { index -> String in
            guard let data = FileManager.default.contents(atPath: rootPath + "/" + listed[index]) else { return unreadable }
            return ContentHash.hex(data)
        }
        for (path, hash) in zip(listed, hashes) {
            entries[path] = hash
            if hash == unreadable { stamps[path] = nil }
        }
        return Taken(fingerprint: SourceFingerprint(entries: entries), stamps: stamps)
    }

    private static func walk(_ path: String, root: String, visited: inout Set<[UInt64]>,
                             files: inout [(path: String, stamp: SourceStamp)], entries: inout [String: String]) {
        var status = stat()
        let full = root + "/" + path
        // Links are followed, as the loader follows them; a folder reached twice is walked once.
        guard stat(full, &status) == 0 else {
            if errno != ENOENT { entries[path] = unreadable }
            return
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            files.append((path, SourceStamp(status: status)))
        case S_IFDIR:
            guard visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else {
                entries[path + "/"] = revisited
                return
            }
            entries[path + "/"] = "dir"
            guard let names = try? DirectoryNames.of(full) else {
                entries[path + "/"] = unreadable
                return
            }
            for name in names.sorted() { walk("\(path)/\(name)", root: root, visited: &visited, files: &files, entries: &entries) }
        default:
            entries[path] = "special"
        }
    }
}
