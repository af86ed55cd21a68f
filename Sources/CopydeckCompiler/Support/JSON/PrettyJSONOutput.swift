import Foundation

/// Appends JSON to a byte buffer exactly as Foundation's `JSONSerialization` (and `JSONEncoder`)
/// writes it with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`: two spaces a level,
/// `"key" : value`, members separated by `,\n`, an empty object as `{`, two line breaks and the
/// closing brace at its own indentation, and no line break after the last brace. Keys must come
/// in order (`FoundationKeyOrder` for a String Catalog, `KeyOrder` for what `JSONEncoder` writes);
/// the writer only lays them out. `compact` lays them out as it writes without `.prettyPrinted`:
/// `"key":value`, members separated by `,`, an empty object as `{}`, no whitespace at all.
///
/// The bytes go into a `ByteBuffer` (it cannot be copied), handed to `Data` without a copy: a
/// catalog of 60,000 entries is about 70 MB, and appending to an array a piece at a time costs a
/// uniqueness check and reference counting on every append.
struct PrettyJSONOutput: ~Copyable {
    private var buffer: ByteBuffer
    var count: Int { buffer.count }
    /// The nesting depth of the object being written.
    private var depth = 0
    /// Whether each open object has a member yet, one bit a level (a catalog nests 11 deep; past
    /// 64 levels the bit is shared, which only a caller nesting that deep could notice).
    private var hasMembers: UInt64 = 0
    private let compact: Bool

    init(capacity: Int = 0, compact: Bool = false) {
        self.compact = compact
        buffer = ByteBuffer(capacity: capacity)
    }

    /// The bytes written, as `Data` that takes over the buffer.
    consuming func data() -> Data {
        buffer.data()
    }

    /// The bytes written, copied into an array.
    func bytes() -> [UInt8] {
        buffer.array()
    }

    // MARK: - JSON

    /// `{`: at the top or as the value of the key just written.
    mutating func beginObject() { open(UInt8(ascii: "{")) }

    mutating func endObject() { close(UInt8(ascii: "}")) }

    /// `[`: as the value of the key just written; its elements as an object's members are laid
    /// out, each on its own line (`element()` before each).
    mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Where the next element of the open array starts: after a `,` when it has one already.
    mutating func element() {
        startMember()
    }

    mutating func endArray() { close(UInt8(ascii: "]")) }

    /// `"key" : ` on its own line, after a `,` when the object has members already.
    mutating func key(_ key: String) {
        startMember()
        string(key)
        appendColon()
    }

    /// A key whose bytes need no escaping (the catalog's own field names).
    mutating func plainKey(_ key: StaticString) {
        startMember()
        plainString(key)
        appendColon()
    }

    /// A string value, escaped as Foundation escapes it (`JSONStringEscaping`).
    mutating func string(_ value: String) {
        append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                // Eight bytes at a time while none needs escaping (`JSONStringEscaping.clean`).
                if index + 8 <= utf8.count,
                   JSONStringEscaping.clean(UnsafeRawPointer(utf8.baseAddress.unsafelyUnwrapped + index).loadUnaligned(as: UInt64.self)) {
                    index += 8
                    continue
                }
                if JSONStringEscaping.needsEscape(utf8[index]) {
                    if runStart < index { append(UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
                    JSONStringEscaping.withEscape(of: utf8[index]) { append($0) }
                    runStart = index + 1
                }
                index += 1
            }
            if runStart < utf8.count { append(UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        }
        append(UInt8(ascii: "\""))
    }

    /// A string that needs no escaping (`"manual"`, `"1.0"`).
    mutating func plainString(_ value: StaticString) {
        append(UInt8(ascii: "\""))
        value.withUTF8Buffer { append($0) }
        append(UInt8(ascii: "\""))
    }

    /// The line break after the last brace, which files written through `OutputTree.json` end with.
    mutating func finalLineBreak() {
        append(UInt8(ascii: "\n"))
    }

    /// A JSON literal as written (`false`).
    mutating func literal(_ value: StaticString) {
        value.withUTF8Buffer { append($0) }
    }

    /// An integer as Foundation writes an `NSNumber` holding one: decimal digits, `-` if negative.
    mutating func integer(_ value: Int) {
        var text = String(value)
        text.withUTF8 { append($0) }
    }

    // MARK: - Bytes

    private var bit: UInt64 { 1 << UInt64((min(depth, 64) - 1) & 63) }

    private mutating func open(_ bracket: UInt8) {
        append(bracket)
        depth += 1
        hasMembers &= ~bit
    }

    /// Foundation writes an empty object or array as its opening bracket, a line break for the
    /// missing members, then its closing line (compact: the closing bracket).
    private mutating func close(_ bracket: UInt8) {
        let hadMembers = hasMembers & bit != 0
        depth -= 1
        if compact { return append(bracket) }
        append(UInt8(ascii: "\n"))
        if !hadMembers { append(UInt8(ascii: "\n")) }
        indent()
        append(bracket)
    }

    private mutating func startMember() {
        if hasMembers & bit != 0 {
            append(UInt8(ascii: ","))
        } else {
            hasMembers |= bit
        }
        if compact { return }
        append(UInt8(ascii: "\n"))
        indent()
    }

    private mutating func appendColon() {
        if compact { return append(UInt8(ascii: ":")) }
        buffer.append(" : ")
    }

    private mutating func indent() {
        buffer.append(repeating: UInt8(ascii: " "), count: depth * 2)
    }

    private mutating func append(_ byte: UInt8) {
        buffer.append(byte)
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        buffer.append(bytes)
    }
}
