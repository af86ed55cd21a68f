import Foundation

/// File access relative to a project root. Listing is sorted, so every run reads files in the
/// same order on every machine.
public struct ProjectDirectory: Sendable {
    public let root: URL
    /// When set, the project's files as a git revision holds them (`copydeck diff --base REF`),
    /// read from memory; `root` is then where the project is checked out, for display only.
    public let snapshot: FileSnapshot?
    /// Files read from memory instead of where they are, as another run would find them once
    /// written (`copydeck lint --fix` checks its fixes, `copydeck adopt` the files it adds, before
    /// either writes them): project-relative paths of files, new ones too, which are listed with
    /// the folders' own.
    public private(set) var overlay: [String: Data] = [:]

    public init(root: URL) {
        self.root = root.standardizedFileURL
        snapshot = nil
    }

    /// The same project with `files` read from memory in place of the disk (or snapshot).
    public func overlaid(_ files: [String: Data]) -> ProjectDirectory {
        var directory = self
        directory.overlay.merge(files) { $1 }
        return directory
    }

    /// The project as `snapshot` holds it, shown as if it were at `root`.
    public init(root: URL, snapshot: FileSnapshot) {
        self.root = root.standardizedFileURL
        self.snapshot = snapshot
    }

    /// The project whose `copydeck.yml` is in `start` or the nearest folder above it. A
    /// `copydeck.yml` that cannot be read (a dangling link, a folder) still marks the project, so
    /// the load reports what is wrong with it where it is.
    public static func locate(from start: URL) throws(CopydeckError) -> ProjectDirectory {
        var directory = start.standardizedFileURL
        while true {
            var status = stat()
            if lstat(directory.appendingPathComponent(ProjectConfig.fileName).path, &status) == 0 {
                return ProjectDirectory(root: directory)
            }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { throw .projectNotFound(start.path) }
            directory = parent
        }
    }

