/// Finds the first byte that does not begin a well-formed UTF-8 character (RFC 3629: no
/// overlong forms, no surrogates, nothing past U+10FFFF), reading eight ASCII bytes at a time,
/// without building a string of the whole file.
enum UTF8Scan {
    /// The offset of the first ill-formed sequence's first byte, or nil when `bytes` is UTF-8.
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBytes { raw -> Int? in
            let count = raw.count
            var index = 0
            while index < count {
                // Eight ASCII bytes at once.
                if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
                let lead = raw[index]
                if lead < 0x80 {
                    index += 1
                    continue
                }
                let length: Int
                var low: UInt8 = 0x80, high: UInt8 = 0xBF   // the second byte's range
                switch lead {
                case 0xC2...0xDF: length = 2
                case 0xE0: length = 3; low = 0xA0
                case 0xE1...0xEC, 0xEE...0xEF: length = 3
                case 0xED: length = 3; high = 0x9F
                case 0xF0: length = 4; low = 0x90
                case 0xF1...0xF3: length = 4
                case 0xF4: length = 4; high = 0x8F
                default: return index
                }
                guard index + length <= count else { return index }
                let second = raw[index + 1]
                guard second >= low, second <= high else { return index }
                for offset in 2..<length where raw[index + offset] & 0xC0 != 0x80 { return index }
                index += length
            }
            return nil
        }
    }
}
