/// A Swift string literal read from source bytes, as the compiler reads it: `"…"` with its escapes
/// (`\\`, `\"`, `\'`, `\n`, `\r`, `\t`, `\0`, `\u{…}`), raw strings (`#"…"#`, escapes as `\#n`),
/// and multi-line strings (`"""` on lines of their own, the closing delimiter's indentation
/// removed from every line, a `\` at a line's end joining it to the next). A literal with an
/// interpolation (`\(…)`) has no one text: `text` is nil.
struct SwiftStringLiteral {
    var text: String?
    /// The byte after the closing delimiter.
    var end: Int

    /// The literal starting at `start` (its first `#` or `"`), or nil when none starts there or
    /// it is not closed.
    static func read(_ bytes: [UInt8], at start: Int) -> SwiftStringLiteral? {
        var index = start
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        // `"""` opens a multi-line literal only when a line break follows it (`#"""#` is a quote).
        var multiline = index + 2 < bytes.count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        if multiline {
            var after = index + 3
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            multiline = after < bytes.count && (bytes[after] == UInt8(ascii: "\n") || bytes[after] == UInt8(ascii: "\r"))
        }
        index += multiline ? 3 : 1
        var raw: [UInt8] = []
        var interpolated = false
        var escapes = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), closes(bytes, at: index, multiline: multiline, hashes: hashes) {
                let end = index + (multiline ? 3 : 1) + hashes
                guard escapes, !interpolated, let text = multiline ? dedented(raw) : decoded(raw) else { return SwiftStringLiteral(text: nil, end: end) }
                return SwiftStringLiteral(text: text, end: end)
            }
            if !multiline, byte == UInt8(ascii: "\n") { return nil }
            if byte == UInt8(ascii: "\\"), isEscape(bytes, at: index, hashes: hashes) {
                let next = index + 1 + hashes
                guard next < bytes.count else { return nil }
                if bytes[next] == UInt8(ascii: "(") {
                    interpolated = true
                    // Skip the interpolation: balanced parentheses, literals inside.
                    var depth = 0
                    var cursor = next
                    while cursor < bytes.count {
                        if bytes[cursor] == UInt8(ascii: "(") { depth += 1 }
                        if bytes[cursor] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                        if bytes[cursor] == UInt8(ascii: "\""), let inner = read(bytes, at: cursor) { cursor = inner.end; continue }
                        cursor += 1
                    }
                    index = cursor + 1
                    continue
                }
                raw.append(UInt8(ascii: "\\"))
                raw.append(contentsOf: bytes[next...next])
                index = next + 1
                if bytes[next] == UInt8(ascii: "u") {
                    while index < bytes.count, bytes[index] != UInt8(ascii: "}"), bytes[index] != UInt8(ascii: "\n") { raw.append(bytes[index]); index += 1 }
                    if index < bytes.count, bytes[index] == UInt8(ascii: "}") { raw.append(bytes[index]); index += 1 } else { escapes = false }
                }
                continue
            }
            // A raw string's lone `\` is text: kept escaped for `decoded`.
            if byte == UInt8(ascii: "\\") { raw.append(byte) }
            raw.append(byte)
            index += 1
        }
        return nil
    }

    private static func closes(_ bytes: [UInt8], at index: Int, multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        guard index + quotes + hashes <= bytes.count else { return false }
        for offset in 0..<quotes where bytes[index + offset] != UInt8(ascii: "\"") { return false }
        for offset in 0..<hashes where bytes[index + quotes + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    private static func isEscape(_ bytes: [UInt8], at index: Int, hashes: Int) -> Bool {
        guard index + hashes < bytes.count else { return false }
        for offset in 0..<hashes where bytes[index + 1 + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The text of a single-line literal's content (escapes marked by a `\` the reader kept).
    private static func decoded(_ raw: [UInt8]) -> String? {
        var output = String.UnicodeScalarView()
        let text = String(decoding: raw, as: UTF8.self).unicodeScalars
        var index = text.startIndex
        while index < text.endIndex {
            let scalar = text[index]
            text.formIndex(after: &index)
            guard scalar == "\\" else { output.append(scalar); continue }
            guard index < text.endIndex else { return nil }
            let escape = text[index]
            text.formIndex(after: &index)
            switch escape {
            case "\\": output.append("\\")
            case "\"": output.append("\"")
            case "'": output.append("'")
            case "n": output.append("\n")
            case "r": output.append("\r")
            case "t": output.append("\t")
            case "0": output.append("\0")
            case "\n": // a line continuation (multi-line only): the line break is not text
                continue
            case "u":
                guard index < text.endIndex, text[index] == "{" else { return nil }
                text.formIndex(after: &index)
                var hex = ""
                while index < text.endIndex, text[index] != "}" { hex.unicodeScalars.append(text[index]); text.formIndex(after: &index) }
                guard index < text.endIndex, let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else { return nil }
                text.formIndex(after: &index)
                output.append(decoded)
            default:
                return nil
            }
        }
        return String(output)
    }

    /// A multi-line literal's text: the content between the line after `"""` and the line of
    /// the closing `"""`, each line without the closing delimiter's indentation.
    private static func dedented(_ raw: [UInt8]) -> String? {
        let lines = raw.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { Array($0) }
        guard lines.count >= 2, lines[0].allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }),
              let last = lines.last, last.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) else { return nil }
        var body: [UInt8] = []
        for (number, line) in lines.dropFirst().dropLast().enumerated() {
            if number > 0 { body.append(UInt8(ascii: "\n")) }
            // A line of white space alone may be shorter than the indentation (it is then empty);
            // what it has beyond the indentation is text.
            if line.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }), !line.starts(with: last) { continue }
            guard line.starts(with: last) else { return nil }
            body.append(contentsOf: line.dropFirst(last.count))
        }
        return decoded(body)
    }
}
