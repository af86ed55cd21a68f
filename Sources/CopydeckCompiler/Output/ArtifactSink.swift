import Foundation

/// Where artifacts go as they are made, and the one place that decides whether the last output's
/// files can be taken instead (`StagingSink`, a build's output); `MemorySink` takes nothing and
/// keeps every file in memory (the app's resources, a baseline's findings, tests).
protocol ArtifactSink: Sendable {
    /// Takes the last output's `files` as they are when they were made from `key`, giving their
    /// bytes when `reading` (a manifest hashes its locale files, taken or made); nil when they
    /// must be made. The key is kept either way, for the next build.
    func take(_ files: [OutputFile], madeFrom key: String, reading: Bool) -> [Data]?

    /// A file made: written (or held) at once.
    func add(_ file: OutputFile, _ data: Data)
}

/// Keeps the files in memory (those `keeping` chooses: a baseline needs only the findings) and
/// takes nothing from any earlier output.
final class MemorySink: ArtifactSink, @unchecked Sendable {
    private let lock = NSLock()
    private let keeping: @Sendable (OutputFile) -> Bool
    private var kept: [OutputFile: Data] = [:]

    init(keeping: @escaping @Sendable (OutputFile) -> Bool = { _ in true }) {
        self.keeping = keeping
    }

    func take(_ files: [OutputFile], madeFrom key: String, reading: Bool) -> [Data]? { nil }

    func add(_ file: OutputFile, _ data: Data) {
        guard keeping(file) else { return }
        lock.withLock { kept[file] = data }
    }

    /// The files kept.
    var files: [OutputFile: Data] { lock.withLock { kept } }

    /// The files kept, by their paths in the output.
    var tree: OutputTree {
        var tree = OutputTree()
        for (file, data) in files { tree.add(file.path, data) }
        return tree
    }
}
