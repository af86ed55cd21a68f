import Foundation

/// What is at the output path before a build replaces it, and whether Copydeck may.
///
/// Copydeck may replace a folder that is missing, empty, holds only the files people keep in an
/// output folder (`README.md`, `.gitkeep`, `.DS_Store`), or carries a marker that lists every
/// other file in it with the bytes it still has. Anything else — a file the marker does not list,
/// a listed file changed since, a symbolic link, an unreadable marker — is someone else's, and the
/// build is refused with the folder untouched.
struct OutputInspection {
    enum State: Equatable {
        /// Nothing there yet.
        case missing
        /// A folder with nothing Copydeck would lose: empty, or only kept files; and the tree
        /// the last build retired (`OutputSkeleton`), when it kept one.
        case empty(kept: OutputSkeleton.Found?)
        /// A folder Copydeck wrote; every file still as the marker lists it. The marker lists the
        /// files still there (one deleted since is left out).
        case owned(OutputMarker, kept: OutputSkeleton.Found?)

        /// The tree the last build retired, checked: for the next staging folder.
        var kept: OutputSkeleton.Found? {
            switch self {
            case .missing: nil
            case .empty(let kept), .owned(_, let kept): kept
            }
        }
    }

    /// How many offending paths an error names before it says "and N more".
    static let namedInError = 5

    let folder: URL
    private var folderPath: String { folder.path }
    /// The stamps the last build's cache vouches for, when the caller has read it already (else
    /// the cache is read here).
    var trusted: [String: FileStamp]? = nil
    /// The marker as the last build's cache lists it, with the stamp its file had
    /// (`BuildCache.vouchedMarker`): a marker file with that stamp is not decoded again.
    var vouched: (stamp: FileStamp, marker: OutputMarker)? = nil

