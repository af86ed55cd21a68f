import Foundation
import Testing

@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct FlowCommandTests {
    @Test func dumpPrintsMermaidsModelForMarkdownFences() throws {
        let run = try CopydeckBinary.run(["flow", "dump", "Tests/Fixtures/demo/content/demo/onboarding.md", "--format", "json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let flows = try #require(json["flows"] as? [[String: Any]])
        #expect(flows.count == 1)
        let flow = flows[0]
        #expect(flow["line"] as? Int == 6)
        #expect(flow["keyword"] as? String == "flowchart")
        #expect(flow["direction"] as? String == "TB")
        let nodes = try #require(flow["nodes"] as? [[String: Any]])
        #expect(nodes.first?["id"] as? String == "launch")
        #expect(nodes.first?["label"] as? String == "App launch")
        #expect(nodes.first?["shape"] as? String == "stadium")
        let edges = try #require(flow["edges"] as? [[String: Any]])
        #expect(edges.count == 7)
        #expect(edges[3]["label"] as? String == "Allow")
        #expect(edges[0]["label"] is NSNull)
    }

    @Test func syntaxErrorsPointIntoTheMarkdownFileAndOtherFlowsStillPrint() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-flow-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let markdown = "# Spec\n\n```mermaid\nflowchart LR\n  A[사진 --> B\n```\n\n```mermaid\ngraph TD\n  C --> D\n```\n"
        try Data(markdown.utf8).write(to: folder.appendingPathComponent("spec.md"))
        let run = try CopydeckBinary.run(["flow", "dump", "spec.md"], in: folder, environment: ["NO_COLOR": "1"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("spec.md:5:4: error: this bracket is not closed by the end of the diagram; close it [flow.syntax]\n"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let flows = try #require(json["flows"] as? [[String: Any]])
        #expect(flows.map { $0["id"] as? String } == ["spec_2"])
    }

    @Test func missingFileIsAUsageError() throws {
        let run = try CopydeckBinary.run(["flow", "dump", "no-such-file.mmd"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("no-such-file.mmd"))
        // An absolute path is named as given, its leading `/` kept.
        let absolute = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-missing-\(UUID().uuidString)/x.mmd").path
        let missing = try CopydeckBinary.run(["flow", "dump", absolute])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read \(absolute)"), "\(missing.stderr)")
    }

    /// Text that is not UTF-8 is located at its first bad byte, as lint locates it, and the
    /// other files still print; a file outside the current folder keeps its absolute path.
    @Test func invalidUTF8IsLocatedAsLintLocatesIt() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("copydeck-flow-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("flows"), elsewhere = root.appendingPathComponent("elsewhere")
        for made in [folder, elsewhere] { try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true) }
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("flowchart LR\n  A[사진] --> B[".utf8 + [0xC3, 0x28] + "]\n".utf8).write(to: folder.appendingPathComponent("bad.mmd"))
        try Data("graph TD\n  C --> D\n".utf8).write(to: folder.appendingPathComponent("good.mmd"))
        let bad = folder.appendingPathComponent("bad.mmd").path
        let run = try CopydeckBinary.run(["flow", "dump", bad, "../flows/good.mmd"], in: elsewhere, environment: ["NO_COLOR": "1"])
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("\(bad):2:15: error: the file is not UTF-8 text: 0xC3 0x28"), "\(run.stderr)")
        #expect(run.stderr.contains("[file.encoding]"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect((json["flows"] as? [[String: Any]])?.map { $0["id"] as? String } == ["good"])
    }
}
