import Foundation
import Testing
@testable import CopydeckCompiler

/// The demo fixture's build output is compared with the goldens in Tests/Goldens/demo, which the
/// runtime's tests load: the compiler's output is proven consumable by CopydeckKit.
@Suite struct BuildGoldenTests {
    func build(into output: URL) throws -> BuildResult {
        try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.fixtures.appendingPathComponent("demo")))
            .build(output: output)
    }

    @Test func demoBuildMatchesGoldens() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-golden-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try build(into: output)
        #expect(result.written)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let bundleFiles = result.files.filter { $0.hasPrefix("demo/bundle/") || $0.hasPrefix("demo/flows/") }
        #expect(bundleFiles == [
            "demo/bundle/en.json", "demo/bundle/flows.json", "demo/bundle/ja.json", "demo/bundle/ko.json",
            "demo/bundle/manifest.json", "demo/flows/onboarding.dot", "demo/flows/onboarding.json", "demo/flows/onboarding.svg",
        ])
        let golden = PackagePaths.goldens.appendingPathComponent("demo")
        for path in bundleFiles {
            let produced = try Data(contentsOf: output.appendingPathComponent(path))
            let goldenURL = golden.appendingPathComponent(path)
            if PackagePaths.recordGoldens {
                try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try produced.write(to: goldenURL)
            }
            let expected = try Data(contentsOf: goldenURL)
            #expect(produced == expected, "\(path) differs from its golden; review the change, then record with COPYDECK_RECORD_GOLDENS=1")
        }
    }

    /// The example project's bundles (the repository's own `content/` and `locales/`), which
    /// CopydeckKit's tests load as an app would: the runtime is tested on real output.
    @Test func exampleProjectBundlesMatchGoldens() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-example-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try CompilerDriver(directory: ProjectDirectory(root: PackagePaths.root)).build(output: output)
        #expect(result.written)
        let bundleFiles = result.files.filter { $0.split(separator: "/").dropFirst().first == "bundle" }
        #expect(bundleFiles.count == 25, "\(bundleFiles)")
        let golden = PackagePaths.goldens.appendingPathComponent("example")
        for path in bundleFiles {
            let produced = try Data(contentsOf: output.appendingPathComponent(path))
            let goldenURL = golden.appendingPathComponent(path)
            if PackagePaths.recordGoldens {
                try FileManager.default.createDirectory(at: goldenURL.deletingLastPathComponent(), withIntermediateDirectories: true)
                try produced.write(to: goldenURL)
            }
            let expected = try Data(contentsOf: goldenURL)
            #expect(produced == expected, "\(path) differs from its golden; review the change, then record with COPYDECK_RECORD_GOLDENS=1")
        }
    }

    @Test func buildingTwiceGivesTheSameBytes() throws {
        let first = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-a-\(UUID().uuidString)")
        let second = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-b-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: first); try? FileManager.default.removeItem(at: second) }
        let a = try build(into: first), b = try build(into: second)
        #expect(a.files == b.files)
        for path in a.files {
            #expect(try Data(contentsOf: first.appendingPathComponent(path)) == Data(contentsOf: second.appendingPathComponent(path)), "\(path)")
        }
    }
}
