/// Eight bytes read as one word (any byte order), and the classic tests of all eight at once,
/// for scanners that pass over runs of bytes needing nothing: `JSONStringEscaping` and
/// `MarkupRenderer`. Each test is nonzero when some byte matches; it may also flag a byte after
/// a matching one (a borrow), never miss one, so a flagged word only goes the slow way.
enum ByteWord {
    static let ones: UInt64 = 0x0101_0101_0101_0101
    static let high: UInt64 = 0x8080_8080_8080_8080

    /// The word at `offset` of `bytes`, which must hold eight bytes from there.
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self)
    }

    /// Some byte is `byte`: `x ^ byte…` has a zero byte there.
    @inline(__always)
    static func has(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let matched = word ^ (ones &* UInt64(byte))
        return (matched &- ones) & ~matched & high
    }

    /// Some byte is below `bound` (at most 0x80).
    @inline(__always)
    static func hasBelow(_ bound: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word & high
    }

    /// Some byte is 0x80 or above: part of a multi-byte UTF-8 character.
    @inline(__always)
    static func hasNonASCII(_ word: UInt64) -> UInt64 {
        word & high
    }
}
