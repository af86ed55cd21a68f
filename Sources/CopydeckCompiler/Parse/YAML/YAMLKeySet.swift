/// The keys of a long mapping read so far, for `YAMLParser` to find a key written twice (which
/// it leaves to Yams, which reports it). Keys are equal as `String`s are equal (canonical
/// equivalence), as they were in the `Set<String>` this stands in for, at a fraction of its cost
/// on the thousands of keys of a locale file's screens:
///
/// - while every key is ASCII, equal strings are equal bytes, so keys are found in an
///   open-addressing table by a hash of their bytes (eight at a time), compared only when their
///   hashes meet;
/// - a key with any other byte (`é`, or the Kelvin sign, which is canonically `K`) moves every
///   key into a `Set<String>`, which decides from then on, as does a table whose probes run
///   past `probeLimit` (keys made to collide: the set's seeded hashing does not let them).
struct YAMLKeySet {
    private var keys: [String] = []
    private var hashes: [UInt64] = []
    /// Each slot 0 (empty) or a key's position in `keys` plus one; a power of two long.
    private var slots: [Int32] = []
    private var strings: Set<String>?
    private let probeLimit: Int

    init(probeLimit: Int = 64) {
        self.probeLimit = probeLimit
    }

    var isEmpty: Bool { keys.isEmpty && (strings?.isEmpty ?? true) }

    /// Adds `key`; false (and nothing added) when an equal key is already here.
    mutating func insert(_ key: String) -> Bool {
        if strings != nil { return strings!.insert(key).inserted }
        guard let hash = Self.asciiHash(key) else { return insertIntoSet(key) }
        if (keys.count + 1) * 2 > slots.count { grow() }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while slots[slot] != 0 {
            let position = Int(slots[slot]) - 1
            if hashes[position] == hash, keys[position] == key { return false }
            probes += 1
            if probes > probeLimit { return insertIntoSet(key) }
            slot = (slot + 1) & mask
        }
        slots[slot] = Int32(keys.count + 1)
        keys.append(key)
        hashes.append(hash)
        return true
    }

    private mutating func insertIntoSet(_ key: String) -> Bool {
        var set = Set(keys)
        (keys, hashes, slots) = ([], [], [])
        let inserted = set.insert(key).inserted
        strings = set
        return inserted
    }

    private mutating func grow() {
        let count = max(64, slots.count * 2)
        slots = [Int32](repeating: 0, count: count)
        let mask = count - 1
        for (position, hash) in hashes.enumerated() {
            var slot = Int(truncatingIfNeeded: hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(position + 1)
        }
    }

    /// A hash of the key's UTF-8, eight bytes at a time; nil when a byte is not ASCII.
    static func asciiHash(_ key: String) -> UInt64? {
        var key = key
        return key.withUTF8 { bytes -> UInt64? in
            let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            var high: UInt64 = 0
            var index = 0
            while index + 8 <= bytes.count {
                let word = ByteWord.load(bytes, at: index)
                high |= word
                hash = (hash ^ word) &* multiplier
                hash ^= hash >> 32
                index += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while index < bytes.count {
                tail |= UInt64(bytes[index]) << shift
                shift += 8
                index += 1
            }
            high |= tail
            guard ByteWord.hasNonASCII(high) == 0 else { return nil }
            hash = (hash ^ tail) &* multiplier
            return hash ^ (hash >> 29)
        }
    }
}
