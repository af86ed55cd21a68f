import Foundation
import Testing

/// `copydeck lsp` driven by a real client: PyPI's pytest-lsp (pygls), which also holds every
/// message to the protocol's specification, runs Tests/LanguageServer/test_copydeck_lsp.py
/// against the server on a copy of the example project: diagnostics of unsaved edits with lint's
/// rules and ranges, hover, definition, references, symbols, completion and a quick fix.
@Suite(.enabled(if: CopydeckBinary.url != nil, "the copydeck binary is built by `swift build` / `swift test`"))
struct LanguageServerTests {
    /// The Python that has pytest-lsp (`python3 -m pip install pytest-lsp`; `.ci/run` installs it).
    static var python: String? {
        guard let python = StringTablesTests.tool("python3"),
              let check = try? StringTablesTests.run(python, ["-c", "import pytest_lsp, pytest_asyncio"]), check.status == 0 else { return nil }
        return python
    }

    @Test(.enabled(if: python != nil || PreviewSupport.required, "needs pytest-lsp (python3 -m pip install pytest-lsp; CI installs it)"))
    func aRealClientEditsTheExampleProject() throws {
        let python = try #require(Self.python, "pytest-lsp is not installed for python3")
        let project = try ExampleProjectTests().copy()
        defer { try? FileManager.default.removeItem(at: project) }
        let tests = CopydeckBinary.packageRoot.appendingPathComponent("Tests/LanguageServer/test_copydeck_lsp.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-m", "pytest", "-p", "no:cacheprovider", "-q", tests.path]
        var environment = ProcessInfo.processInfo.environment
        environment["COPYDECK_BINARY"] = try #require(CopydeckBinary.url).path
        environment["COPYDECK_LSP_PROJECT"] = project.path
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(report.suffix(4000))")
        #expect(report.contains("5 passed"), "\(report.suffix(4000))")
    }
}
