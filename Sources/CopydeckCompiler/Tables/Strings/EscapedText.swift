/// The text of a quoted string with escapes: UTF-8 bytes, and UTF-16 units from `\U` escapes,
/// which pair up when a high surrogate is followed by a low one, as they do in CF's UTF-16.
struct EscapedText {
    private var bytes: [UInt8] = []
    private var pendingHigh: UInt16?
    private var loneSurrogate = false

    mutating func append(_ slice: ArraySlice<UInt8>) {
        guard !slice.isEmpty else { return }
        flushPending()
        bytes.append(contentsOf: slice)
    }

    mutating func append(unit: UInt16) {
        if let high = pendingHigh {
            pendingHigh = nil
            if unit >= 0xDC00 && unit <= 0xDFFF {
                let scalar = 0x10000 + ((UInt32(high) - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
                appendScalar(scalar)
                return
            }
            loneSurrogate = true
        }
        switch unit {
        case 0xD800...0xDBFF: pendingHigh = unit
        case 0xDC00...0xDFFF: loneSurrogate = true
        default: appendScalar(UInt32(unit))
        }
    }

    /// The text, or nil when a surrogate was left without its other half.
    mutating func finish() -> String? {
        flushPending()
        return loneSurrogate ? nil : String(decoding: bytes, as: UTF8.self)
    }

    private mutating func flushPending() {
        if pendingHigh != nil {
            pendingHigh = nil
            loneSurrogate = true
        }
    }

    private mutating func appendScalar(_ value: UInt32) {
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | value >> 12 & 0x3F))
            bytes.append(UInt8(0x80 | value >> 6 & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
