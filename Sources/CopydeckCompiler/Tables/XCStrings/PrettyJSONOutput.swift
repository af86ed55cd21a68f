/// Appends JSON to a byte buffer exactly as Foundation's `JSONSerialization` writes it with
/// `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: two spaces a level, `"key" : value`,
/// members separated by `,\n`, an empty object as `{`, two line breaks and the closing brace at
/// its own indentation, and no line break after the last brace. Keys must come in order
/// (`FoundationKeyOrder`); the writer only lays them out.
struct PrettyJSONOutput {
    private(set) var bytes: [UInt8] = []
    /// The nesting depth of the object being written.
    private var depth = 0
    /// Whether the open object has a member yet (one flag a level).
    private var hasMembers: [Bool] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// `{`: at the top or as the value of the key just written.
    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        hasMembers.append(false)
    }

    mutating func endObject() {
        let hadMembers = hasMembers.removeLast()
        depth -= 1
        bytes.append(UInt8(ascii: "\n"))
        // Foundation writes `{`, a line break for the missing members, then its closing line.
        if !hadMembers { bytes.append(UInt8(ascii: "\n")) }
        indent()
        bytes.append(UInt8(ascii: "}"))
    }

    /// `"key" : ` on its own line, after a `,` when the object has members already.
    mutating func key(_ key: String) {
        if hasMembers[hasMembers.count - 1] {
            bytes.append(UInt8(ascii: ","))
        } else {
            hasMembers[hasMembers.count - 1] = true
        }
        bytes.append(UInt8(ascii: "\n"))
        indent()
        string(key)
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// A key whose bytes need no escaping (the catalog's own field names).
    mutating func plainKey(_ key: StaticString) {
        if hasMembers[hasMembers.count - 1] {
            bytes.append(UInt8(ascii: ","))
        } else {
            hasMembers[hasMembers.count - 1] = true
        }
        bytes.append(UInt8(ascii: "\n"))
        indent()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: " "))
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
    }

    /// A string value, escaped as Foundation escapes it (`JSONStringEscaping`).
    mutating func string(_ value: String) {
        JSONStringEscaping.append(value, to: &bytes)
    }

    /// A string that needs no escaping (`"manual"`, `"1.0"`).
    mutating func plainString(_ value: StaticString) {
        bytes.append(UInt8(ascii: "\""))
        value.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// An integer as Foundation writes an `NSNumber` holding one: decimal digits, `-` if negative.
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: [UInt8] = []
        repeat {
            digits.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        bytes.append(contentsOf: digits.reversed())
    }

    private mutating func indent() {
        for _ in 0..<depth {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: " "))
        }
    }
}
