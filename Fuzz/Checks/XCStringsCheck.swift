import CopydeckCompiler

/// `XCStringsReaderCheck` (next to `XCStringsReader`) on the input, any bytes: the reader never
/// crashes, its diagnostics and strings point inside the file, a syntax error reads nothing, and
/// whatever it read, written as a catalog and read back, gives the same strings, which write to
/// the same bytes again.
enum XCStringsCheck {
    static func check(_ input: [UInt8]) -> [String] {
        XCStringsReaderCheck.problems(in: input)
    }
}
