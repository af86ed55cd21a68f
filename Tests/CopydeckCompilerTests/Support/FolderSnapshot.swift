import Foundation

/// Everything under a folder, hidden files included: each path with its kind and bytes, so a test
/// can say "this folder is exactly as it was".
struct FolderSnapshot: Equatable, CustomStringConvertible {
    enum Entry: Equatable {
        case folder
        case file(Data)
        case link(String)
    }

    var entries: [String: Entry] = [:]

    init(_ root: URL) {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return }
        while let path = enumerator.nextObject() as? String {
            let url = root.appendingPathComponent(path)
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                entries[path] = .link(destination)
                enumerator.skipDescendants()
                continue
            }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            entries[path] = isDirectory.boolValue ? .folder : .file((try? Data(contentsOf: url)) ?? Data())
        }
    }

    /// The snapshot without what is under the top-level name `name` (and `name` itself).
    func excluding(_ name: String) -> FolderSnapshot {
        var snapshot = self
        snapshot.entries = entries.filter { $0.key != name && !$0.key.hasPrefix(name + "/") }
        return snapshot
    }

    var files: [String] { entries.filter { if case .file = $0.value { true } else { false } }.keys.sorted() }

    var description: String { entries.keys.sorted().joined(separator: "\n") }
}
