import Foundation

/// Writes an `OutputTree` beside the output folder and swaps it in at the end, so readers see the
/// previous output or the new one, never a mix. Files that people keep in the output folder
/// (`README.md`, `.gitkeep`) are carried over.
public struct OutputWriter: Sendable {
    public static let keptFiles = ["README.md", ".gitkeep"]

    public let destination: URL

    public init(destination: URL) {
        self.destination = destination.standardizedFileURL
    }

    public func write(_ tree: OutputTree) throws(CopydeckError) {
        let fileManager = FileManager.default
        let parent = destination.deletingLastPathComponent()
        let name = destination.lastPathComponent
        let token = "\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: 0...UInt32.max))"
        let staging = parent.appendingPathComponent(".\(name).staging-\(token)")
        let retired = parent.appendingPathComponent(".\(name).old-\(token)")
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for path in tree.paths {
                let url = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try tree.files[path]!.write(to: url)
            }
            for kept in Self.keptFiles {
                let old = destination.appendingPathComponent(kept)
                if fileManager.fileExists(atPath: old.path), tree.files[kept] == nil {
                    try fileManager.copyItem(at: old, to: staging.appendingPathComponent(kept))
                }
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw .outputFailed(path: destination.path, reason: (error as NSError).localizedDescription)
        }
        do {
            if fileManager.fileExists(atPath: destination.path) {
                try fileManager.moveItem(at: destination, to: retired)
                do {
                    try fileManager.moveItem(at: staging, to: destination)
                } catch {
                    try? fileManager.moveItem(at: retired, to: destination)
                    throw error
                }
                try? fileManager.removeItem(at: retired)
            } else {
                try fileManager.moveItem(at: staging, to: destination)
            }
        } catch {
            try? fileManager.removeItem(at: staging)
            throw .outputFailed(path: destination.path, reason: (error as NSError).localizedDescription)
        }
    }

    /// Replaces a single sub-folder of the output (the report after a failed build) the same way,
    /// leaving the rest of the previous output untouched.
    public func replaceFolder(_ folder: String, with tree: OutputTree) throws(CopydeckError) {
        try FileManager.default.createDirectoryIfNeeded(destination)
        try OutputWriter(destination: destination.appendingPathComponent(folder)).write(tree)
    }
}

extension FileManager {
    func createDirectoryIfNeeded(_ url: URL) throws(CopydeckError) {
        do {
            try createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .outputFailed(path: url.path, reason: (error as NSError).localizedDescription)
        }
    }
}
