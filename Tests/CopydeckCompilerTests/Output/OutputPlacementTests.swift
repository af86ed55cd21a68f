import Foundation
import Testing
@testable import CopydeckCompiler

/// `build --out` never writes into the project's own sources: each case is refused, and the
/// project is left exactly as it was.
@Suite struct OutputPlacementTests {
    @Test(arguments: [".", "..", "content", "content/demo/out", "locales", "locales/ko", "copydeck.yml"])
    func sourcesAreRefusedAndLeftUntouched(_ out: String) throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let parent = project.root.deletingLastPathComponent()
        let before = FolderSnapshot(project.root)
        #expect(throws: CopydeckError.self) {
            try project.driver.build(output: project.root.appendingPathComponent(out))
        }
        #expect(FolderSnapshot(project.root) == before)
        #expect(try !FileManager.default.contentsOfDirectory(atPath: parent.path)
            .contains { $0.hasPrefix(".\(project.root.lastPathComponent).copydeck-") || $0.hasPrefix(".content.copydeck-") })
    }

    @Test func theRefusalNamesTheReason() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        do {
            _ = try project.driver.build(output: project.root)
            Issue.record("building into the project folder was not refused")
        } catch {
            guard case .outputRefused(let path, let reason) = error else { Issue.record("\(error)"); return }
            #expect(path == project.root.path)
            #expect(reason.contains("the project folder itself"))
        }
    }

    @Test func aLinkToTheProjectIsSeenThrough() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        let link = project.root.deletingLastPathComponent().appendingPathComponent("link-\(UUID().uuidString)")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: project.root)
        defer { try? FileManager.default.removeItem(at: link) }
        let before = FolderSnapshot(project.root)
        #expect(throws: CopydeckError.self) { try project.driver.build(output: link) }
        #expect(throws: CopydeckError.self) { try project.driver.build(output: link.appendingPathComponent("locales")) }
        #expect(FolderSnapshot(project.root) == before)
    }

    @Test func aFolderBesideTheSourcesIsFine() throws {
        let project = try Fixtures.demo()
        defer { project.remove() }
        #expect(try project.driver.build(output: project.root.appendingPathComponent("docs/out")).written)
        #expect(FileManager.default.fileExists(atPath: project.root.appendingPathComponent("docs/out/demo/bundle/ko.json").path))
    }
}
