import Foundation

/// A client written in Python with a protocol's own library (pytest-lsp, the MCP SDK), run by
/// pytest against the built `copydeck`: the tests of `copydeck lsp` and `copydeck mcp`.
enum PythonClient {
    /// `python3` on PATH when it can import `modules` (`.ci/run` installs them), else nil.
    static func python(importing modules: String) -> String? {
        guard let python = StringTablesTests.tool("python3"),
              let check = try? StringTablesTests.run(python, ["-c", "import \(modules)"]), check.status == 0 else { return nil }
        return python
    }

    /// Runs the pytest file `tests` (relative to the package) with `environment` added to this
    /// process's, `COPYDECK_BINARY` naming the built binary; its status and its whole report.
    static func pytest(_ python: String, _ tests: String, environment: [String: String]) throws -> (status: Int32, report: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-m", "pytest", "-p", "no:cacheprovider", "-q", CopydeckBinary.packageRoot.appendingPathComponent(tests).path]
        var merged = ProcessInfo.processInfo.environment
        merged["COPYDECK_BINARY"] = CopydeckBinary.url?.path
        merged.merge(environment) { $1 }
        process.environment = merged
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, report)
    }
}
