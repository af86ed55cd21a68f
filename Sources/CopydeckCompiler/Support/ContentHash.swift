import Foundation

/// A fast 64-bit hash of bytes, eight at a time, for telling whether a file is the one Copydeck
/// wrote or read before (the output marker, the build cache). Not a security measure: it guards
/// against edits and accidents, not against someone forging a collision.
///
/// Each 8-byte word is multiplied in and the state rotated (in the manner of xxHash and wyhash);
/// the length is folded in, and a final avalanche spreads every bit. On these machines it reads
/// several gigabytes a second, where FNV-1a, a byte at a time, read under one.
struct ContentHash {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9

    static func of(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash = prime3 ^ (UInt64(bytes.count) &* prime1)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = mix(hash, word)
            offset += 8
        }
        if offset < bytes.count {
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail |= UInt64(bytes[index]) << (8 * UInt64(index - offset)) }
            hash = mix(hash, tail)
        }
        return avalanche(hash)
    }

    static func of(_ bytes: some ContiguousBytes) -> UInt64 {
        bytes.withUnsafeBytes { of($0) }
    }

    /// The hash as 16 hex digits.
    static func hex(_ bytes: some ContiguousBytes) -> String {
        hex(of(bytes))
    }

    static func hex(_ hash: UInt64) -> String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func mix(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let folded = hash ^ (word &* prime2)
        return ((folded << 31) | (folded >> 33)) &* prime1
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var hash = value
        hash ^= hash >> 33
        hash = hash &* prime2
        hash ^= hash >> 29
        hash = hash &* prime3
        hash ^= hash >> 32
        return hash
    }
}
