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
        /// A folder with nothing Copydeck would lose: empty, or only kept files.
        case empty
        /// A folder Copydeck wrote; every file still as the marker lists it.
        case owned(OutputMarker)
    }

    /// How many offending paths an error names before it says "and N more".
    static let namedInError = 5

    let folder: URL

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
        if FileManager.default.fileExists(atPath: markerURL.path) {
            guard let data = try? Data(contentsOf: markerURL), let decoded = OutputMarker.decode(data) else {
                throw .outputRefused(path: folder.path, reason: "its \(OutputMarker.fileName) is not a marker this Copydeck wrote; if the folder is yours to discard, delete it first")
            }
            marker = decoded
        }
        let listed = Dictionary((marker?.files ?? []).map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var ancestors: Set<String> = []
        for path in listed.keys {
            var components = path.split(separator: "/").dropLast()
            while !components.isEmpty {
                ancestors.insert(components.joined(separator: "/"))
                components = components.dropLast()
            }
        }
        var foreign: [String] = []
        var changed: [String] = []
        try walk("", listed: listed, ancestors: ancestors, foreign: &foreign, changed: &changed)
        if !foreign.isEmpty {
            let what = marker == nil ? "it is not empty and has no \(OutputMarker.fileName) marker of a Copydeck build" : "it holds files Copydeck did not write"
            throw .outputRefused(path: folder.path, reason: "\(what): \(Self.list(foreign)); move them away or choose another --out")
        }
        if !changed.isEmpty {
            throw .outputRefused(path: folder.path, reason: "files the last build wrote were changed since: \(Self.list(changed)); move them away or delete them, then build again")
        }
        return marker.map { .owned($0) } ?? .empty
    }

    private func walk(_ relative: String, listed: [String: OutputMarker.Entry], ancestors: Set<String>,
                      foreign: inout [String], changed: inout [String]) throws(CopydeckError) {
        let url = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        } catch {
            throw .outputRefused(path: url.path, reason: "it cannot be listed (\((error as NSError).localizedDescription))")
        }
        for name in names {
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            if relative.isEmpty, name == OutputMarker.fileName || OutputWriter.keptFiles.contains(name) { continue }
            var status = stat()
            guard lstat(folder.appendingPathComponent(path).path, &status) == 0 else {
                foreign.append(path)
                continue
            }
            switch status.st_mode & S_IFMT {
            case S_IFDIR where ancestors.contains(path):
                try walk(path, listed: listed, ancestors: ancestors, foreign: &foreign, changed: &changed)
            case S_IFREG:
                guard let entry = listed[path] else {
                    foreign.append(path)
                    continue
                }
                if Int(status.st_size) != entry.size || !matches(path, entry) { changed.append(path) }
            default:
                // A folder nothing was written into, a link, a device: not Copydeck's.
                foreign.append(status.st_mode & S_IFMT == S_IFDIR ? path + "/" : path)
            }
        }
    }

    private func matches(_ path: String, _ entry: OutputMarker.Entry) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(path)) else { return false }
        return OutputMarker.fingerprint(data) == entry.fnv1a
    }

    static func list(_ paths: [String]) -> String {
        let named = paths.prefix(namedInError).joined(separator: ", ")
        return paths.count > namedInError ? "\(named) and \(paths.count - namedInError) more" : named
    }
}
