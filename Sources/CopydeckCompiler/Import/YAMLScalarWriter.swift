/// Writes a text as a YAML scalar in a chosen style, and says which styles can hold a text so that
/// every YAML reader (Copydeck's, libyaml, Yams, an editor's) reads back exactly that text, as text.
///
/// Plain is used only for what no reader can take for anything else: no leading or trailing space,
/// no `: ` or ` #`, no indicator first, nothing YAML 1.1 or 1.2 reads as a boolean, a null, a
/// number or a date (`yes`, `~`, `0x1F`, `.inf`, `2024-01-01`). Single quotes hold any one line of
/// printable characters; double quotes hold anything, with escapes for control characters, line
/// breaks and the characters libyaml reads as breaks (NEL, LS, PS) or drops (a byte-order mark).
/// Block scalars (`|`, `>`) hold lines of printable characters and tabs.
enum YAMLScalarWriter {
    /// A YAML scalar (a key or a value) that every reader reads back as exactly `text`: plain
    /// where nothing can mistake it, double-quoted with escapes otherwise.
    static func scalar(_ text: String) -> String {
        if !text.isEmpty, canBePlain(text, inFlow: true) { return text }
        var out: [UInt8] = []
        appendDoubleQuoted(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    enum Style: Equatable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    // MARK: What a style can hold

    /// Printable as YAML writes it unescaped: no C0 or C1 control character, DEL, line or
    /// paragraph separator, byte-order mark or U+FFFE/U+FFFF. (Tabs and breaks are decided apart.)
    @inline(__always)
    static func isPrintable(_ value: UInt32) -> Bool {
        if value < 0x80 { return value >= 0x20 && value != 0x7F }
        if value < 0xA0 { return false }
        switch value {
        case 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    static func canBePlain(_ text: String, inFlow: Bool) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return false }
        if first == " " || last == " " || last == ":" { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        var previous: Unicode.Scalar = " "
        for scalar in scalars {
            guard isPrintable(scalar.value) else { return false }
            if scalar == "#", previous == " " { return false }
            if scalar == " ", previous == ":" { return false }
            if inFlow {
                switch scalar {
                case ",", "[", "]", "{", "}", ":", "#": return false
                default: break
                }
            }
            previous = scalar
        }
        return !looksLikeOtherThanText(text)
    }

    /// True for a text that a YAML 1.1 or 1.2 reader takes for a boolean, a null, a number, a
    /// date or a merge key when written plain. Errs on the side of quoting.
    static func looksLikeOtherThanText(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        if utf8.count <= 5 {
            switch text.lowercased() {
            case "y", "n", "yes", "no", "true", "false", "on", "off", "null", "~", "<<", "=": return true
            default: break
            }
        }
        var rest = utf8[...]
        if let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { rest = rest.dropFirst() }
        if rest.count == 4, rest.first == UInt8(ascii: ".") {
            switch String(decoding: rest, as: UTF8.self).lowercased() {
            case ".inf", ".nan": return true
            default: break
            }
        }
        guard let lead = rest.first else { return false }
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard isDigit(lead) || (lead == UInt8(ascii: ".") && rest.count > 1 && isDigit(rest[rest.startIndex + 1])) else { return false }
        // A date (`2024-01-01`, with or without a time) is a timestamp to YAML 1.1 readers.
        if rest.count >= 5, rest.prefix(4).allSatisfy(isDigit), rest[rest.startIndex + 4] == UInt8(ascii: "-") { return true }
        return rest.allSatisfy { numericBytes.contains($0) }
    }

    private static let numericBytes = Set("0123456789abcdefABCDEFxXoO_.:+-".utf8)

    /// One line of printable characters (a tab is a control character: double quotes show it).
    static func canBeSingleQuoted(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { isPrintable($0.value) }
    }

    /// Lines of printable characters and tabs, with something other than line breaks in them.
    static func canBeLiteral(_ text: String) -> Bool {
        var hasContent = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" { continue }
            guard scalar == "\t" || isPrintable(scalar.value) else { return false }
            hasContent = true
        }
        return hasContent
    }

    /// What a literal can hold, with no line starting with a space or a tab (a folded scalar
    /// keeps the line breaks around such a line, which is hard to read and easy to get wrong).
    static func canBeFolded(_ text: String) -> Bool {
        guard canBeLiteral(text) else { return false }
        var lineStart = true
        for scalar in text.unicodeScalars {
            if lineStart, scalar == " " || scalar == "\t" { return false }
            lineStart = scalar == "\n"
        }
        return true
    }

    /// The style a changed text keeps or gets: the original's when the text can be written in
    /// it, otherwise the least surprising one that can hold it (a folded scalar becomes a literal,
    /// a plain one single-quoted, then double-quoted). `inFlow`: inside `{ }`.
    static func style(for text: String, replacing original: YAMLNode.Style, inFlow: Bool) -> Style {
        switch original {
        case .literal where !inFlow && canBeLiteral(text):
            return .literal
        case .folded where !inFlow && canBeFolded(text):
            return .folded
        case .folded where !inFlow && canBeLiteral(text):
            return .literal
        case .literal, .folded:
            return text.isEmpty ? .singleQuoted : .doubleQuoted
        case .doubleQuoted:
            return .doubleQuoted
        case .singleQuoted:
            return canBeSingleQuoted(text) ? .singleQuoted : .doubleQuoted
        case .plain, .other:
            if canBePlain(text, inFlow: inFlow) { return .plain }
            return canBeSingleQuoted(text) ? .singleQuoted : .doubleQuoted
        }
    }

    /// The style of a new text: plain, single-quoted, a literal block for lines, double-quoted.
    /// Not `|+` (a text ending in two line breaks): blank lines after it in the file would
    /// become part of it.
    static func style(forNew text: String) -> Style {
        if canBePlain(text, inFlow: false) { return .plain }
        if canBeSingleQuoted(text) { return .singleQuoted }
        if text.utf8.contains(.newline), canBeLiteral(text), !text.utf8.reversed().prefix(2).elementsEqual([.newline, .newline]) { return .literal }
        return .doubleQuoted
    }

    // MARK: Writing

    static func appendPlain(_ text: String, to out: inout [UInt8]) {
        out.append(contentsOf: text.utf8)
    }

    static func appendSingleQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(.singleQuote)
        for byte in text.utf8 {
            if byte == .singleQuote { out.append(.singleQuote) }
            out.append(byte)
        }
        out.append(.singleQuote)
    }

    static func appendDoubleQuoted(_ text: String, to out: inout [UInt8]) {
        out.append(.doubleQuote)
        var utf8 = text.utf8.makeIterator()
        var decoder = UTF8()
        // Bytes are copied as they are but for the few that need an escape; the scalars are
        // decoded only to find those.
        while case .scalarValue(let scalar) = decoder.decode(&utf8) {
            let value = scalar.value
            switch value {
            case 0x22: out += [.backslash, .doubleQuote]
            case 0x5C: out += [.backslash, .backslash]
            case 0x00: out += [.backslash, UInt8(ascii: "0")]
            case 0x07: out += [.backslash, UInt8(ascii: "a")]
            case 0x08: out += [.backslash, UInt8(ascii: "b")]
            case 0x09: out += [.backslash, UInt8(ascii: "t")]
            case 0x0A: out += [.backslash, UInt8(ascii: "n")]
            case 0x0B: out += [.backslash, UInt8(ascii: "v")]
            case 0x0C: out += [.backslash, UInt8(ascii: "f")]
            case 0x0D: out += [.backslash, UInt8(ascii: "r")]
            case 0x1B: out += [.backslash, UInt8(ascii: "e")]
            case 0x85: out += [.backslash, UInt8(ascii: "N")]
            case 0x2028: out += [.backslash, UInt8(ascii: "L")]
            case 0x2029: out += [.backslash, UInt8(ascii: "P")]
            case _ where value < 0xA0 && !isPrintable(value):
                out += [.backslash, UInt8(ascii: "x")]
                appendHex(value, digits: 2, to: &out)
            case _ where !isPrintable(value):
                out += [.backslash, UInt8(ascii: "u")]
                appendHex(value, digits: 4, to: &out)
            default:
                if let encoded = UTF8.encode(scalar) { out.append(contentsOf: encoded) }
            }
        }
        out.append(.doubleQuote)
    }

    private static func appendHex(_ value: UInt32, digits: Int, to out: inout [UInt8]) {
        let hex = Array("0123456789ABCDEF".utf8)
        for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
            out.append(hex[Int((value >> UInt32(shift)) & 0xF)])
        }
    }

