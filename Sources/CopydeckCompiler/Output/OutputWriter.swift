import Foundation

/// Writes an `OutputTree` as the whole content of the output folder, safely:
///
/// 1. the folder must not be or hold the project's sources (`OutputPlacement`);
/// 2. it must be missing, empty, or Copydeck's own (`OutputInspection`), else nothing is touched;
/// 3. the new tree is written beside it, in a hidden `.<name>.copydeck-<pid>-<token>` folder, with
///    the kept files carried over and the marker written last;
/// 4. the two folders trade places in one step (`DirectoryExchange`), and the old tree is deleted.
///
/// A build killed at any moment leaves the folder as it was before or as the new build, never
/// missing and never mixed; what it leaves beside it is deleted by the next build
/// (`OutputLeftovers`). Nothing is written outside the folder but that hidden twin beside it (and
/// the folders above it, when they do not exist yet).
public struct OutputWriter: Sendable {
    /// Files people keep in an output folder (a committed README, a placeholder, Finder's index):
    /// never Copydeck's, carried over from the old tree to the new.
    public static let keptFiles = ["README.md", ".gitkeep", ".DS_Store"]

    /// Whether `name`, at the top of the output folder, is something beside the build's files
    /// that neither the marker nor the cache lists: the cache itself, the folders kept for the
    /// next build, a file people keep.
    static func isBesideTheFiles(_ name: String) -> Bool {
        name == BuildCache.fileName || name == OutputSkeleton.name || keptFiles.contains(name)
    }

    public let destination: URL
    /// The project whose sources the output must stay out of.
    public let project: URL?

    public init(destination: URL, project: URL? = nil) {
        self.destination = destination.standardizedFileURL
        self.project = project
    }

    /// Replaces the whole output with `tree`.
    public func write(_ tree: OutputTree) throws(CopydeckError) {
        let (folder, state) = try inspect()
        try replace(folder, state: state, with: tree)
    }

    /// The output folder and what is in it, when Copydeck may replace it; refused otherwise.
    /// `cache`: the last build's cache, when the caller has read it: the stamps it vouches for
    /// (files not read again) and the marker it lists (not decoded again).
    func inspect(cache: BuildCache.Stored?? = nil) throws(CopydeckError) -> (folder: URL, state: OutputInspection.State) {
        let folder = try placedFolder()
        guard let cache else { return (folder, try OutputInspection(folder: folder).inspect()) }
        return (folder, try OutputInspection(folder: folder, trusted: BuildCache.trustedStamps(cache), vouched: BuildCache.vouchedMarker(cache)).inspect())
    }

    /// Replaces one sub-folder of the output (the report after a failed build), keeping every
    /// other file of the previous output as it was. Returns whether there was a previous output.
    @discardableResult
    public func replaceFolder(_ prefix: String, with tree: OutputTree) throws(CopydeckError) -> Bool {
        let (folder, state) = try inspect()
        return try replaceFolder(prefix, with: tree, in: folder, state: state, cache: nil)
    }

    /// Replaces one sub-folder of `folder`, whose state the caller has just inspected. `cache`:
    /// the cache to write beside the output kept (stamped again), when there is one to keep.
    func replaceFolder(_ prefix: String, with tree: OutputTree, in folder: URL, state: OutputInspection.State,
                       cache: BuildCache?) throws(CopydeckError) -> Bool {
        try replaceFolders([prefix: tree], in: folder, state: state, cache: cache)
    }

    /// Replaces sub-folders of `folder` (each prefix's files by its tree's), keeping the rest
    /// and, inside them, the paths `keeping` names (a file, or a folder's files).
    func replaceFolders(_ trees: [String: OutputTree], keeping: [String] = [], in folder: URL, state: OutputInspection.State,
                        cache: BuildCache?) throws(CopydeckError) -> Bool {
        let staging = try OutputStaging(folder: folder, state: state)
        var hadOutput = false
        if case .owned(let marker, _) = state {
            // Checked against the marker a moment ago, which lists the files still there: a file
            // deleted since is not brought back.
            let kept = marker.files.map(\.path).filter { path in
                !trees.keys.contains { path.hasPrefix($0 + "/") } || keeping.contains { path == $0 || path.hasPrefix($0 + "/") }
            }
            hadOutput = !kept.isEmpty
            // Taken as it is (linked) where the marker is of this format; read and written again
            // where it is older.
            staging.carry(kept.filter(staging.canCarry))
            let older = kept.filter { !staging.canCarry($0) }
            _ = Parallel.map(older.count) { index in
                if let data = try? Data(contentsOf: folder.appendingPathComponent(older[index])) { staging.add(older[index], data) }
            }
        }
        for (prefix, tree) in trees.sorted(by: { $0.key < $1.key }) {
            for path in tree.paths { staging.add("\(prefix)/\(path)", tree.files[path]!) }
        }
        try staging.finish(cache: cache)
        return hadOutput
    }

    /// Deletes what builds killed while they wrote `folder` left beside it (`OutputLeftovers`).
    /// A build that writes does so as it stages; one that finds the output up to date calls
    /// this, since the build that left them may have finished the very output it finds.
    func removeLeftovers(of folder: URL) {
        OutputLeftovers(folder: folder).removeAbandoned()
    }

    /// The output folder, once it is known not to be or hold the project's sources.
    func placedFolder() throws(CopydeckError) -> URL {
        guard let project else { return OutputPlacement.resolve(destination) }
        return try OutputPlacement.check(destination, project: project)
    }

    private func replace(_ folder: URL, state: OutputInspection.State, with tree: OutputTree) throws(CopydeckError) {
        let staging = try OutputStaging(folder: folder, state: state)
        staging.add(tree)
        try staging.finish(cache: nil)
    }
}
