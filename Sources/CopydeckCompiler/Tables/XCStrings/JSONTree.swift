/// A JSON document as a flat list of nodes in document order, each knowing where its token
/// stands in the bytes, so a reader can point at the line and column of any value. Containers
/// hold no child arrays: a container's descendants follow it, up to `subtreeEnd`, and an
/// object's members are key, value, key, value. Nothing is recursive, so no document, however
/// deep, can exhaust the stack (the parser bounds the depth anyway).
struct JSONTree {
    enum Kind: UInt8 {
        case object, array, string, number, `true`, `false`, null
    }

    struct Node {
        var kind: Kind
        /// For a string: whether it has a backslash escape (else its bytes are its text).
        var hasEscapes: Bool
        /// Byte offset of the token's first byte (`{`, `[`, `"`, a digit or `-`, a letter).
        var start: Int32
        /// Byte offset just past the token (past the closing bracket for a container).
        var end: Int32
        /// The index past this node's last descendant (its own index + 1 for a scalar).
        var subtreeEnd: Int32
    }

    let bytes: [UInt8]
    let nodes: [Node]

    static let root = 0

    func kind(_ node: Int) -> Kind { nodes[node].kind }

    /// The members of an object: (key node, value node) pairs in document order.
    func members(_ object: Int) -> [(key: Int, value: Int)] {
        var members: [(key: Int, value: Int)] = []
        var child = object + 1
        let end = Int(nodes[object].subtreeEnd)
        while child + 1 < end {
            members.append((child, child + 1))
            child = Int(nodes[child + 1].subtreeEnd)
        }
        return members
    }

    /// The elements of an array.
    func elements(_ array: Int) -> [Int] {
        var elements: [Int] = []
        var child = array + 1
        let end = Int(nodes[array].subtreeEnd)
        while child < end {
            elements.append(child)
            child = Int(nodes[child].subtreeEnd)
        }
        return elements
    }

    /// The text of a string node, its escapes decoded (the parser checked them).
    func string(_ node: Int) -> String {
        let item = nodes[node]
        let start = Int(item.start) + 1, end = Int(item.end) - 1
        guard item.kind == .string, start <= end else { return "" }
        guard item.hasEscapes else {
            return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
        }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(end - start)
        var index = start
        while index < end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < end else {
                decoded.append(byte)
                index += 1
                continue
            }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "u"):
                var value = hexValue(at: index)
                index += 4
                if (0xD800...0xDBFF).contains(value), index + 6 <= end, bytes[index] == UInt8(ascii: "\\") {
                    let low = hexValue(at: index + 2)
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
                decoded.append(contentsOf: String(scalar).utf8)
            default: decoded.append(escape)   // `"`, `\`, `/`
            }
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Whether a string node's text is `literal` (ASCII), as Swift compares strings: on the raw
    /// bytes when the node is ASCII without escapes, as decoded text otherwise.
    func isString(_ node: Int, _ literal: StaticString) -> Bool {
        let item = nodes[node]
        guard item.kind == .string else { return false }
        let start = Int(item.start) + 1, end = Int(item.end) - 1
        let plain = !item.hasEscapes && isASCII(start, end)
        return literal.withUTF8Buffer { expected in
            guard plain else { return string(node) == String(decoding: expected, as: UTF8.self) }
            guard end - start == expected.count else { return false }
            for offset in 0..<expected.count where bytes[start + offset] != expected[offset] { return false }
            return true
        }
    }

    /// Whether two string nodes hold the same text, as Swift compares strings.
    func sameString(_ a: Int, _ b: Int) -> Bool {
        let left = nodes[a], right = nodes[b]
        let leftStart = Int(left.start) + 1, leftEnd = Int(left.end) - 1
        let rightStart = Int(right.start) + 1, rightEnd = Int(right.end) - 1
        if !left.hasEscapes, !right.hasEscapes, isASCII(leftStart, leftEnd), isASCII(rightStart, rightEnd) {
            return bytes[leftStart..<leftEnd].elementsEqual(bytes[rightStart..<rightEnd])
        }
        return string(a) == string(b)
    }

    private func isASCII(_ start: Int, _ end: Int) -> Bool {
        var index = start
        while index < end {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// The bytes of a number's literal.
    func literal(_ node: Int) -> ArraySlice<UInt8> {
        bytes[Int(nodes[node].start)..<Int(nodes[node].end)]
    }

    /// The value of four hex digits at `index` (the parser checked they are).
    private func hexValue(at index: Int) -> UInt32 {
        var value: UInt32 = 0
        for offset in 0..<4 where index + offset < bytes.count {
            value = value << 4 | UInt32(JSONParser.hexDigitValue(bytes[index + offset]) ?? 0)
        }
        return value
    }
}