    func inspect() throws(CopydeckError) -> State {
        var status = stat()
        guard lstat(folder.path, &status) == 0 else {
            if errno == ENOENT { return .missing }
            throw .outputRefused(path: folder.path, reason: "it cannot be examined (\(String(cString: strerror(errno))))")
        }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw .outputRefused(path: folder.path, reason: "it is a file, not a folder; Copydeck replaces only folders it wrote")
        }
        let markerURL = folder.appendingPathComponent(OutputMarker.fileName)
        var marker: OutputMarker?
        if let vouched, FileStamp(path: markerURL.path) == vouched.stamp {
            marker = vouched.marker
        } else if FileManager.default.fileExists(atPath: markerURL.path) {
            guard let data = try? Data(contentsOf: markerURL), let decoded = OutputMarker.decode(data) else {
                throw .outputRefused(path: folder.path, reason: "its \(OutputMarker.fileName) is not a marker this Copydeck wrote; if the folder is yours to discard, delete it first")
            }
            marker = decoded
        }
        let listed = Dictionary((marker?.files ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let ancestors = OutputPath.folders(above: listed.keys)
        var changed: [String] = []
        let (walked, unverified, hasKeptTree) = try walkTree(listed: listed, ancestors: ancestors)
        var foreign = walked
        // A file whose stamp the last build's cache vouches for is as it was written; the others
        // are read and fingerprinted, on every core.
        let stamps = marker == nil ? [:] : (trusted ?? BuildCache.trustedStamps(BuildCache.read(in: folder)))
        let found = unverified
        let mismatched = Parallel.map(found.count) { index -> Bool in
            let file = found[index]
            guard file.sameSize else { return true }
            if let stamp = stamps[file.path], file.stamp == stamp { return false }
            return !matches(file.path, listed[file.path]!)
        }
        changed = Self.inWalkOrder(zip(unverified, mismatched).filter(\.1).map(\.0.path))
        // The tree the last build kept: its files links to the output's (or the cache's own).
        var kept: OutputSkeleton.Found?
        if hasKeptTree {
            var live: [String: FileStamp] = [:]
            for file in unverified { live[file.path] = file.stamp }
            let surveyed = OutputSkeleton.survey(folderPath + "/" + OutputSkeleton.name, live: live, stamped: stamps)
            kept = surveyed.found
            foreign = Self.inWalkOrder(foreign + surveyed.foreign.map { OutputSkeleton.name + "/" + $0 })
        }
        if !foreign.isEmpty {
            let what = marker == nil ? "it is not empty and has no \(OutputMarker.fileName) marker of a Copydeck build" : "it holds files Copydeck did not write"
            throw .outputRefused(path: folder.path, reason: "\(what): \(Self.list(foreign)); move them away or choose another --out")
        }
        if !changed.isEmpty {
            throw .outputRefused(path: folder.path, reason: "files the last build wrote were changed since: \(Self.list(changed)); move them away or delete them, then build again")
        }
        guard var marker else { return .empty(kept: kept) }
        // The marker's entries of the files still there: a listed file deleted since is made
        // again, never linked or carried.
        let present = Set(unverified.map(\.path))
        marker.files = marker.files.filter { present.contains($0.path) }
        return .owned(marker, kept: kept)
    }

    /// What the walk found in a folder: the paths not Copydeck's, and the listed files to check.
    private struct Found: Sendable {
        var foreign: [String] = []
        var unverified: [Listed] = []
        /// At the top: the tree a build kept for the next is there, a folder.
        var hasKeptTree = false
    }

    /// The whole folder walked a level at a time (`Parallel.levels`: a deck's preview is a level
    /// below the top, and holds most of the files); the foreign paths in the order of one walk
    /// (`inWalkOrder`), the listed files in any order.
    private func walkTree(listed: [String: OutputMarker.Entry], ancestors: Set<String>) throws(CopydeckError) -> (foreign: [String], unverified: [Listed], hasKeptTree: Bool) {
        let visited = try Parallel.levels(from: "") { relative throws(CopydeckError) in
            try walk(relative, listed: listed, ancestors: ancestors)
        }
        return (Self.inWalkOrder(visited.flatMap(\.found.foreign)), visited.flatMap(\.found.unverified), visited.contains { $0.found.hasKeptTree })
    }

    /// `paths` in the order one walk meets them, folder by folder, each folder's names sorted.
    static func inWalkOrder(_ paths: [String]) -> [String] {
        paths.map { ($0, $0.split(separator: "/")) }.sorted { $0.1.lexicographicallyPrecedes($1.1) }.map(\.0)
    }

    /// The names in the folder `relative`, each asked about in place: the foreign ones, the
    /// listed files, and the folders above listed files, to walk next.
    private func walk(_ relative: String, listed: [String: OutputMarker.Entry], ancestors: Set<String>) throws(CopydeckError) -> (found: Found, inside: [String]) {
        let folderPath = relative.isEmpty ? self.folderPath : self.folderPath + "/" + relative
        let entries: [DirectoryStatuses.Entry]
        do {
            entries = try DirectoryStatuses.of(folderPath)
        } catch {
            throw .outputRefused(path: folderPath, reason: "it cannot be listed (\(error))")
        }
        var found = Found()
        var inside: [String] = []
        for entry in entries {
            let name = entry.name
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            // The tree a build kept for the next, checked after the walk; anything else by
            // that name is someone else's.
            if relative.isEmpty, name == OutputSkeleton.name {
                if entry.type == S_IFDIR { found.hasKeptTree = true } else { found.foreign.append(name) }
                continue
            }
            if relative.isEmpty, name == OutputMarker.fileName || OutputWriter.isBesideTheFiles(name) { continue }
            guard let status = entry.status else {
                found.foreign.append(path)
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR where ancestors.contains(path):
                inside.append(path)
            case S_IFREG:
                guard let listedEntry = listed[path] else {
                    found.foreign.append(path)
                    continue
                }
                // A size that differs is a change; an equal one is verified after the walk.
                found.unverified.append(Listed(path: path, sameSize: Int(status.st_size) == listedEntry.size, stamp: FileStamp(status: status)))
            default:
                // A folder nothing was written into, a link, a device: not Copydeck's.
                found.foreign.append(status.st_mode & S_IFMT == S_IFDIR ? path + "/" : path)
            }
        }
        return (found, inside)
    }

    /// A listed file found in the walk, to be checked against the marker.
    struct Listed: Sendable {
        var path: String
        var sameSize: Bool
        /// What the walk's `lstat` said of it.
        var stamp: FileStamp?
    }

    private func matches(_ path: String, _ entry: OutputMarker.Entry) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)) else { return false }
        return entry.matches(data)
    }

    static func list(_ paths: [String]) -> String {
        let named = paths.prefix(namedInError).joined(separator: ", ")
        return paths.count > namedInError ? "\(named) and \(paths.count - namedInError) more" : named
    }
}
