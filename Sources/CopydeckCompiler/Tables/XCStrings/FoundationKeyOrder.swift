import Foundation

/// The order in which Foundation's `JSONSerialization` writes the keys of an object under
/// `.sortedKeys`, which is the order of every level of an Xcode String Catalog.
///
/// swift-corelibs-foundation sorts with
/// `a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex, locale: NSLocale.system)`:
/// ICU's root collation with numeric collation (`a9` before `a10`), letters compared without case
/// first (`a` before `B`), punctuation before digits before letters (`-` before `.`, `%@` after
/// `-`), and, for keys those leave equal, a tie-break that makes the order total. Asking
/// Foundation costs about 2.5 µs a comparison (60,000 keys sort in 2.4 s), so keys of printable
/// ASCII, which message keys and Info.plist keys are, get a collation key of bytes whose plain
/// byte order is Foundation's order; any other key is compared by Foundation itself. The tests
/// hold the two to agree, exhaustively over short keys and at random over long ones.
///
/// Every key Copydeck writes (message keys, Info.plist keys) is printable ASCII, ordered here
/// without Foundation and exactly as Foundation orders it. Foundation's answers for some other
/// keys are not consistent from call to call (a key with U+026A or a DEL, found by fuzzing): a
/// foreign catalog holding such keys has no one order, in JSONSerialization's output or here.
///
/// What the collation key encodes, as measured against Foundation on Linux:
/// - primary weights: space and punctuation in ICU's root order
///   (`` _-,;:!?.'"()[]{}@*/\&#%`^+<=>|~$``), then a run of digits as one number compared by
///   value (leading zeros ignored), then letters `a`…`z` without case;
/// - a shorter key whose weights are a prefix of a longer one's comes first;
/// - keys with equal weights are ordered by their first difference left to right: a lowercase
///   letter before its uppercase, a number with fewer leading zeros before one with more.
enum FoundationKeyOrder {
    /// Foundation's comparison of two keys: the collation keys' byte order when both have one,
    /// Foundation's `compare` otherwise.
    static func compare(_ a: String, _ b: String) -> ComparisonResult {
        if let left = collationKey(a), let right = collationKey(b) {
            return compareBytes(left, right)
        }
        return foundationCompare(a, b)
    }

