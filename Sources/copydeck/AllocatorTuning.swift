#if canImport(Glibc)
import Glibc
#endif

/// How the process asks glibc's allocator for memory. Each thread's arena grows a few pages at a
/// time, one `mprotect` a step: a lint of 60,000 messages × 3 made about 1,300 of them. Asking
/// for 64 MiB at a time (address space, not memory: untouched pages are not resident) makes it
/// about 50, and that lint about 6 % faster (`Benchmarks/README.md`). Other platforms' allocators
/// are left as they are.
enum AllocatorTuning {
    static let topPad: Int32 = 64 << 20

    static func apply() {
        #if canImport(Glibc)
        // `mallopt` and `M_TOP_PAD` (-2) are declared in <malloc.h>, which the Glibc module does
        // not bring in: the function is found by name and called with C's calling convention.
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let topPadParameter: Int32 = -2
        guard let symbol = dlsym(nil, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(topPadParameter, topPad)
        #endif
    }
}
