import CopydeckCompiler
import Foundation
import Testing
@testable import CopydeckServe

/// `copydeck preview` builds as `copydeck build` does: a save remakes only the deck it touched,
/// the server reads the new pages from the folder the build wrote, and the build that follows
/// (a preview's or a `copydeck build`) finds nothing to do.
@Suite struct PreviewSessionTests {
    /// A copy of the repository's example project (five decks) in a new temporary folder.
    private func exampleProject() throws -> URL {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-session-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        for item in ["copydeck.yml", "content", "locales"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent(item), to: copy.appendingPathComponent(item))
        }
        return copy
    }

    @Test func anEditRebuildsOnlyItsDeckAndTheServerReadsTheNewPage() throws {
        let project = try exampleProject()
        defer { try? FileManager.default.removeItem(at: project) }
        let output = project.appendingPathComponent("build")
        let session = PreviewSession(directory: ProjectDirectory(root: project), output: output, port: nil, watch: false)

        let first = try session.build()
        #expect(first.build.written && first.errorPage == nil)
        #expect(first.paths.contains("index.html") && first.paths.contains("wander/photo_permission.html"))
        #expect(first.folder == output.appendingPathComponent("preview"))
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("wander/bundle/en.json").path),
                "the whole build, not the preview alone: the next build can take from it")
        #expect(try session.build().build.upToDate, "nothing changed")

        let english = project.appendingPathComponent("locales/en/wander.yml")
        let original = try String(contentsOf: english, encoding: .utf8)
        try Data(original.replacingOccurrences(of: "title: Allow access to your photos", with: "title: Let Wander see your photos").utf8).write(to: english)
        let second = try session.build()
        #expect(second.build.written)
        #expect(second.build.unreadDecks == ["auth", "tempoai", "ujuz", "unwind"], "only the edited deck is read")
        let responder = PreviewResponder(site: PreviewFiles(folder: second.folder, paths: second.paths), errorPage: second.errorPage)
        let page = String(decoding: responder.respond(to: "/wander/photo_permission.html").body, as: UTF8.self)
        #expect(page.contains("Let Wander see your photos") && page.contains(PreviewResponder.reloadScriptPath))

        // `copydeck build` after the preview: the same build, nothing to do.
        #expect(try CompilerDriver(directory: ProjectDirectory(root: project)).build(output: output).upToDate)

        // Broken: the error page, the output kept; mended: only the deck is read again.
        try Data((original + "\nphoto_permission: [\n").utf8).write(to: english)
        let broken = try session.build()
        #expect(!broken.build.written && broken.paths.isEmpty)
        #expect(String(decoding: try #require(broken.errorPage), as: UTF8.self).contains("locales/en/wander.yml"))
        try Data(original.utf8).write(to: english)
        let mended = try session.build()
        #expect(mended.errorPage == nil && mended.build.unreadDecks == ["auth", "tempoai", "ujuz", "unwind"])
    }
}
