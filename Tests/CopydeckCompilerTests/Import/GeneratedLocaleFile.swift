@testable import CopydeckCompiler

/// A random locale file for property tests, written by its own small writer (not the editor's):
/// nested, dotted and flow owners, variants, every scalar style, comments, blank lines, 2 or 4
/// spaces, LF or CRLF; and keys to add to it, with the order they belong in.
struct GeneratedLocaleFile: CustomStringConvertible {
    var text = ""
    /// Every key the file and the new keys make, in the order the file should have them.
    var order: [String] = []
    /// Keys to add, and where new keys may not go (flow mappings, texts).
    var newKeys: [String] = []

    var description: String { text.debugDescription }

    /// Pieces of text that YAML reads specially, for texts made of a few of them.
    static let pieces: [String] = [
        "Hello", "사진", "写真", "word", " ", ": ", ":", "#", " #", "'", "\"", "\\", "%", "%1$@", "\n", "\n\n", "\t", "😀", "👩‍💻",
        "e\u{301}", "\u{200F}", "\u{202B}", "{", "}", "{n, plural, one {# x} other {# xs}}", "yes", "null", "~", "0x1F", ".inf",
        "- x", "? x", "@x", "`x", "*x", "&x", "!x", "%x", "|", ">", "-", "...", ",", "[", "]", "1.0", "12:30", "\r", "\u{85}",
        "\u{2028}", "\u{FEFF}", "\u{0}", "\u{7F}", "\u{A0}", "  ", "\n  ",
    ]

    static let words = ["Hello", "사진 몇 장", "写真を選ぶ", "Next step", "one two", "Welcome back", "😀 party", "다음", "A", "Done!"]

    static func text(_ rng: inout SplitMix) -> String {
        (0..<rng.next(0...5)).map { _ in pieces[rng.next(0...(pieces.count - 1))] }.joined()
    }

    init(seed: UInt64) {
        var rng = SplitMix(seed: seed)
        let lineBreak = rng.chance(0.3) ? "\r\n" : "\n"
        let step = rng.chance(0.3) ? 4 : 2
        var lines: [String] = []
        if rng.chance(0.5) { lines.append("# generated file") }
        func gap(_ indent: Int) {
            if rng.chance(0.15) { lines.append("") }
            if rng.chance(0.1) { lines.append(String(repeating: " ", count: indent) + "# a comment") }
        }
        var ownerOrders: [[String]] = []
        for owner in 0..<rng.next(1...6) {
            let name = "o\(owner)"
            // The owner's fields, a field's variants together: new keys go between fields, or
            // between the variants of one.
            var fields: [[String]] = []
            switch rng.next(0...9) {
            case 0...5:
                lines.append("\(name):")
                for field in 0..<rng.next(1...4) {
                    gap(step)
                    if rng.chance(0.15) {
                        lines.append(String(repeating: " ", count: step) + "f\(field):")
                        var variants: [String] = []
                        for variant in 0..<rng.next(1...3) {
                            variants.append("d.\(name).f\(field).v\(variant)")
                            Self.write("v\(variant)", indent: 2 * step, step: step, &rng, &lines)
                        }
                        if rng.chance(0.5) {
                            let key = "d.\(name).f\(field).new"
                            variants.insert(key, at: rng.next(0...variants.count))
                            newKeys.append(key)
                        }
                        fields.append(variants)
                    } else {
                        fields.append(["d.\(name).f\(field)"])
                        Self.write("f\(field)", indent: step, step: step, &rng, &lines)
                    }
                }
            case 6...7:
                for field in 0..<rng.next(1...3) {
                    gap(0)
                    fields.append(["d.\(name).f\(field)"])
                    Self.write("\(name).f\(field)", indent: 0, step: step, &rng, &lines)
                }
            case 8:
                let written = (0..<rng.next(1...3)).map { field in
                    let word = Self.words[rng.next(0...(Self.words.count - 1))]
                    return "f\(field): " + (rng.chance(0.5) ? "'\(word)'" : word.replacingOccurrences(of: "!", with: ""))
                }
                lines.append("\(name): { \(written.joined(separator: ", ")) }")
                ownerOrders.append((0..<written.count).map { "d.\(name).f\($0)" })
                continue
            default:
                ownerOrders.append(["d.\(name)"])
                Self.write(name, indent: 0, step: step, &rng, &lines)
                continue
            }
            gap(0)
            // New fields between this owner's, where `order` puts them.
            if rng.chance(0.5) {
                for number in 0..<rng.next(1...2) {
                    let key = "d.\(name).new\(number)"
                    fields.insert([key], at: rng.next(0...fields.count))
                    newKeys.append(key)
                }
            }
            ownerOrders.append(fields.flatMap { $0 })
        }
        // New owners between the others.
        for number in 0..<rng.next(0...2) {
            let keys = (0..<rng.next(1...2)).map { "d.n\(number).k\($0)" }
            ownerOrders.insert(keys, at: rng.next(0...ownerOrders.count))
            newKeys += keys
        }
        order = ownerOrders.flatMap { $0 }
        text = lines.joined(separator: lineBreak) + (rng.chance(0.9) ? lineBreak : "")
    }

