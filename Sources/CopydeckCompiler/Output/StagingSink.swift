import Foundation

/// The sink of a build: each file goes to the staging folder as it is made (`OutputStaging`,
/// which links bytes the last output already holds), and files whose key is the one the last
/// build recorded for them are taken from its output as they are. The keys given are kept, by
/// deck, for the cache's records (`DeckRecord.pages`).
final class StagingSink: ArtifactSink, @unchecked Sendable {
    private let staging: OutputStaging
    /// The last output's folder, to read a taken file's bytes from.
    private let folder: String
    /// The keys the last build recorded, by the files' paths in the output.
    private let lastKeys: [String: String]
    private let lock = NSLock()
    private var keys: [String: [String: String]] = [:]

    init(staging: OutputStaging, folder: URL, lastKeys: [String: String]) {
        self.staging = staging
        self.folder = folder.path
        self.lastKeys = lastKeys
    }

    func take(_ files: [OutputFile], madeFrom key: String, reading: Bool) -> [Data]? {
        lock.withLock {
            for file in files { keys[file.deck ?? "", default: [:]][file.path] = key }
        }
        guard files.allSatisfy({ lastKeys[$0.path] == key && staging.canCarry($0.path) }) else { return nil }
        // The bytes first (before the file is linked into the new tree), then the files taken.
        var bytes: [Data] = []
        if reading {
            for file in files {
                guard let data = FileManager.default.contents(atPath: folder + "/" + file.path) else { return nil }
                bytes.append(data)
            }
        }
        for file in files { staging.carry(file.path) }
        return bytes
    }

    func add(_ file: OutputFile, _ data: Data) {
        staging.add(file.path, data)
    }

    /// The keys given, by deck, then by path.
    var keysByDeck: [String: [String: String]] {
        lock.withLock { keys }
    }
}
