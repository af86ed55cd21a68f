import ArgumentParser
import CopydeckCompiler
import Foundation

/// Usage and I/O failures: one line on stderr and exit status 2.
enum Failure {
    static func usage(_ message: String) -> ExitCode {
        Terminal.standardError("copydeck: error: \(message)\n")
        return ExitCode(2)
    }

    static func run<T>(_ body: () throws(CopydeckError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw usage(error.description)
        }
    }
}
