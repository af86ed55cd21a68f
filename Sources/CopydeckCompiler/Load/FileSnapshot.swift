import Foundation

/// A project's files held in memory, as a git revision has them: what `ProjectDirectory` reads
/// instead of the disk for `copydeck diff --base REF`, so the working tree is never touched and
/// nothing is written to read an old version.
///
/// Paths are project-relative. A symbolic link is kept as its target and followed inside the
/// snapshot, as the file system would follow it; one that leads outside or nowhere is dangling.
public final class FileSnapshot: Sendable {
    private let files: [String: Data]
    private let links: [String: String]
    /// Every folder that holds a file or a link, with its names.
    private let folders: [String: Set<String>]

    public init(files: [String: Data], links: [String: String] = [:]) {
        self.files = files
        self.links = links
        var folders: [String: Set<String>] = ["": []]
        for path in Array(files.keys) + Array(links.keys) {
            var child = path
            while let slash = child.lastIndex(of: "/") {
                let folder = String(child[..<slash])
                let name = String(child[child.index(after: slash)...])
                let known = folders[folder] != nil
                folders[folder, default: []].insert(name)
                if known { break }
                child = folder
            }
            if !child.contains("/") { folders["", default: []].insert(child) }
        }
        self.folders = folders
    }

    func exists(_ path: String) -> Bool { files[path] != nil || folders[path] != nil || resolved(path).flatMap { files[$0] } != nil }

    func isFolder(_ path: String) -> Bool { folders[path] != nil || resolved(path).map { folders[$0] != nil } == true }

    func names(in folder: String) -> [String] { folders[folder].map { Array($0) } ?? [] }

    func contents(_ path: String) throws(FileProblem) -> Data {
        if let data = files[path] { return try Self.checked(data) }
        if folders[path] != nil { throw .notARegularFile(kind: "a folder") }
        guard let target = links[path] else { throw .missing }
        guard let resolved = resolved(path) else { throw .linkLoop }
        if let data = files[resolved] { return try Self.checked(data) }
        if folders[resolved] != nil { throw .notARegularFile(kind: "a folder") }
        throw .danglingLink(target: target)
    }

    /// The files under `folder` (at any depth) whose extension is in `extensions`, sorted;
    /// hidden names are skipped, as on disk.
    func files(under folder: String, extensions: Set<String>) -> [String] {
        let prefix = folder + "/"
        return (Array(files.keys) + Array(links.keys)).filter { path in
            path.hasPrefix(prefix)
                && !path.dropFirst(prefix.count).split(separator: "/").contains { $0.hasPrefix(".") }
                && extensions.contains((path as NSString).pathExtension.lowercased())
        }.sorted()
    }

    private static func checked(_ data: Data) throws(FileProblem) -> Data {
        if data.count > ProjectDirectory.maximumFileSize { throw .tooLarge(bytes: data.count) }
        return data
    }

    /// Where a link leads inside the snapshot, following links on the way (at most 32, like the
    /// kernel's limit); nil for a loop or a target outside the project.
    private func resolved(_ path: String) -> String? {
        var path = path
        for _ in 0..<32 {
            guard let target = links[path] else { return path }
            guard !target.hasPrefix("/") else { return nil }
            var parts = path.split(separator: "/").dropLast().map(String.init)
            for part in target.split(separator: "/") {
                if part == ".." {
                    guard !parts.isEmpty else { return nil }
                    parts.removeLast()
                } else if part != "." {
                    parts.append(String(part))
                }
            }
            path = parts.joined(separator: "/")
        }
        return nil
    }
}
