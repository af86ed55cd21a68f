import Foundation

/// Where output goes, and whether it may be coloured.
enum Terminal {
    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func standardOutput(_ data: Data) {
        FileHandle.standardOutput.write(data)
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Ends the process with `status`, the project still in memory: handing a large project back
    /// object by object takes a good part of a lint's time, and the system reclaims it at once.
    /// Output is written unbuffered, so nothing is lost.
    static func exit(_ status: Int32) -> Never {
        Foundation.exit(status)
    }

    /// Colour only on a terminal, never when `NO_COLOR` is set (https://no-color.org).
    static var stderrWantsColor: Bool {
        let environment = ProcessInfo.processInfo.environment
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if environment["TERM"] == "dumb" { return false }
        return isatty(STDERR_FILENO) != 0
    }
}
