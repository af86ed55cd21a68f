import Foundation
import Testing

/// Every public symbol CopydeckKit declares has a documentation comment: the symbol graph that
/// DocC builds from (`swift-symbolgraph-extract` on this build's module) is asked, not a regex.
@Suite(.enabled(if: SymbolGraphExtractor.url != nil || ProcessInfo.processInfo.environment["COPYDECK_REQUIRE_TOOLS"] == "1",
                "needs swift-symbolgraph-extract from the Swift toolchain"))
struct DocumentationCoverageTests {
    static var extractor: URL? { SymbolGraphExtractor.url }

    @Test func everyPublicSymbolIsDocumented() throws {
        let extractor = try #require(Self.extractor)
        let build = ExampleBundles.root.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".build")
        let modules = try #require(["debug", "release"].map { build.appendingPathComponent("\($0)/Modules") }
            .first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("CopydeckKit.swiftmodule").path) })
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = extractor
        #if arch(x86_64)
        let target = "x86_64-unknown-linux-gnu"
        #else
        let target = "aarch64-unknown-linux-gnu"
        #endif
        process.arguments = ["-module-name", "CopydeckKit", "-I", modules.path, "-target", target,
                             "-minimum-access-level", "public", "-output-dir", output.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("CopydeckKit.symbols.json"))) as? [String: Any]
        let symbols = try #require(graph?["symbols"] as? [[String: Any]])
        #expect(symbols.count > 200)
        // Symbols with a place in the sources (not synthesized conformances) and no comment.
        let undocumented = symbols.filter { $0["location"] != nil && $0["docComment"] == nil }
            .compactMap { ($0["pathComponents"] as? [String])?.joined(separator: ".") }.sorted()
        #expect(undocumented.isEmpty, "public symbols without documentation: \(undocumented)")
    }
}

/// `swift-symbolgraph-extract` from the Swift toolchain on the PATH.
enum SymbolGraphExtractor {
    static let url: URL? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swift-symbolgraph-extract") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()
}
