/// Scalars: plain and quoted ones on one line, literal block scalars over several.
extension YAMLParser {
    /// Bytes that may not start a plain scalar (`-`, `?` and `:` may, before a non-space).
    private static let indicators: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "-?:,[]{}#&*!|>'\"%@`".utf8 { table[Int(byte)] = true }
        return table
    }()

    private static func isFlowIndicator(_ byte: UInt8?) -> Bool {
        byte == .comma || byte == .openBracket || byte == .closeBracket || byte == .openBrace || byte == .closeBrace
    }

    func canStartPlain(_ line: Int, _ column: Int, inFlow: Bool) -> Bool {
        guard let first = byte(line, column) else { return false }
        guard Self.indicators[Int(first)] else { return true }
        // In a flow collection libyaml reads a leading `?` or `:` as structure, whatever follows.
        guard first == .dash || (!inFlow && (first == .question || first == .colon)) else { return false }
        let next = byte(line, column + 1)
        return next != nil && next != .space && !(inFlow && Self.isFlowIndicator(next))
    }

    /// A plain scalar in block context, to the end of the line or a comment, trailing spaces
    /// dropped; and the column after it. Nil when it holds `: ` (YAML refuses that).
    func plainInBlock(_ line: Int, _ column: Int) -> (String, Int)? {
        guard canStartPlain(line, column, inFlow: false) else { return nil }
        // Byte offsets in the text; the first byte is neither `#` nor a space.
        let lineStart = lineBounds[line].start, lineEnd = lineBounds[line].end
        var index = lineStart + column
        var end = index
        while index < lineEnd {
            let byte = bytes[index]
            if byte == .hash, bytes[index - 1] == .space { break }
            if byte == .colon, index + 1 == lineEnd || bytes[index + 1] == .space { return nil }
            index += 1
            if byte != .space { end = index }
        }
        return (text(line, column, end - lineStart), end - lineStart)
    }

    /// A plain scalar inside `{…}` or `[…]`: it ends at `,[]{}`, at `: ` and at a comment. Colons
    /// inside it are left to Yams (libyaml versions read them differently).
    func plainInFlow(_ line: Int, _ column: Int) -> (String, Int)? {
        guard canStartPlain(line, column, inFlow: true) else { return nil }
        var index = column
        var end = column
        while let byte = byte(line, index) {
            if Self.isFlowIndicator(byte) { break }
            if byte == .hash, self.byte(line, index - 1) == .space { break }
            if byte == .colon {
                let next = self.byte(line, index + 1)
                if next == nil || next == .space || Self.isFlowIndicator(next) { break }
                return nil
            }
            index += 1
            if byte != .space { end = index }
        }
        return end > column ? (text(line, column, end), end) : nil
    }

    /// The column of the quote that closes the one at `column`, when nothing in between is an
    /// escape (most quoted text): then the text is the bytes in between, as they are.
    private func closingQuote(_ line: Int, _ column: Int, _ quote: UInt8, escape: UInt8) -> Int? {
        var index = column + 1
        while let byte = byte(line, index) {
            if byte == quote {
                return quote == escape && self.byte(line, index + 1) == quote ? nil : index
            }
            if byte == escape { return nil }
            index += 1
        }
        return nil
    }

    /// `'…'` on one line (`''` is one apostrophe), and the column after the closing quote.
    func singleQuoted(_ line: Int, _ column: Int) -> (String, Int)? {
        if let close = closingQuote(line, column, .singleQuote, escape: .singleQuote) {
            return (text(line, column + 1, close), close + 1)
        }
        var result: [UInt8] = []
        result.reserveCapacity(length(line) - column)
        var index = column + 1
        while let byte = byte(line, index) {
            if byte == .singleQuote {
                guard self.byte(line, index + 1) == .singleQuote else {
                    return (String(decoding: result, as: UTF8.self), index + 1)
                }
                index += 1
            }
            result.append(byte)
            index += 1
        }
        return nil
    }

    /// `"…"` on one line with its escapes, and the column after the closing quote.
    func doubleQuoted(_ line: Int, _ column: Int) -> (String, Int)? {
        if let close = closingQuote(line, column, .doubleQuote, escape: .backslash) {
            return (text(line, column + 1, close), close + 1)
        }
        var result: [UInt8] = []
        result.reserveCapacity(length(line) - column)
        var index = column + 1
        while let byte = byte(line, index) {
            if byte == .doubleQuote { return (String(decoding: result, as: UTF8.self), index + 1) }
            guard byte == .backslash else {
                result.append(byte)
                index += 1
                continue
            }
            guard let escape = self.byte(line, index + 1) else { return nil }
            index += 2
            switch escape {
            case UInt8(ascii: "0"): result.append(0)
            case UInt8(ascii: "a"): result.append(0x07)
            case UInt8(ascii: "b"): result.append(0x08)
            case UInt8(ascii: "t"): result.append(0x09)
            case UInt8(ascii: "n"): result.append(0x0A)
            case UInt8(ascii: "v"): result.append(0x0B)
            case UInt8(ascii: "f"): result.append(0x0C)
            case UInt8(ascii: "r"): result.append(0x0D)
            case UInt8(ascii: "e"): result.append(0x1B)
            case .space, .doubleQuote, .backslash, UInt8(ascii: "/"): result.append(escape)
            case UInt8(ascii: "N"): result.append(contentsOf: [0xC2, 0x85])
            case UInt8(ascii: "_"): result.append(contentsOf: [0xC2, 0xA0])
            case UInt8(ascii: "L"): result.append(contentsOf: [0xE2, 0x80, 0xA8])
            case UInt8(ascii: "P"): result.append(contentsOf: [0xE2, 0x80, 0xA9])
            case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
                let digits = escape == UInt8(ascii: "x") ? 2 : escape == UInt8(ascii: "u") ? 4 : 8
                var value: UInt32 = 0
                for offset in 0..<digits {
                    guard let digit = self.byte(line, index + offset).flatMap({ Self.hexValue($0) }) else { return nil }
                    value = value << 4 | digit
                }
                guard let scalar = Unicode.Scalar(value) else { return nil }
                result.append(contentsOf: Array(String(scalar).utf8))
                index += digits
            default:
                return nil
            }
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `|`, `|-` or `|+` at `column` of `line`: the more-indented lines below, kept as written.
    /// An explicit indentation, blank lines with spaces past the text's indent and a block that
    /// ends the file without a line break are left to Yams.
    mutating func literalBlock(_ start: Int, _ column: Int, parentIndent: Int) -> YAMLNode? {
        guard parentIndent >= 0 else { return nil }
        var cursor = column + 1
        let chomping = byte(start, cursor)
        if chomping == .dash || chomping == UInt8(ascii: "+") { cursor += 1 }
        guard restIsBlank(start, from: cursor) else { return nil }
        var blockIndent: Int?
        var leadingBlankIndent = 0
        var body: [UInt8] = []
        var lastContent: Int?
        var trailingBlank = 0
        var current = start + 1
        while current < indents.count {
            let lineIndent = indent(current)
            if lineIndent == length(current) {
                if let blockIndent {
                    guard lineIndent <= blockIndent else { return nil }
                } else {
                    leadingBlankIndent = max(leadingBlankIndent, lineIndent)
                }
                trailingBlank += 1
                current += 1
                continue
            }
            if blockIndent == nil {
                guard lineIndent > parentIndent, lineIndent >= leadingBlankIndent else { break }
                blockIndent = lineIndent
            }
            guard lineIndent >= blockIndent! else { break }
            if lastContent != nil { body.append(.newline) }
            for _ in 0..<trailingBlank { body.append(.newline) }
            trailingBlank = 0
            body.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(lineBounds[current].start + blockIndent!)..<lineBounds[current].end]))
            lastContent = current
            current += 1
        }
        guard lastContent != nil, current < indents.count || endsWithBreak else { return nil }
        switch chomping {
        case .dash: break
        case UInt8(ascii: "+"): body.append(contentsOf: repeatElement(.newline, count: trailingBlank + 1))
        default: body.append(.newline)
        }
        line = current
        if let next = nextContent(from: line), indent(next) > parentIndent { return nil }
        return .scalar(YAMLNode.Scalar(string: String(decoding: body, as: UTF8.self), style: .literal,
                                       position: position(start, column)))
    }
}
