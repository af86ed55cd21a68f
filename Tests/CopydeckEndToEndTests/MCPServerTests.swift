import Foundation
import Testing

/// `copydeck mcp` driven by a real client: PyPI's `mcp`, the official Python SDK, runs
/// Tests/MCP/test_copydeck_mcp.py against the server on a copy of the example project committed
/// to a git repository: the tools and resources listed, lint of a proposed text, explain,
/// fields, render (HTML, and a PNG by headless Chromium), a write refused and one made, and diff
/// seeing it.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct MCPServerTests {
    static let python = PythonClient.python(importing: "mcp, pytest_asyncio")

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
        let run = try PythonClient.pytest(python, "Tests/MCP/test_copydeck_mcp.py", environment: ["COPYDECK_MCP_PROJECT": project.path])
        #expect(run.status == 0, "\(run.report.suffix(4000))")
        #expect(run.report.contains("5 passed"), "\(run.report.suffix(4000))")
    }
}
