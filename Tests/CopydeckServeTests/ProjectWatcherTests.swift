import Foundation
import Testing
@testable import CopydeckServe

@Suite struct ProjectWatcherTests {
    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("content/demo"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: root.appendingPathComponent("locales/en"), withIntermediateDirectories: true)
        try Data("version: 1\n".utf8).write(to: root.appendingPathComponent("copydeck.yml"))
        try Data("screens: {}\n".utf8).write(to: root.appendingPathComponent("content/demo/screens.yml"))
        try Data("a: b\n".utf8).write(to: root.appendingPathComponent("locales/en/demo.yml"))
        return root
    }

    @Test func snapshotsSeeEditsCreationsAndDeletionsOfWatchedPathsOnly() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = ProjectWatcher(root: root)
        let before = watcher.snapshot()
        #expect(before["locales/en/demo.yml"] != nil && before["copydeck.yml"] != nil && before["content/demo/screens.yml"] != nil)
        try Data("a: changed\n".utf8).write(to: root.appendingPathComponent("locales/en/demo.yml"))
        try Data("x: y\n".utf8).write(to: root.appendingPathComponent("locales/en/new.yml"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("content/demo/screens.yml"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("build"), withIntermediateDirectories: true)
        try Data("ignored".utf8).write(to: root.appendingPathComponent("build/out.json"))
        let changed = ProjectWatcher.changes(from: before, to: watcher.snapshot())
        #expect(changed.contains("locales/en/demo.yml"))
        #expect(changed.contains("locales/en/new.yml"))
        #expect(changed.contains("content/demo/screens.yml"))
        #expect(!changed.contains { $0.hasPrefix("build") })
    }

    @Test func theStreamYieldsAChangeOnceTheFilesAreStill() async throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let stream = ProjectWatcher(root: root).changes(every: .milliseconds(50))
        let edit = Task {
            try await Task.sleep(for: .milliseconds(120))
            try Data("a: edited, longer\n".utf8).write(to: root.appendingPathComponent("locales/en/demo.yml"))
        }
        var iterator = stream.makeAsyncIterator()
        let changed = await iterator.next()
        #expect(changed == ["locales/en/demo.yml"])
        try await edit.value
    }
}
