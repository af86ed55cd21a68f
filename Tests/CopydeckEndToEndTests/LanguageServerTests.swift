import Foundation
import Testing

/// `copydeck lsp` driven by a real client: PyPI's pytest-lsp (pygls), which also holds every
/// message to the protocol's specification, runs Tests/LanguageServer/test_copydeck_lsp.py
/// against the server on a copy of the example project: diagnostics of unsaved edits with lint's
/// rules and ranges, hover, definition, references, symbols, completion and a quick fix.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct LanguageServerTests {
    static let python = PythonClient.python(importing: "pytest_lsp, pytest_asyncio")

    @Test(.enabled(if: python != nil || PreviewSupport.required, "needs pytest-lsp (python3 -m pip install pytest-lsp; CI installs it)"))
    func aRealClientEditsTheExampleProject() throws {
        let python = try #require(Self.python, "pytest-lsp is not installed for python3")
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let run = try PythonClient.pytest(python, "Tests/LanguageServer/test_copydeck_lsp.py", environment: ["COPYDECK_LSP_PROJECT": project.path])
        #expect(run.status == 0, "\(run.report.suffix(4000))")
        #expect(run.report.contains("6 passed"), "\(run.report.suffix(4000))")
    }
}
