import Foundation

/// Replaces several locale files as one: every new text is written and synced beside its file
/// first; only then do the files move into place, each in one rename, and should one rename fail,
/// the files already moved are put back from their originals. Either every file has its new
/// bytes or every file keeps its old ones; nothing else in the project is touched.
struct LocaleFilesTransaction {
    /// The project folder.
    let root: URL
    /// `rename(2)`; tests put a failing one here to see the files put back.
    var move: (String, String) -> Int32 = { rename($0, $1) }

    init(root: URL) {
        self.root = root
    }

    /// `files`: project-relative path → new bytes (a path may not exist yet: it is created, with
    /// its folder). Throws after restoring what it moved, leaving no temporary file behind.
    func commit(_ files: [(path: String, data: Data)]) throws {
        let token = UUID().uuidString.prefix(8)
        var staged: [(target: URL, temporary: URL, backup: URL?)] = []
        var createdFolders: [URL] = []
        var committed = false
        let manager = FileManager.default
        defer {
            for item in staged {
                try? manager.removeItem(at: item.temporary)
                if let backup = item.backup { try? manager.removeItem(at: backup) }
            }
            // A failed import leaves no folder it made (they are empty again by now).
            if !committed { for folder in createdFolders.reversed() { _ = rmdir(folder.path) } }
        }
        for (path, data) in files {
            let target = root.appendingPathComponent(path)
            let folder = target.deletingLastPathComponent()
            var missing: [URL] = []
            var parent = folder
            while !manager.fileExists(atPath: parent.path), parent.path.count > root.path.count {
                missing.append(parent)
                parent = parent.deletingLastPathComponent()
            }
            try manager.createDirectory(at: folder, withIntermediateDirectories: true)
            createdFolders += missing.reversed()
            let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).copydeck-import-\(token)")
            let mode = (try? manager.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int) ?? 0o644
            try Self.writeSynced(data, to: temporary, mode: mode_t(mode))
            var backup: URL?
            if manager.fileExists(atPath: target.path) {
                // A second name for the original, so it can be put back after its rename.
                let link = folder.appendingPathComponent(".\(target.lastPathComponent).copydeck-original-\(token)")
                try manager.linkItem(at: target, to: link)
                backup = link
            }
            staged.append((target, temporary, backup))
        }
        var moved: [Int] = []
        do {
            for (index, item) in staged.enumerated() {
                guard move(item.temporary.path, item.target.path) == 0 else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                moved.append(index)
            }
        } catch {
            for index in moved.reversed() {
                let item = staged[index]
                if let backup = item.backup { _ = rename(backup.path, item.target.path) } else { try? manager.removeItem(at: item.target) }
            }
            throw error
        }
        committed = true
    }

    /// Writes `data` to a new file with the original's permissions, and syncs it to the disk.
    private static func writeSynced(_ data: Data, to url: URL, mode: mode_t) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        _ = fchmod(descriptor, mode)
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
        guard fsync(descriptor) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    }
}
