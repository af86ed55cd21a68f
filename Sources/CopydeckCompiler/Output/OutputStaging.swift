import Foundation

/// A new output being written beside the folder it will replace (`.<name>.copydeck-<pid>-…`):
/// files go to disk as the emitters make them, from every core, so a build never holds its whole
/// output in memory. `finish` writes the marker (and the cache) last and swaps the folders in one
/// step; `abandon` deletes what was written. Until `finish`, the output folder is untouched.
///
/// A file with the bytes the previous output holds at the same path (by its marker's
/// fingerprint, checked a moment ago by `OutputInspection`) is linked rather than written; the
/// swap retires the old tree, which leaves the file to the new one. Where links cannot be made it
/// is written. The staging folder is the tree the last build retired, when it kept one
/// (`OutputSkeleton`): its folders are used, its links to the previous output's files are taken
/// as they are, and it becomes the kept tree of the next build in turn, holding the files the two
/// outputs share.
final class OutputStaging: @unchecked Sendable {
    let folder: URL
    let state: OutputInspection.State
    let staging: URL
    /// The two folders as paths: joined with a file's path thousands of times a build, where
    /// `URL` would parse each one.
    private let folderPath: String
    private let stagingPath: String
    private let leftovers: OutputLeftovers
    /// The previous output's marker entries, by path: what may be linked or carried.
    private let previous: [String: OutputMarker.Entry]

    /// Guards everything below.
    private let lock = NSLock()
    private var entries: [String: OutputMarker.Entry] = [:]
    private var folders: Set<String> = [""]
    private var failure: String?
    /// The folders of the kept tree this staging folder was made from (`OutputSkeleton`), if
    /// any: those the new output does not use are removed before the swap.
    private var skeleton: Set<String>?
    /// The kept tree's links to the previous output's files not yet taken or replaced: removed
    /// before the swap.
    private var mirrored: Set<String> = []
    /// The paths whose staged file is the previous output's file at the same path (linked,
    /// carried or taken from the kept tree): the retired tree keeps them for the next build.
    private var shared: Set<String> = []

