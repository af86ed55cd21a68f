import CLibFuzzer
import CopydeckFuzzChecks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// The fuzzer of every target, one binary: `COPYDECK_FUZZ_TARGET` names the target (`Fuzz/run.sh`
// sets it), libFuzzer's command-line flags follow. This executable exists only when
// `COPYDECK_FUZZ=1` (Package.swift) and is built with `-sanitize=fuzzer`: SwiftPM gives it this
// `main`, which hands the loop to libFuzzer's driver with the target's check as the test of one
// input. A check that reports a problem aborts, so libFuzzer keeps the input.

func writeError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

guard let name = getenv("COPYDECK_FUZZ_TARGET").map({ String(cString: $0) }), let chosen = FuzzTarget(rawValue: name) else {
    writeError("set COPYDECK_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n")
    exit(2)
}
let target = chosen

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    let problems = target.check(input)
    if !problems.isEmpty {
        // `Fuzz/run.sh` names the input libFuzzer then saves a `finding-`, not a `crash-`.
        writeError("COPYDECK FUZZ FINDING (\(target.rawValue)):\n" + problems.map { "- " + $0 }.joined(separator: "\n") + "\n")
        abort()
    }
    return 0
})
