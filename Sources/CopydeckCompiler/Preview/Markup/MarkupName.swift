/// An element's or an attribute's name, checked: an ASCII letter, then letters, digits, `-` and
/// `:`. It keeps the name in ASCII lower case and its first eight bytes as one number, so what
/// the renderer asks of a name (a void element? raw text? an event handler? a URL?) is a few
/// comparisons of numbers. The renderer asks this of every element and attribute of every page,
/// millions a build; compared string by string, with each attribute's value copied out of an
/// enum, those questions were about 6 % of a full build's instructions.
struct MarkupName {
    /// The name in ASCII lower case: the same string when it has no capital, as most have.
    let lowered: String
    /// `lowered`'s length in bytes, which is its length in characters (it is ASCII).
    let count: Int
    /// `lowered`'s first eight bytes, the first in the lowest byte, zeros past its end. A name
    /// holds no zero byte, so two names of at most eight bytes are equal when these are.
    let prefix: UInt64

    /// The name checked; nil when it is not a valid name.
    init?(_ name: String) {
        var name = name
        // Read in place. A valid name's bytes all have the 0x20 bit set once lower-cased (the
        // letters gain it, digits, `-` and `:` have it), so the prefix is lower-cased at once.
        let checked: (prefix: UInt64, capitals: Bool)? = name.withUTF8 { utf8 in
            guard let first = utf8.first, case 0x61...0x7A = first | 0x20 else { return nil }
            var capitals = false
            for byte in utf8 {
                switch byte {
                case 0x61...0x7A, 0x30...0x39, 0x2D, 0x3A: continue
                case 0x41...0x5A: capitals = true
                default: return nil
                }
            }
            let length = min(8, utf8.count)
            var prefix: UInt64 = 0
            withUnsafeMutableBytes(of: &prefix) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(utf8)[..<length])) }
            let present: UInt64 = length == 8 ? ~0 : (1 << (8 * UInt64(length))) - 1
            return (UInt64(littleEndian: prefix) | (0x2020_2020_2020_2020 & present), capitals)
        }
        guard let checked else { return nil }
        lowered = checked.capitals ? name.lowercased() : name
        count = name.utf8.count
        prefix = checked.prefix
    }

    /// The first eight bytes of a lower-case ASCII name, as `prefix` holds them.
    static func prefix(of name: String) -> UInt64 {
        var prefix: UInt64 = 0
        for (index, byte) in name.utf8.prefix(8).enumerated() { prefix |= UInt64(byte) << (8 * UInt64(index)) }
        return prefix
    }

    /// A set of lower-case names of at most eight bytes, asked by one multiplication: each name's
    /// prefix in a table of 128 slots, placed by the top bits of the prefix times a multiplier
    /// chosen, when the set is made, so that no two names share a slot. A slot holds its name's
    /// prefix (never zero: a name starts with a letter), so a lookup is exact.
    struct ShortNames {
        private let multiplier: UInt64
        private let slots: [UInt64]

        init(_ names: [String]) {
            let prefixes = names.map { name in
                precondition(name.utf8.count <= 8 && name == name.lowercased(), "a short lower-case name")
                return MarkupName.prefix(of: name)
            }
            // Odd multipliers from a fixed sequence, the first that places every name apart.
            var candidate: UInt64 = 0x9E37_79B9_7F4A_7C15
            while true {
                var slots = [UInt64](repeating: 0, count: 128)
                var apart = true
                for prefix in prefixes {
                    let slot = Int((prefix &* candidate) >> 57)
                    if slots[slot] != 0 && slots[slot] != prefix { apart = false; break }
                    slots[slot] = prefix
                }
                if apart {
                    (multiplier, self.slots) = (candidate, slots)
                    return
                }
                candidate = (candidate &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407) | 1
            }
        }

        func contains(_ name: MarkupName) -> Bool {
            name.count <= 8 && slots[Int((name.prefix &* multiplier) >> 57)] == name.prefix
        }
    }

    // MARK: What the renderer asks

    private static let voidElements = ShortNames(["br", "hr", "col", "img", "wbr", "area", "base", "link", "meta", "embed", "input", "track", "source"])
    private static let rawTextElements = ShortNames(["style", "script"])
    /// `MarkupAttribute.urlAttributes` of at most eight bytes, and the longer ones.
    private static let shortURLAttributes = ShortNames(MarkupAttribute.urlAttributes.filter { $0.utf8.count <= 8 })
    private static let longURLAttributes = MarkupAttribute.urlAttributes.filter { $0.utf8.count > 8 }
    private static let srcdoc = prefix(of: "srcdoc")
    private static let on = prefix(of: "on")

    /// Elements with no end tag and no children in HTML.
    var isVoidElement: Bool { Self.voidElements.contains(self) }

    /// `script` and `style`, whose text is raw.
    var isRawTextElement: Bool { Self.rawTextElements.contains(self) }

    /// `on…`: an event handler.
    var isEventHandler: Bool { count >= 2 && prefix & 0xFFFF == Self.on }

    /// `srcdoc`, a document written into an attribute.
    var isSourceDocument: Bool { count == 6 && prefix == Self.srcdoc }

    /// SVG's `attributeName`, which names the attribute an animation sets.
    var isAnimatedAttributeName: Bool { count == 13 && lowered == "attributename" }

    /// One of `MarkupAttribute.urlAttributes`.
    var isURLAttribute: Bool {
        count <= 8 ? Self.shortURLAttributes.contains(self) : Self.longURLAttributes.contains(lowered)
    }
}
