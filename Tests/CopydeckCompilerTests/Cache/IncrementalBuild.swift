import Foundation
import Testing
@testable import CopydeckCompiler

/// The oracle of every incremental build: the same project built from nothing.
enum IncrementalBuild {
    /// Every file of the output, the cache aside, by path.
    static func snapshot(_ folder: URL) -> FolderSnapshot {
        // The folders kept for the next build (`OutputSkeleton`) are not part of the output.
        var snapshot = FolderSnapshot(folder).excluding(OutputSkeleton.name)
        snapshot.entries[BuildCache.fileName] = nil
        return snapshot
    }
}

extension TestProject {
    /// Builds into `output` (the last build's folder) and into a new folder from nothing, and
    /// holds the first to the second: the same findings, files and bytes. Returns the first.
    @discardableResult
    func buildAndCompare(output: URL, baseline: Baseline? = nil,
                         sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> BuildResult {
        let result = try driver.build(output: output, baseline: baseline)
        let fresh = root.appendingPathComponent("fresh-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: fresh) }
        let whole = try driver.build(output: fresh, baseline: baseline)
        #expect(whole.unreadDecks.isEmpty, sourceLocation: sourceLocation)
        #expect(result.written && whole.written, sourceLocation: sourceLocation)
        #expect(result.diagnostics == whole.diagnostics, sourceLocation: sourceLocation)
        #expect(result.files == whole.files, sourceLocation: sourceLocation)
        #expect(result.deckCount == whole.deckCount, sourceLocation: sourceLocation)
        #expect(IncrementalBuild.snapshot(output) == IncrementalBuild.snapshot(fresh), "the output is byte for byte a whole build's",
                sourceLocation: sourceLocation)
        // Every finding can be quoted, the unread decks' too.
        for file in Set(result.diagnostics.compactMap(\.range?.file)) where !file.hasSuffix("/") {
            #expect(result.sources[file]?.text == whole.sources[file]?.text, "\(file)", sourceLocation: sourceLocation)
        }
        return result
    }
}
