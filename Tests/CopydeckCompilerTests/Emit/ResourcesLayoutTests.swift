import Foundation
import Testing
@testable import CopydeckCompiler

/// `copydeck build --layout resources` (what the SwiftPM build plugin runs) writes each deck's
/// bundle flattened, `<deck>/bundle/<file>` as `<deck>.<file>`: the same bytes as the standard
/// build's bundle files, nothing else, whether its decks are made side by side or in turn.
@Suite struct ResourcesLayoutTests {
    @Test func theResourcesAreTheStandardBuildsBundleFilesFlattened() throws {
        // The example project: five decks, each with flows, permissions, templates, shields.
        let driver = CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root))
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-resources-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let standard = scratch.appendingPathComponent("standard")
        #expect(try driver.build(output: standard).written)
        var expected: [String: FolderSnapshot.Entry] = [:]
        for (path, entry) in FolderSnapshot(standard).entries {
            let parts = path.split(separator: "/")
            guard parts.count == 3, parts[1] == "bundle" else { continue }
            expected["\(parts[0]).\(parts[2])"] = entry
        }
        let decks = try driver.lint().project.decks
        #expect(decks.count > 1)
        #expect(expected.count == decks.reduce(0) { $0 + $1.locales.count + 2 }, "a manifest, a file per locale and flows.json a deck")
        #expect(decks.allSatisfy { expected["\($0.id).flows.json"] != nil })

        let resources = scratch.appendingPathComponent("resources")
        let made = try driver.buildResources(output: resources)
        #expect(made.written)
        #expect(made.files == expected.keys.sorted())
        // Beside them, only the marker that says the folder is Copydeck's.
        #expect(FolderSnapshot(resources).excluding(OutputMarker.fileName).entries == expected)

        let serial = scratch.appendingPathComponent("serial")
        try Parallel.$serial.withValue(true) { _ = try driver.buildResources(output: serial) }
        #expect(FolderSnapshot(serial).excluding(OutputMarker.fileName).entries == expected)
    }
}