    /// A block scalar (`canBeLiteral`, and `canBeFolded` for a folded one): its header (with the
    /// chomping its trailing line breaks need, an indentation indicator when its first line
    /// starts with a space or a tab, and `headerTail`, a comment kept from the original header),
    /// then its lines at `contentIndent`, each ending with `lineBreak`. `parentIndent` is the
    /// column of the mapping's keys, which the indicator counts from.
    static func appendBlock(_ text: String, folded: Bool, parentIndent: Int, contentIndent: Int,
                            headerTail: ArraySlice<UInt8> = [], lineBreak: [UInt8], to out: inout [UInt8]) {
        var body = Array(text.utf8)[...]
        var trailingBreaks = 0
        while body.last == .newline {
            body.removeLast()
            trailingBreaks += 1
        }
        let lines = body.split(separator: .newline, omittingEmptySubsequences: false)
        out.append(folded ? UInt8(ascii: ">") : .pipe)
        if let first = lines.first(where: { !$0.isEmpty }), first.first == .space || first.first == UInt8(ascii: "\t") {
            out.append(contentsOf: String(contentIndent - parentIndent).utf8)
        }
        switch trailingBreaks {
        case 0: out.append(.dash)
        case 1: break
        default: out.append(UInt8(ascii: "+"))
        }
        out.append(contentsOf: headerTail)
        out.append(contentsOf: lineBreak)
        for (number, line) in lines.enumerated() {
            if !line.isEmpty {
                out.append(contentsOf: repeatElement(UInt8.space, count: contentIndent))
                out.append(contentsOf: line)
            }
            out.append(contentsOf: lineBreak)
            // Folding reads one break between two lines as a space: an empty line keeps it.
            if folded, !line.isEmpty, number < lines.count - 1 { out.append(contentsOf: lineBreak) }
        }
        for _ in 1..<max(trailingBreaks, 1) { out.append(contentsOf: lineBreak) }
    }
}