    /// `name: value` at `indent`, the value in a random style that can hold it.
    private static func write(_ name: String, indent: Int, step: Int, _ rng: inout SplitMix, _ lines: inout [String]) {
        let pad = String(repeating: " ", count: indent)
        let comment = rng.chance(0.2) ? "  # note" : ""
        switch rng.next(0...7) {
        case 0:
            lines.append("\(pad)\(name): \(words[rng.next(0...(words.count - 1))])\(comment)")
        case 1:
            let text = [words[rng.next(0...(words.count - 1))], "it's", "a: b", " # x "][rng.next(0...3)]
            lines.append("\(pad)\(name): '\(text.replacingOccurrences(of: "'", with: "''"))'\(comment)")
        case 2:
            lines.append("\(pad)\(name): \"\(escaped(text(&rng)))\"\(comment)")
        case 3, 4:
            let count = rng.next(1...3)
            let body = (0..<count).map { _ in words[rng.next(0...(words.count - 1))] }
            let chomp = ["|-", "|", "|+"][rng.next(0...2)]
            lines.append("\(pad)\(name): \(chomp)\(comment)")
            lines += body.map { String(repeating: " ", count: indent + step) + $0 }
            if chomp == "|+" { lines.append("") }
        case 5:
            lines.append("\(pad)\(name): \([">-", ">", ">+"][rng.next(0...2)])")
            lines.append(String(repeating: " ", count: indent + step) + words[rng.next(0...(words.count - 1))])
            if rng.chance(0.5) {
                if rng.chance(0.5) { lines.append("") }
                lines.append(String(repeating: " ", count: indent + step) + words[rng.next(0...(words.count - 1))])
            }
        case 6:
            let inner = String(repeating: " ", count: indent + step)
            let word = { (rng: inout SplitMix) in words[rng.next(0...(words.count - 1))] }
            switch rng.next(0...4) {
            case 0:
                // A plain scalar over two lines (read as one, with a space).
                lines.append("\(pad)\(name): \(word(&rng).replacingOccurrences(of: "!", with: ""))")
                lines.append(inner + word(&rng).replacingOccurrences(of: "!", with: ""))
            case 1:
                lines.append("\(pad)\(name): \"\(escaped(text(&rng)))")
                lines.append(inner + "\(escaped(text(&rng)))\"\(comment)")
            case 2:
                lines.append("\(pad)\(name): |2-\(comment)")
                lines.append(String(repeating: " ", count: indent + 2) + "  " + word(&rng))
                lines.append(String(repeating: " ", count: indent + 2) + word(&rng))
            case 3:
                lines.append("\(pad)\(name): !!str \(["yes", "null", "1.0", "~"][rng.next(0...3)])\(comment)")
            default:
                lines.append("\(pad)'\(name)': \(word(&rng))")
            }
        default:
            lines.append("\(pad)\(name):\(comment)")
        }
    }

    /// A double-quoted body: `\\`, `\"`, and `\u` escapes for every character that is not
    /// printable ASCII or above U+00A0.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0xFEFF].contains(scalar.value):
                out += "\\u" + String(format4: scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}

/// A small seeded generator (SplitMix64), so a seed names a whole file.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func nextValue() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(nextValue() % UInt64(range.count))
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double(nextValue() % 1_000_000) < probability * 1_000_000
    }
}

extension String {
    init(format4 value: UInt32) {
        let hex = Swift.String(value, radix: 16, uppercase: true)
        self = Swift.String(repeating: "0", count: Swift.max(0, 4 - hex.count)) + hex
    }
}