    public func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }

    public func exists(_ relativePath: String) -> Bool {
        if overlay[relativePath] != nil || overlaidFolder(relativePath) { return true }
        if let snapshot { return snapshot.exists(relativePath) }
        return FileManager.default.fileExists(atPath: url(relativePath).path)
    }

    public func isDirectory(_ relativePath: String) -> Bool {
        if overlaidFolder(relativePath) { return true }
        if let snapshot { return snapshot.isFolder(relativePath) }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url(relativePath).path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The largest file Copydeck reads: far beyond any hand-written locale file (a deck with
    /// 60,000 messages is about 3 MiB), and small enough that a stray binary or a runaway
    /// generated file is refused before it is read into memory.
    public static let maximumFileSize = 32 * 1024 * 1024

    /// Reads a UTF-8 text file; a leading byte-order mark is dropped.
    public func read(_ relativePath: String) throws(CopydeckError) -> SourceFile {
        do {
            return try readText(relativePath).file
        } catch {
            throw .unreadable(path: relativePath, reason: error.description)
        }
    }

    /// A text file and whether a second byte-order mark follows the first (which is kept in the
    /// text, for the caller to report).
    public struct Text: Sendable {
        public var file: SourceFile
        public var hasSecondByteOrderMark: Bool
    }

    /// Reads a UTF-8 text file, refusing what is not one: a missing file, a dangling link or a
    /// link loop, a folder or device, a file over `maximumFileSize`, bytes that are not UTF-8.
    public func readText(_ relativePath: String) throws(FileProblem) -> Text {
        let data = try contents(relativePath)
        // Not `String(data:encoding:)`, which drops a byte-order mark silently: both are seen here.
        guard var text = String(validating: data, as: UTF8.self) else {
            let failure = UTF8Validation.firstFailure(in: [UInt8](data))
            throw .notUTF8(line: failure?.line ?? 1, column: failure?.column ?? 1, bytes: failure?.bytes ?? [])
        }
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        return Text(file: SourceFile(path: relativePath, text: text), hasSecondByteOrderMark: text.unicodeScalars.first == "\u{FEFF}")
    }

    /// The bytes of a regular file, checked before it is opened.
    func contents(_ relativePath: String) throws(FileProblem) -> Data {
        if let data = overlay[relativePath] { return data }
        if let snapshot { return try snapshot.contents(relativePath) }
        let path = url(relativePath).path
        var status = stat()
        if stat(path, &status) != 0 {
            let failure = errno
            if failure == ELOOP { throw .linkLoop }
            if failure == ENOENT {
                if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: path) { throw .danglingLink(target: target) }
                throw .missing
            }
            throw .unreadable(String(cString: strerror(failure)))
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw .notARegularFile(kind: "a folder")
        case S_IFIFO: throw .notARegularFile(kind: "a FIFO")
        case S_IFSOCK: throw .notARegularFile(kind: "a socket")
        default: throw .notARegularFile(kind: "a device")
        }
        if Int(status.st_size) > Self.maximumFileSize { throw .tooLarge(bytes: Int(status.st_size)) }
        do {
            return try Data(contentsOf: url(relativePath))
        } catch {
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            throw .unreadable(underlying.map { String(cString: strerror(Int32($0.code))) } ?? (error as NSError).localizedDescription)
        }
    }

    /// What a folder holds: files whose extension is in `extensions`, and what could not be
    /// looked at (an unreadable folder, a dangling link or a link loop named like such a file).
    public struct Listing: Sendable {
        public var files: [String] = []
        public var problems: [(path: String, problem: FileProblem)] = []
    }

    /// Project-relative paths of the files under `folder` whose extension is in `extensions`,
    /// recursively, sorted by path. Hidden files and folders are skipped; linked folders are
    /// followed once; a link to a folder that holds it (`up -> ..`) is a problem, not followed.
    public func list(under folder: String, extensions: Set<String>) -> Listing {
        var listing = Listing()
        if let snapshot {
            listing.files = snapshot.files(under: folder, extensions: extensions)
        } else {
            var visited: Set<[UInt64]> = []
            walk(folder, extensions: extensions, visited: &visited, into: &listing)
        }
        if !overlay.isEmpty {
            let prefix = folder + "/"
            let added = overlay.keys.filter { path in
                path.hasPrefix(prefix) && !path.dropFirst(prefix.count).split(separator: "/").contains { $0.hasPrefix(".") }
                    && extensions.contains((path as NSString).pathExtension.lowercased())
            }
            listing.files = Array(Set(listing.files).union(added))
        }
        listing.files.sort()
        return listing
    }

    /// Whether a file of the overlay is inside `folder`, which then exists.
    private func overlaidFolder(_ folder: String) -> Bool {
        guard !overlay.isEmpty else { return false }
        let prefix = folder.isEmpty ? "" : folder + "/"
        return overlay.keys.contains { $0.hasPrefix(prefix) }
    }

    /// A folder's path with every link resolved, for telling whether a link leads to a folder
    /// that holds it; nil when it cannot be resolved.
    private func realPath(_ relativePath: String) -> String? {
        guard let resolved = realpath(url(relativePath).path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the linked folder at `path` holds the link itself (`up -> ..`, `here -> .`): its
    /// files would be read again, as this folder's, without end but for the visited set.
    private func leadsToEnclosingFolder(_ path: String) -> Bool {
        guard let target = realPath(path), let holder = realPath((path as NSString).deletingLastPathComponent) else { return false }
        return holder == target || holder.hasPrefix(target.hasSuffix("/") ? target : target + "/")
    }

    /// The visible names in a project folder (files and folders), sorted; none when it cannot
    /// be listed.
    public func names(in folder: String) -> [String] {
        var names = snapshot.map { $0.names(in: folder) } ?? (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? []
        let prefix = folder.isEmpty ? "" : folder + "/"
        for path in overlay.keys where path.hasPrefix(prefix) {
            if let name = path.dropFirst(prefix.count).split(separator: "/").first, !names.contains(String(name)) { names.append(String(name)) }
        }
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    private func walk(_ folder: String, extensions: Set<String>, visited: inout Set<[UInt64]>, into listing: inout Listing) {
        var status = stat()
        guard stat(url(folder).path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return }
        guard visited.insert([UInt64(status.st_dev), UInt64(status.st_ino)]).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url(folder).path)
        } catch {
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            listing.problems.append((folder + "/", .unreadable(underlying.map { String(cString: strerror(Int32($0.code))) } ?? "cannot be listed")))
            return
        }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = "\(folder)/\(name)"
            var entry = stat()
            guard lstat(url(path).path, &entry) == 0 else { continue }
            var kind = entry.st_mode & S_IFMT
            if kind == S_IFLNK {
                var target = stat()
                if stat(url(path).path, &target) == 0 {
                    kind = target.st_mode & S_IFMT
                    if kind == S_IFDIR, leadsToEnclosingFolder(path) {
                        let destination = (try? FileManager.default.destinationOfSymbolicLink(atPath: url(path).path)) ?? "?"
                        listing.problems.append((path + "/", .linkToEnclosingFolder(target: destination)))
                        continue
                    }
                } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
                    // Named like a project file but leads nowhere: say so, rather than skip it.
                    listing.files.append(path)
                    continue
                }
            }
            if kind == S_IFDIR {
                walk(path, extensions: extensions, visited: &visited, into: &listing)
            } else if extensions.contains((name as NSString).pathExtension.lowercased()) {
                listing.files.append(path)
            }
        }
    }
}
