import Foundation

/// Notices changes to a project's sources by polling: every path under `content/` and
/// `locales/`, and `copydeck.yml`, with its size and modification time (and inode, for a file
/// replaced by a rename). Polling works the same on every platform and sees editors that save by
/// renaming a temporary file over the original.
public struct ProjectWatcher: Sendable {
    public struct Entry: Hashable, Sendable {
        var size: Int
        var modified: Double
        var inode: Int
    }

    public typealias Snapshot = [String: Entry]

    public let root: URL
    public static let watched = ["copydeck.yml", "content", "locales"]

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    /// What the watched paths are now.
    public func snapshot() -> Snapshot {
        var snapshot: Snapshot = [:]
        let manager = FileManager.default
        for name in Self.watched {
            let url = root.appendingPathComponent(name)
            add(url, name, &snapshot)
            guard let enumerator = manager.enumerator(at: url, includingPropertiesForKeys: nil, options: []) else { continue }
            for case let file as URL in enumerator {
                let relative = name + "/" + file.path.dropFirst(url.path.count + 1)
                add(file, relative, &snapshot)
            }
        }
        return snapshot
    }

    private func add(_ url: URL, _ relative: String, _ snapshot: inout Snapshot) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else { return }
        snapshot[relative] = Entry(
            size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
            modified: (attributes[.modificationDate] as? Date)?.timeIntervalSinceReferenceDate ?? 0,
            inode: (attributes[.systemFileNumber] as? NSNumber)?.intValue ?? 0)
    }

    /// The paths that differ between two snapshots: added, removed or changed.
    public static func changes(from old: Snapshot, to new: Snapshot) -> [String] {
        var changed: [String] = []
        for (path, entry) in new where old[path] != entry { changed.append(path) }
        for path in old.keys where new[path] == nil { changed.append(path) }
        return changed.sorted()
    }

    /// Yields the changed paths each time the sources change, once they have been still for one
    /// poll (an editor's burst of writes is one change), compared with the sources as they are
    /// when this is called. Ends when the task is cancelled.
    public func changes(every interval: Duration = .milliseconds(250)) -> AsyncStream<[String]> {
        let initial = snapshot()
        return AsyncStream { continuation in
            let task = Task {
                var settled = initial
                var pending: Snapshot?
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    let now = snapshot()
                    if let waiting = pending {
                        if now == waiting {
                            let changed = Self.changes(from: settled, to: now)
                            settled = now
                            pending = nil
                            if !changed.isEmpty { continuation.yield(changed) }
                        } else {
                            pending = now
                        }
                    } else if now != settled {
                        pending = now
                    }
                }
                continuation.finish()
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
