import CopydeckFuzzChecks
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// libFuzzer's entry points for every target in one binary; `COPYDECK_FUZZ_TARGET` names the
// target (`Fuzz/run.sh` sets it). libFuzzer supplies `main`: this target exists only when
// `COPYDECK_FUZZ=1` (see Package.swift) and is built with `-sanitize=fuzzer`.

nonisolated(unsafe) private var target = FuzzTarget.yaml

@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>) -> CInt {
    guard let name = getenv("COPYDECK_FUZZ_TARGET").map({ String(cString: $0) }), let chosen = FuzzTarget(rawValue: name) else {
        fputs("set COPYDECK_FUZZ_TARGET to one of: \(FuzzTarget.allCases.map(\.rawValue).joined(separator: ", "))\n", stderr)
        exit(2)
    }
    target = chosen
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let input = size > 0 && data != nil ? Array(UnsafeBufferPointer(start: data, count: size)) : []
    let problems = target.check(input)
    if !problems.isEmpty {
        // `Fuzz/run.sh` names the input libFuzzer saves next a `finding-`, not a `crash-`.
        fputs("COPYDECK FUZZ FINDING (\(target.rawValue)):\n" + problems.map { "- " + $0 }.joined(separator: "\n") + "\n", stderr)
        abort()
    }
    return 0
}
