import Foundation

/// Writes an XML property list of dictionaries and strings with the bytes `plutil -convert xml1`
/// writes (CoreFoundation's XML writer): the XML declaration, Apple's DOCTYPE,
/// `<plist version="1.0">`, one element per line indented with tabs, dictionary keys sorted by
/// UTF-16 code unit (CF's `CFStringCompare` without options: `NSString…` before lowercase names,
/// characters past U+FFFF before U+E000–U+FFFF), `<dict/>` for an empty dictionary, only `&`, `<`
/// and `>` escaped (as `&amp;`, `&lt;`, `&gt;`; quotes and control characters are written as they
/// are, as CF does), and a line break after `</plist>`.
struct PlistXMLWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
        bytes.append(contentsOf: """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">

            """.utf8)
    }

    mutating func finish() -> [UInt8] {
        bytes.append(contentsOf: "</plist>\n".utf8)
        return bytes
    }

    mutating func indent(_ depth: Int) {
        for _ in 0..<depth { bytes.append(UInt8(ascii: "\t")) }
    }

    mutating func openDictionary(depth: Int) {
        indent(depth)
        bytes.append(contentsOf: "<dict>\n".utf8)
    }

    mutating func closeDictionary(depth: Int) {
        indent(depth)
        bytes.append(contentsOf: "</dict>\n".utf8)
    }

    mutating func emptyDictionary(depth: Int) {
        indent(depth)
        bytes.append(contentsOf: "<dict/>\n".utf8)
    }

    mutating func key(_ key: String, depth: Int) {
        indent(depth)
        bytes.append(contentsOf: "<key>".utf8)
        appendEscaped(key)
        bytes.append(contentsOf: "</key>\n".utf8)
    }

    mutating func string(_ value: String, depth: Int) {
        indent(depth)
        bytes.append(contentsOf: "<string>".utf8)
        appendEscaped(value)
        bytes.append(contentsOf: "</string>\n".utf8)
    }

    /// A `<key>` and its `<string>`.
    mutating func entry(_ key: String, _ value: String, depth: Int) {
        self.key(key, depth: depth)
        string(value, depth: depth)
    }

    private mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { source in
            var clean = 0
            for index in 0..<source.count {
                let replacement: StaticString
                switch source[index] {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                default: continue
                }
                if clean < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[clean..<index])) }
                replacement.withUTF8Buffer { bytes.append(contentsOf: $0) }
                clean = index + 1
            }
            if clean < source.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[clean..<source.count])) }
        }
    }

    /// Whether two strings have the same UTF-8 bytes (CF compares keys so, not by Unicode
    /// equivalence as Swift's `==` does).
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                guard x.count == y.count, let p = x.baseAddress, let q = y.baseAddress else { return x.count == y.count }
                return memcmp(p, q, x.count) == 0
            }
        }
    }

    /// Whether `a` sorts before `b` by UTF-16 code units, as CF sorts dictionary keys, compared on
    /// UTF-8: the orders agree but where a character past U+FFFF (a surrogate pair in UTF-16,
    /// lead byte F0–F4) meets one of U+E000–U+FFFF (lead byte EE or EF): UTF-16 puts the former
    /// first.
    static func precedes(_ a: String, _ b: String) -> Bool {
        var a = a, b = b
        return a.withUTF8 { x in
            b.withUTF8 { y in
                let count = min(x.count, y.count)
                var index = 0
                while index < count, x[index] == y[index] { index += 1 }
                if index == count { return x.count < y.count }
                let (p, q) = (x[index], y[index])
                if p >= 0xF0 && (q == 0xEE || q == 0xEF) { return true }
                if q >= 0xF0 && (p == 0xEE || p == 0xEF) { return false }
                return p < q
            }
        }
    }
}
