import Testing
@testable import CopydeckCompiler

/// `ByteWord`'s tests of eight bytes at once never miss a matching byte, and flag none in a word
/// without one (a borrow can only flag a byte after a matching one): checked byte by byte on
/// 20,000 words built from bytes near the values asked about.
@Suite struct ByteWordTests {
    @Test func wordTestsFindExactlyTheWordsWithAMatchingByte() {
        var seed: UInt64 = 0xB7E5
        func next() -> UInt64 {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 29
        }
        let near: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x26, 0x27, 0x3C, 0x3E, 0x5C, 0x61, 0x7E, 0x7F, 0x80, 0xA0, 0xE3, 0xFF]
        for _ in 0..<20_000 {
            let bytes = (0..<8).map { _ in near[Int(next() % UInt64(near.count))] }
            let word = bytes.withUnsafeBufferPointer { ByteWord.load($0, at: 0) }
            for target in [0x22, 0x26, 0x3C, 0x5C, 0x7F] as [UInt8] {
                #expect((ByteWord.has(target, in: word) != 0) == bytes.contains(target), "\(bytes) has \(target)")
            }
            #expect((ByteWord.hasBelow(0x20, in: word) != 0) == bytes.contains { $0 < 0x20 }, "\(bytes) below 0x20")
            #expect((ByteWord.hasNonASCII(word) != 0) == bytes.contains { $0 >= 0x80 }, "\(bytes) non-ASCII")
        }
    }
}