    /// What `JSONSerialization` calls, unchanged: the reference the fast path is tested against.
    static func foundationCompare(_ a: String, _ b: String) -> ComparisonResult {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex, locale: NSLocale.system)
    }

    /// The positions of `keys` in Foundation's order (`keys[order[0]]` comes first).
    ///
    /// Foundation's comparison is not transitive for some non-ASCII keys (`ßİ` < `ßı` < `ssıa`
    /// < `ßİ`): `JSONSerialization` then writes them in an order that changes from run to run
    /// with the dictionary's hash seed. Such keys are first put in the order of their UTF-8
    /// bytes, so the order written depends on the keys alone, never on the order the table
    /// lists them in.
    static func sortedIndices(_ keys: [String]) -> [Int] {
        let collationKeys = keys.map(collationKey)
        let fastKeys = collationKeys.compactMap { $0 }
        if fastKeys.count == keys.count {
            return keys.indices.sorted { compareBytes(fastKeys[$0], fastKeys[$1]) == .orderedAscending }
        }
        let byBytes = keys.indices.sorted { keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
        // Foundation's answer is not even antisymmetric for some keys (one with a DEL says
        // "descending" both ways round; found by fuzzing): it is asked with the two keys in their
        // UTF-8 order and the answer turned round, so the comparison is at least antisymmetric.
        let rank = [Int](unsafeUninitializedCapacity: keys.count) { buffer, count in
            for (position, index) in byBytes.enumerated() { buffer[index] = position }
            count = keys.count
        }
        return byBytes.sorted { i, j in
            if let left = collationKeys[i], let right = collationKeys[j] {
                return compareBytes(left, right) == .orderedAscending
            }
            if rank[i] < rank[j] { return foundationCompare(keys[i], keys[j]) == .orderedAscending }
            return foundationCompare(keys[j], keys[i]) == .orderedDescending
        }
    }

    /// The positions of the first of each distinct key (distinct as Swift compares strings), in
    /// Foundation's order. Keys with collation keys are equal exactly when their collation keys
    /// are, so those are told apart by the sort itself, without hashing every key.
    static func sortedFirstIndices(_ keys: [String]) -> [Int] {
        let collationKeys = keys.map(collationKey)
        let fastKeys = collationKeys.compactMap { $0 }
        guard fastKeys.count == keys.count else {
            var seen = Set<String>()
            let firsts = keys.indices.filter { seen.insert(keys[$0]).inserted }
            return sortedIndices(firsts.map { keys[$0] }).map { firsts[$0] }
        }
        let sorted = keys.indices.sorted { i, j in
            switch compareBytes(fastKeys[i], fastKeys[j]) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: i < j
            }
        }
        var firsts: [Int] = []
        firsts.reserveCapacity(sorted.count)
        for index in sorted where firsts.last.map({ fastKeys[$0] != fastKeys[index] }) ?? true {
            firsts.append(index)
        }
        return firsts
    }

    /// `keys` in Foundation's order.
    static func sorted(_ keys: [String]) -> [String] {
        sortedIndices(keys).map { keys[$0] }
    }

    // MARK: - Collation keys

    /// Digit runs longer than this are left to Foundation: ICU cuts numbers of more than 254
    /// digits into pieces, and no key needs numbers that long.
    static let longestDigitRun = 64

    /// Bytes whose lexicographic order is Foundation's order of the keys, or nil when the key has
    /// a character outside printable ASCII (U+0020–U+007E) or a digit run longer than
    /// `longestDigitRun`.
    ///
    /// Layout: the primary weights (one byte a character; `numberWeight`, the count of
    /// significant digits and those digits for a run of digits), a 0 that ends them (below every
    /// weight, so a prefix comes first), then one tie byte a weight (1 for an uppercase letter, 0
    /// for any other character; the count of leading zeros for a number). Two keys with the same
    /// primary weights have the same characters and numbers in the same places, so their tie
    /// bytes line up and the first difference decides, as Foundation's does.
    static func collationKey(_ key: String) -> [UInt8]? {
        var key = key
        return key.withUTF8 { bytes -> [UInt8]? in
            var primary: [UInt8] = []
            primary.reserveCapacity(bytes.count + 2)
            var ties: [UInt8] = []
            ties.reserveCapacity(bytes.count)
            var index = 0
            var hasControl = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                    var end = index
                    while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
                    guard end - index <= longestDigitRun else { return nil }
                    var significant = index
                    while significant < end, bytes[significant] == UInt8(ascii: "0") { significant += 1 }
                    primary.append(numberWeight)
                    primary.append(UInt8(end - significant))
                    primary.append(contentsOf: bytes[significant..<end])
                    ties.append(UInt8(significant - index))
                    index = end
                    continue
                }
                // A control character that is no white space (not tab, line feed, vertical tab,
                // form feed, carriage return or the separators 0x1C–0x1F, which ICU weighs) has
                // no weight in ICU's collation, and Foundation's answers for keys holding one are
                // not even consistent (a DEL, found by fuzzing): it is skipped here, and the
                // bytes of the whole key break the tie last.
                if (byte < 0x20 && !(0x09...0x0D).contains(byte) && byte < 0x1C) || byte == 0x7F {
                    hasControl = true
                    index += 1
                    continue
                }
                let weight = byte < 0x80 ? primaryWeights[Int(byte)] : 0
                guard weight != 0 else { return nil }
                primary.append(weight)
                ties.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? 1 : 0)
                index += 1
            }
            primary.append(0)
            primary.append(contentsOf: ties)
            if hasControl {
                // After the ties: 0 then the key's bytes (a key without a control character ends
                // before, so it comes first among equals).
                primary.append(0)
                primary.append(contentsOf: bytes)
            }
            return primary
        }
    }

    /// The weight of every number (between punctuation and letters).
    private static let numberWeight: UInt8 = 64

    /// Primary weights of printable ASCII but digits; 0 for what has no fast key.
    private static let primaryWeights: [UInt8] = {
        var weights = [UInt8](repeating: 0, count: 128)
        // ICU root collation's order of space and ASCII punctuation, as Foundation sorts them.
        for (rank, byte) in " _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8.enumerated() {
            weights[Int(byte)] = UInt8(rank + 1)
        }
        for letter in UInt8(ascii: "a")...UInt8(ascii: "z") {
            let weight = 100 + (letter - UInt8(ascii: "a"))
            weights[Int(letter)] = weight
            weights[Int(letter - 32)] = weight
        }
        return weights
    }()

    private static func compareBytes(_ a: [UInt8], _ b: [UInt8]) -> ComparisonResult {
        let common = min(a.count, b.count)
        let order = a.withUnsafeBufferPointer { left in
            b.withUnsafeBufferPointer { right -> Int32 in
                guard common > 0, let l = left.baseAddress, let r = right.baseAddress else { return 0 }
                return memcmp(l, r, common)
            }
        }
        if order != 0 { return order < 0 ? .orderedAscending : .orderedDescending }
        if a.count == b.count { return .orderedSame }
        return a.count < b.count ? .orderedAscending : .orderedDescending
    }
}
