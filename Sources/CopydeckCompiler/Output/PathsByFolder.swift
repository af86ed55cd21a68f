import Foundation

/// Relative paths grouped by the folder they are in, for work done a folder at a time: each
/// folder opened once and its names linked, stamped or deleted relative to it (`linkat`,
/// `fstatat`), instead of the whole path walked again for every file.
struct PathsByFolder {
    struct Folder {
        /// The folder, relative (`""` for the top).
        var path: String
        /// Each of its files: its name, and its index in the paths grouped.
        var files: [(name: String, index: Int)]
    }

    var folders: [Folder]

    init(_ paths: [String]) {
        var byFolder: [String: Int] = [:]
        var folders: [Folder] = []
        for (index, path) in paths.enumerated() {
            let parent = OutputPath.folder(of: path[...])
            let folder = parent.map(String.init) ?? ""
            let name = parent.map { String(path[path.utf8.index(after: $0.endIndex)...]) } ?? path
            if let position = byFolder[folder] {
                folders[position].files.append((name, index))
            } else {
                byFolder[folder] = folders.count
                folders.append(Folder(path: folder, files: [(name, index)]))
            }
        }
        self.folders = folders
    }

    /// The folder `relative` of `root` opened for `*at` calls; nil when it cannot be.
    static func opened(_ relative: String, in root: String) -> Int32? {
        let descriptor = open(relative.isEmpty ? root : root + "/" + relative, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        return descriptor >= 0 ? descriptor : nil
    }
}
