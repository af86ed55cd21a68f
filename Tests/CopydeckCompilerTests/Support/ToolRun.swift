import Foundation

/// Runs a native tool (plutil, swiftc, a program it built) to its end: its status, standard output
/// and standard error, the error read while the output is, so neither full pipe stalls the tool.
enum ToolRun {
    struct Outcome {
        var status: Int32
        var output: Data
        var error: Data
        var errorText: String { String(decoding: error, as: UTF8.self) }
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let errorData = ErrorBytes()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: data, error: errorData.wait())
    }

    /// The standard error, handed from its reader thread.
    private final class ErrorBytes: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()
        func set(_ bytes: Data) {
            data = bytes
            done.signal()
        }
        func wait() -> Data {
            done.wait()
            return data
        }
    }
}
