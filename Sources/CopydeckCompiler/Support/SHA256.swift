import CSHA256

/// SHA-256 (FIPS 180-4), for the bundle's content hash. Foundation on Linux has no CryptoKit and
/// the runtime must stay dependency-free, so the compiler carries this small implementation.
/// Whole blocks go through the processor's SHA instructions where it has them (`CSHA256`), else
/// through the rounds below: the same digest either way (`SHA256Tests`).
struct SHA256 {
    /// Who compresses the blocks.
    enum Rounds {
        /// These rounds, in Swift.
        case software
        /// The processor's SHA instructions.
        case hardware

        /// The processor's, when it has them.
        static let fastest: Rounds = copydeck_sha256_hardware_available() != 0 ? .hardware : .software
    }

    private let rounds: Rounds

    /// A hasher on `rounds`; the hardware's only where the processor has them (else these).
    init(rounds: Rounds = .fastest) {
        self.rounds = rounds == .hardware ? .fastest : rounds
    }


    private var state: [UInt32] = [
        0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
    ]
    /// Bytes of a block not yet full.
    private var buffer: [UInt8] = []
    private var length: UInt64 = 0

    mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // Contiguous bytes (an array, `Data`) are compressed a whole block at a time, in place.
        let done: Void? = bytes.withContiguousStorageIfAvailable { update(UnsafeRawBufferPointer($0)) }
        guard done == nil else { return }
        let copied = Array(bytes)
        copied.withUnsafeBytes { update($0) }
    }

    private mutating func update(_ bytes: UnsafeRawBufferPointer) {
        length &+= UInt64(bytes.count)
        var offset = 0
        if !buffer.isEmpty {
            let taken = min(64 - buffer.count, bytes.count)
            buffer.append(contentsOf: bytes[0..<taken])
            offset = taken
            guard buffer.count == 64 else { return }
            buffer.withUnsafeBytes { compress($0) }
            buffer.removeAll(keepingCapacity: true)
        }
        let whole = (bytes.count - offset) / 64 * 64
        if whole > 0 { compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + whole])) }
        buffer.append(contentsOf: bytes[(offset + whole)...])
    }

    consuming func finalize() -> [UInt8] {
        let bitLength = length &* 8
        var tail = buffer
        tail.append(0x80)
        while tail.count % 64 != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        tail.withUnsafeBytes { compress($0) }
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }

    static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hexString(hasher.finalize())
    }

    static func hexString(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xf)]] })
    }

    /// Whole 64-byte blocks, one after another: the message schedule on the stack, the state and
    /// the rounds in locals, written back once.
    private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
        guard rounds == .software else {
            let count = blocks.count / 64
            state.withUnsafeMutableBufferPointer { state in
                copydeck_sha256_hardware_compress(state.baseAddress, blocks.baseAddress?.assumingMemoryBound(to: UInt8.self), count)
            }
            return
        }
        // The round constants, shared with the hardware rounds (`CSHA256`).
        let k = UnsafeBufferPointer(start: copydeck_sha256_round_constants(), count: 64)
        state.withUnsafeMutableBufferPointer { state in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                var (h0, h1, h2, h3, h4, h5, h6, h7) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
                for start in stride(from: 0, to: blocks.count, by: 64) {
                    for i in 0..<16 { w[i] = UInt32(bigEndian: blocks.loadUnaligned(fromByteOffset: start + 4 * i, as: UInt32.self)) }
                    for i in 16..<64 {
                        let s0 = w[i - 15].rotatedRight(7) ^ w[i - 15].rotatedRight(18) ^ (w[i - 15] >> 3)
                        let s1 = w[i - 2].rotatedRight(17) ^ w[i - 2].rotatedRight(19) ^ (w[i - 2] >> 10)
                        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    for i in 0..<64 {
                        let s1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
                        let choice = (e & f) ^ (~e & g)
                        let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                        let s0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
                        let majority = (a & b) ^ (a & c) ^ (b & c)
                        let t2 = s0 &+ majority
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
                    h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                }
                (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]) = (h0, h1, h2, h3, h4, h5, h6, h7)
            }
        }
    }
}

private extension UInt32 {
    func rotatedRight(_ count: UInt32) -> UInt32 { (self >> count) | (self << (32 - count)) }
}