    init(folder: URL, state: OutputInspection.State) throws(CopydeckError) {
        self.folder = folder
        self.state = state
        if case .owned(let marker, _) = state, marker.format == OutputMarker.currentFormat {
            previous = Dictionary(marker.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        } else {
            previous = [:]
        }
        leftovers = OutputLeftovers(folder: folder)
        leftovers.removeAbandoned()
        staging = leftovers.newPath()
        folderPath = folder.path
        stagingPath = staging.path
        // The tree the last build retired, when it kept one: staged into, not made anew.
        if let kept = state.kept, OutputSkeleton.claim(kept, in: folderPath, as: stagingPath) {
            skeleton = kept.folders
            folders = kept.folders
            mirrored = kept.mirrored
            return
        }
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw .outputFailed(path: folder.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Writes one file of the new output. A failure is kept and thrown by `finish`.
    func add(_ path: String, _ data: Data) {
        guard OutputPath.isSafe(path), path != OutputMarker.fileName, path != BuildCache.fileName else {
            fail("an emitter named the path `\(path)`, which is not inside the output folder")
            return
        }
        let entry = OutputMarker.Entry(path: path, size: data.count, hash: ContentHash.hex(data))
        do {
            let target = try prepare(path)
            let kept = takeMirrored(path)
            if let old = previous[path], old.hash == entry.hash, old.size == entry.size,
               kept || link(folderPath + "/" + path, target) == 0 {
                record(entry, shared: true)
                return
            }
            // The kept tree's link to the old bytes makes way for the new ones.
            if kept, unlink(target) != 0 { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot replace \(path): \(String(cString: strerror(errno)))"]) }
            try FileWrite.write(data, to: target)
            record(entry, shared: false)
        } catch {
            fail((error as NSError).localizedDescription)
        }
    }

    func add(_ tree: OutputTree) {
        let paths = tree.paths
        _ = Parallel.map(paths.count) { self.add(paths[$0], tree.files[paths[$0]]!) }
    }

    /// Whether the previous output's marker lists `path` with a fingerprint of this format, so
    /// that `carry` can take it.
    func canCarry(_ path: String) -> Bool {
        previous[path] != nil
    }

    /// Takes a file from the previous output as it is.
    func carry(_ path: String) {
        guard let old = previous[path] else {
            fail("`\(path)` was to be taken from the previous output, which has no such file")
            return
        }
        do {
            let target = try prepare(path)
            if takeMirrored(path) {
                record(old, shared: true)
                return
            }
            let linked = link(folderPath + "/" + path, target) == 0
            if !linked { try FileManager.default.copyItem(atPath: folderPath + "/" + path, toPath: target) }
            record(old, shared: linked)
        } catch {
            fail((error as NSError).localizedDescription)
        }
    }

    /// Takes files from the previous output as they are: those the kept tree holds as they are,
    /// the others a folder at a time on every core, each linked relative to its two open folders.
    func carry(_ paths: [String]) {
        let paths = lock.withLock {
            paths.filter { path in
                guard let old = previous[path], entries[path] == nil, mirrored.remove(path) != nil else { return true }
                entries[path] = old
                shared.insert(path)
                return false
            }
        }
        let grouped = PathsByFolder(paths).folders
        _ = Parallel.map(grouped.count) { index in
            let folder = grouped[index]
            // The folder made in the staging tree first (by its first file), then both opened.
            let made = (try? self.prepare(paths[folder.files[0].index])) != nil
            let source = made ? PathsByFolder.opened(folder.path, in: self.folderPath) : nil
            let target = made ? PathsByFolder.opened(folder.path, in: self.stagingPath) : nil
            defer { for descriptor in [source, target].compactMap({ $0 }) { close(descriptor) } }
            guard let source, let target else {
                for file in folder.files { self.carry(paths[file.index]) }
                return
            }
            for file in folder.files {
                let path = paths[file.index]
                guard let old = self.previous[path], (try? self.prepare(path)) != nil,
                      linkat(source, file.name, target, file.name, 0) == 0 else {
                    // Not in the previous output, or not linked: the one-file way says why.
                    self.carry(path)
                    continue
                }
                self.record(old, shared: true)
            }
        }
    }

    /// The paths written so far, sorted.
    var paths: [String] {
        lock.withLock { entries.keys.sorted() }
    }

    /// Writes the marker (and `cache`, with the stamps of every file), then puts the new output
    /// in place of the old in one step. Throws the first failure of any write, having deleted the
    /// staging folder.
    func finish(cache: BuildCache?) throws(CopydeckError) {
        let fileManager = FileManager.default
        do {
            if let failure = lock.withLock({ failure }) { throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: failure]) }
            if state != .missing {
                for kept in OutputWriter.keptFiles where entries[kept] == nil {
                    let old = folder.appendingPathComponent(kept)
                    if fileManager.fileExists(atPath: old.path) {
                        try fileManager.copyItem(at: old, to: staging.appendingPathComponent(kept))
                    }
                }
            }
            if let skeleton {
                try OutputSkeleton.prune(stagingPath, folders: skeleton, mirrored: lock.withLock { mirrored },
                                         needed: OutputPath.folders(above: entries.keys).union([""]))
            }
            let marker = OutputMarker(entries: Array(entries.values))
            let markerData = try marker.encoded()
            try markerData.write(to: staging.appendingPathComponent(OutputMarker.fileName))
            if var cache {
                // Stamped in the staging folder: the swap moves the folder, not the files.
                let written = marker.files.map { ($0.path, $0.hash ?? "") } + [(OutputMarker.fileName, ContentHash.hex(markerData))]
                let stamps = stampsInStaging(written.map(\.0))
                cache.outputs = [:]
                cache.outputs.reserveCapacity(written.count)
                for ((path, hash), stamp) in zip(written, stamps) {
                    guard let stamp else { continue }
                    cache.outputs[path] = WrittenFile(stamp: stamp, hash: hash)
                }
                try cache.encoded().write(to: staging.appendingPathComponent(BuildCache.fileName))
            }
        } catch {
            abandon()
            throw .outputFailed(path: folder.path, reason: (error as NSError).localizedDescription)
        }
        do {
            switch state {
            case .missing:
                try fileManager.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
                // rename(2) onto a path that appeared meanwhile fails rather than replacing it.
                try fileManager.moveItem(at: staging, to: folder)
            case .empty, .owned:
                let retired = leftovers.newPath()
                switch try DirectoryExchange.exchange(staging, with: folder, retired: retired) {
                // A build's output keeps the old tree's folders for the next build; a folder
                // written for another purpose (the SwiftPM plugin's resources) keeps nothing.
                case .exchanged: retire(stagingPath, keepingFolders: cache != nil)
                case .renamedAside: retire(retired.path, keepingFolders: cache != nil)
                }
            }
        } catch {
            abandon()
            throw .outputFailed(path: folder.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// The stamp of each of `paths` in the staging folder, a folder at a time on every core, each
    /// asked relative to its open folder; nil for one that is not a regular file.
    private func stampsInStaging(_ paths: [String]) -> [FileStamp?] {
        let grouped = PathsByFolder(paths).folders
        let found = Parallel.map(grouped.count) { index -> [(Int, FileStamp?)] in
            let folder = grouped[index]
            guard let descriptor = PathsByFolder.opened(folder.path, in: self.stagingPath) else {
                return folder.files.map { ($0.index, nil) }
            }
            defer { close(descriptor) }
            return folder.files.map { file in
                var status = stat()
                return (file.index, fstatat(descriptor, file.name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? FileStamp(status: status) : nil)
            }
        }
        var stamps = [FileStamp?](repeating: nil, count: paths.count)
        for folder in found { for (index, stamp) in folder { stamps[index] = stamp } }
        return stamps
    }

    /// Deletes the retired tree at `path`, or only the files the new output does not share,
    /// keeping the rest for the next build (`OutputSkeleton`).
    private func retire(_ path: String, keepingFolders: Bool) {
        if keepingFolders { OutputSkeleton.keep(path, sharing: lock.withLock { shared }, in: folderPath) } else { TreeRemoval.remove(path) }
    }

    /// Deletes the staging folder and everything written into it.
    func abandon() {
        TreeRemoval.remove(stagingPath)
    }

    /// The staging path of `path`, its folder made.
    private func prepare(_ path: String) throws -> String {
        let target = stagingPath + "/" + path
        let parent = OutputPath.folder(of: path[...]).map(String.init) ?? ""
        if !lock.withLock({ folders.contains(parent) }) {
            // Made outside the lock, so that the cores do not wait on each other's `mkdir`: a
            // folder another core made first is no failure. A folder is listed once it exists.
            var made: [String] = []
            var folder: Substring? = parent[...]
            while let current = folder, !current.isEmpty {
                let name = String(current)
                if lock.withLock({ folders.contains(name) }) { break }
                made.append(name)
                folder = OutputPath.folder(of: current)
            }
            for folder in made.reversed() {
                let folderPath = stagingPath + "/" + folder
                if mkdir(folderPath, 0o755) == 0 { continue }
                var failure = errno
                if failure == EEXIST {
                    // Made by another core; or a kept link where the new output has a folder,
                    // which makes way for it.
                    guard takeMirrored(folder) else { continue }
                    if unlink(folderPath) == 0, mkdir(folderPath, 0o755) == 0 { continue }
                    failure = errno
                }
                throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: "cannot make the folder \(folder): \(String(cString: strerror(failure)))"])
            }
            lock.withLock { folders.formUnion(made) }
        }
        // A path written twice keeps its last bytes, as in an `OutputTree`.
        if lock.withLock({ entries[path] != nil }) { unlink(target) }
        return target
    }

    /// Whether the kept tree holds a link to the previous output's file at `path`, not yet
    /// taken: it is taken now (to keep, or to replace), and not removed before the swap.
    private func takeMirrored(_ path: String) -> Bool {
        lock.withLock { mirrored.remove(path) != nil }
    }

    private func record(_ entry: OutputMarker.Entry, shared isShared: Bool) {
        lock.withLock {
            entries[entry.path] = entry
            if isShared { shared.insert(entry.path) } else { shared.remove(entry.path) }
        }
    }

    private func fail(_ reason: String) {
        lock.withLock { if failure == nil { failure = reason } }
    }
}
