import Foundation
import Testing

/// `copydeck mcp` driven by a real client: PyPI's `mcp`, the official Python SDK, runs
/// Tests/MCP/test_copydeck_mcp.py against the server on a copy of the example project committed
/// to a git repository: the tools and resources listed, lint of a proposed text, explain,
/// fields, render, a write refused and one made, and diff seeing it.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct MCPServerTests {
    /// The Python that has the MCP SDK (`python3 -m pip install mcp`; `.ci/run` installs it).
    static var python: String? {
        guard let python = StringTablesTests.tool("python3"),
              let check = try? StringTablesTests.run(python, ["-c", "import mcp, pytest_asyncio"]), check.status == 0 else { return nil }
        return python
    }

    @Test(.enabled(if: (python != nil && StringTablesTests.tool("git") != nil) || PreviewSupport.required,
                   "needs PyPI's mcp and pytest-asyncio (python3 -m pip install mcp pytest-asyncio; CI installs them) and git"))
    func anAssistantsClientUsesEveryTool() throws {
        let python = try #require(Self.python, "the mcp package is not installed for python3")
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let git = DiffCommandTests()
        try git.git(project, "init", "-q", "-b", "main")
        try git.git(project, "add", "-A")
        try git.git(project, "commit", "-q", "-m", "the copy")
        let tests = CopydeckBinary.packageRoot.appendingPathComponent("Tests/MCP/test_copydeck_mcp.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-m", "pytest", "-p", "no:cacheprovider", "-q", tests.path]
        var environment = ProcessInfo.processInfo.environment
        environment["COPYDECK_BINARY"] = try #require(CopydeckBinary.url).path
        environment["COPYDECK_MCP_PROJECT"] = project.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report.suffix(4000))")
        #expect(report.contains("4 passed"), "\(report.suffix(4000))")
    }
}
